import type { FastifyBaseLogger } from 'fastify';
import { Worker } from 'node:worker_threads';
import { workerSource } from '../../server-root';
import type { PdfCall, PdfResponse } from './pdf-protocol';
import { isPdfProblem, refuse } from './pdf-errors';

export type PdfLimits = {
  /** Heap of a pdf.js thread, and the most the process may grow while one file is read. */
  memoryMb: number;
  /** Longest a single page (or opening the file) may take. */
  pageSeconds: number;
  /** Longest reading a whole document may take, pages summed. */
  documentSeconds: number;
};

const pdfWorker = workerSource(import.meta.url, 'pdf-worker');

/** A worker left idle this long is stopped (pdf.js holds tens of MB); the next request starts one. */
const IDLE_MS = 30_000;

/**
 * One pdf.js worker thread running one call at a time. A call that outlives its time budget, or
 * during which the process grows past the memory budget (inflated streams live outside the V8 heap,
 * so resourceLimits alone cannot see them), terminates the worker and is refused as too complex;
 * the next call starts a fresh worker. `generation` counts restarts: handles of files opened in an
 * earlier worker are gone.
 */
export type Lane = {
  readonly index: number;
  generation: number;
  /**
   * `seconds`: the budget of the call, or with `onPartial` of each step (a partial answer, one page,
   * starts the next step's), within `totalSeconds` for the whole call.
   */
  call<T>(body: PdfCall, seconds: number, streaming?: { onPartial: (result: unknown) => void; totalSeconds: number }): Promise<T>;
  stop(): Promise<void>;
};

function createLane(index: number, limits: PdfLimits, log: FastifyBaseLogger): Lane {
  let worker: Promise<Worker> | undefined;
  let live: Worker | undefined;
  let nextId = 1;
  let idle: NodeJS.Timeout | undefined;
  let current:
    | { id: number; worker: Worker; resolve: (v: unknown) => void; reject: (e: Error) => void; partial?: (v: unknown) => void }
    | undefined;

  function spawn(): Promise<Worker> {
    const w = new Worker(pdfWorker, {
      eval: true,
      workerData: { maxBufferMb: Math.max(16, Math.floor(limits.memoryMb / 4)) },
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 64 },
    });
    live = w;
    w.unref();
    const ready = new Promise<Worker>((resolve, reject) => {
      w.once('message', () => resolve(w));
      w.once('error', reject);
      w.once('exit', () => reject(new Error('the pdf worker stopped while starting')));
    });
    w.on('message', (res: PdfResponse | { ready: true }) => {
      if (!('id' in res) || current?.id !== res.id) return;
      if (res.ok && res.partial) return current.partial?.(res.result);
      if (res.ok) return current.resolve(res.result);
      if (res.restart) {
        log.warn({ lane: index, why: 'buffer budget' }, 'pdf worker stopped: file too complex');
        retire();
      }
      const problem = res.error.code.replace(/^pdf_/, '');
      current.reject(
        res.error.code.startsWith('pdf_') && isPdfProblem(problem) ? refuse(problem, res.error.message) : new Error(res.error.message),
      );
    });
    // Out of heap (resourceLimits) or a crash inside pdf.js: the call in flight on this worker fails.
    w.on('error', (err) => {
      log.warn({ err, lane: index }, 'pdf worker failed');
      if (live === w) retire();
      if (current?.worker === w) current.reject(refuse('tooComplex'));
    });
    w.on('exit', () => {
      if (live === w) retire();
      if (current?.worker === w) current.reject(new Error('the pdf worker stopped'));
    });
    return ready;
  }

  function retire() {
    const w = live;
    worker = live = undefined;
    lane.generation++;
    void w?.terminate();
  }

  const lane: Lane = {
    index,
    generation: 0,
    async call<T>(body: PdfCall, seconds: number, streaming?: { onPartial: (result: unknown) => void; totalSeconds: number }): Promise<T> {
      clearTimeout(idle);
      let w: Worker;
      try {
        w = await (worker ??= spawn());
      } catch (err) {
        worker = undefined;
        throw err;
      }
      const id = nextId++;
      const rssAtStart = process.memoryUsage.rss();
      const began = performance.now();
      try {
        return await new Promise<T>((resolve, reject) => {
          const finish = (settle: () => void) => {
            if (current?.id !== id) return;
            clearTimeout(timer);
            clearInterval(watch);
            current = undefined;
            settle();
          };
          const stop = (why: string) => {
            log.warn({ lane: index, op: body.op, ms: Math.round(performance.now() - began), why }, 'pdf worker stopped: file too complex');
            retire();
            finish(() => reject(refuse('tooComplex')));
          };
          const deadline = began + (streaming?.totalSeconds ?? seconds) * 1000;
          const budget = () => Math.max(0, Math.min(seconds * 1000, deadline - performance.now()));
          let timer = setTimeout(() => stop('time budget'), budget());
          const watch = setInterval(() => {
            if (process.memoryUsage.rss() - rssAtStart > limits.memoryMb * 1024 * 1024) stop('memory budget');
          }, 50);
          current = {
            id,
            worker: w,
            resolve: (v) => finish(() => resolve(v as T)),
            reject: (e) => finish(() => reject(e)),
            ...(streaming && {
              partial: (v: unknown) => {
                clearTimeout(timer);
                timer = setTimeout(() => stop('time budget'), budget());
                streaming.onPartial(v);
              },
            }),
          };
          w.postMessage({ ...body, id });
        });
      } finally {
        idle = setTimeout(retire, IDLE_MS).unref();
      }
    },
    async stop() {
      clearTimeout(idle);
      await live?.terminate();
      worker = live = undefined;
    },
  };
  return lane;
}

type Task = {
  owner: object;
  lane?: number;
  run: (lane: Lane) => Promise<unknown>;
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
};

/**
 * `size` pdf.js workers shared by every reader. Calls for one file (its owner) run in parallel on
 * as many workers as are free; calls for different files never overlap: when another file's call is
 * waiting, the running ones finish first. So the memory budget, which watches the whole process,
 * always measures one file, and a file built to exhaust the server is the only one refused.
 */
export function createPdfPool(opts: { size: number; limits: PdfLimits; log: FastifyBaseLogger }) {
  const lanes = Array.from({ length: Math.max(1, opts.size) }, (_, i) => createLane(i, opts.limits, opts.log));
  const free = new Set(lanes);
  const queue: Task[] = [];
  let activeOwner: object | undefined;
  let inFlight = 0;
  let closed = false;

  function pump() {
    while (queue.length) {
      const head = queue[0]!;
      if (inFlight > 0 && head.owner !== activeOwner) return;
      // The lowest free worker: one call at a time keeps to one thread (and one open copy of the file).
      const lane = head.lane === undefined ? lanes.find((l) => free.has(l)) : free.has(lanes[head.lane]!) ? lanes[head.lane] : undefined;
      if (!lane) return;
      queue.shift();
      free.delete(lane);
      activeOwner = head.owner;
      inFlight++;
      head
        .run(lane)
        .then(head.resolve, head.reject)
        .finally(() => {
          free.add(lane);
          inFlight--;
          pump();
        });
    }
  }

  return {
    size: lanes.length,
    /** Runs `run` on a free worker (or on worker number `lane`), alone on it, in its owner's turn. */
    run<T>(owner: object, run: (lane: Lane) => Promise<T>, lane?: number): Promise<T> {
      if (closed) return Promise.reject(new Error('the pdf reader is closed'));
      return new Promise<T>((resolve, reject) => {
        queue.push({ owner, ...(lane === undefined ? {} : { lane }), run, resolve: resolve as (v: unknown) => void, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      await Promise.all(lanes.map((l) => l.stop()));
    },
  };
}
export type PdfPool = ReturnType<typeof createPdfPool>;
