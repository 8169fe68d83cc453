import type { FastifyBaseLogger } from 'fastify';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../http/errors';
import { workerSource } from '../../server-root';
import type { OpenResult, PdfCall, PdfResponse } from './pdf-protocol';
import { hasText, pdfProblems, refuse } from './pdf-text';

export type PdfLimits = {
  /** Heap of the pdf.js thread, and the most the process may grow while one request runs. */
  memoryMb: number;
  /** Longest a single page (or opening the file) may take. */
  pageSeconds: number;
  /** Longest reading a whole document may take, pages summed. */
  documentSeconds: number;
};

/** A PDF open in the worker; survives a worker restart caused by another file (it reopens). */
export type PdfDocument = {
  pageCount: number;
  metadataTitle: string | null;
  page(n: number): Promise<string>;
  close(): Promise<void>;
};

const pdfWorker = workerSource(import.meta.url, 'pdf-worker');

/**
 * pdf.js on a worker thread, one request at a time. A request that outlives its time budget, or
 * during which the process grows past the memory budget (inflated streams live outside the V8
 * heap, so resourceLimits alone cannot see them), terminates the worker; the file is refused as too
 * complex and the next request starts a fresh worker.
 */
export function createPdfReader(opts: { limits: PdfLimits; log: FastifyBaseLogger }) {
  const { limits, log } = opts;
  let worker: Promise<Worker> | undefined;
  let live: Worker | undefined;
  let generation = 0;
  let nextId = 1;
  let current: { id: number; worker: Worker; resolve: (v: unknown) => void; reject: (e: Error) => void } | undefined;
  const queue: (() => void)[] = [];
  let busy = false;
  let closed = false;

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
      if (res.ok) return current.resolve(res.result);
      if (res.restart) {
        log.warn({ why: 'buffer budget' }, 'pdf worker stopped: file too complex');
        retire();
      }
      current.reject(
        res.error.code.startsWith('pdf_') ? refuse(res.error.code.slice(4) as keyof typeof pdfProblems) : new Error(res.error.message),
      );
    });
    // Out of heap (resourceLimits) or a crash inside pdf.js: the request in flight on this worker fails.
    w.on('error', (err) => {
      log.warn({ err }, 'pdf worker failed');
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
    generation++;
    void w?.terminate();
  }

  /** Runs one request alone in the worker, within `seconds` (counted once the worker is ready). */
  function request<T>(body: PdfCall, seconds: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const next = () => {
        busy = false;
        queue.shift()?.();
      };
      const start = async () => {
        busy = true;
        if (closed) return (reject(new Error('the pdf reader is closed')), next());
        let w: Worker;
        try {
          w = await (worker ??= spawn());
        } catch (err) {
          worker = undefined;
          return (reject(err as Error), next());
        }
        const id = nextId++;
        const rssAtStart = process.memoryUsage.rss();
        const began = performance.now();
        const finish = (settle: () => void) => {
          if (current?.id !== id) return;
          clearTimeout(timer);
          clearInterval(watch);
          current = undefined;
          settle();
          next();
        };
        const stop = (why: string) => {
          log.warn({ op: body.op, ms: Math.round(performance.now() - began), why }, 'pdf worker stopped: file too complex');
          retire();
          finish(() => reject(refuse('tooComplex')));
        };
        const timer = setTimeout(() => stop('time budget'), seconds * 1000);
        const watch = setInterval(() => {
          if (process.memoryUsage.rss() - rssAtStart > limits.memoryMb * 1024 * 1024) stop('memory budget');
        }, 50);
        current = { id, worker: w, resolve: (v) => finish(() => resolve(v as T)), reject: (e) => finish(() => reject(e)) };
        w.postMessage({ ...body, id });
      };
      if (busy) queue.push(() => void start());
      else void start();
    });
  }

  return {
    /** Opens a file; every later page request has the per-page budget, all of them the per-document one. */
    async open(path: string, budget: { documentSeconds?: number } = {}): Promise<PdfDocument> {
      let spent = 0;
      const timed = async <T>(body: PdfCall): Promise<T> => {
        const remaining = (budget.documentSeconds ?? limits.documentSeconds) - spent;
        if (remaining <= 0) throw refuse('tooComplex');
        const began = performance.now();
        try {
          return await request<T>(body, Math.min(limits.pageSeconds, remaining));
        } finally {
          spent += (performance.now() - began) / 1000;
        }
      };
      let opened = await timed<OpenResult>({ op: 'open', path });
      let openedIn = generation;
      return {
        pageCount: opened.pageCount,
        metadataTitle: opened.title,
        async page(n) {
          // Another file's request may have restarted the worker since: open this one again.
          if (openedIn !== generation) {
            opened = await timed<OpenResult>({ op: 'open', path });
            openedIn = generation;
          }
          return (await timed<{ text: string }>({ op: 'page', handle: opened.handle, page: n })).text;
        },
        async close() {
          if (openedIn === generation) await request({ op: 'close', handle: opened.handle }, limits.pageSeconds).catch(() => undefined);
        },
      };
    },

    async close() {
      closed = true;
      await live?.terminate();
      worker = live = undefined;
    },
  };
}
export type PdfReader = ReturnType<typeof createPdfReader>;

export const isTooComplex = (err: unknown) => err instanceof AppError && err.code === 'pdf_tooComplex';

/** Pages the upload check reads at most, looking for a text layer; ingestion reads them all. */
export const TEXT_CHECK_PAGES = 50;
/** The upload request waits for the check; it gets less time than ingestion does. */
const UPLOAD_CHECK_SECONDS = 60;

/** Refuses a PDF pdf.js cannot open, or without a text layer in its first pages. */
export async function checkUpload(reader: PdfReader, path: string): Promise<void> {
  // pdf.js failing on a page it opened is the file's fault: refused, not a server error.
  const unreadable = (err: unknown) => {
    throw err instanceof AppError ? err : refuse('unreadable');
  };
  const pdf = await reader.open(path, { documentSeconds: UPLOAD_CHECK_SECONDS }).catch(unreadable);
  try {
    const pages = Math.min(pdf.pageCount, TEXT_CHECK_PAGES);
    for (let n = 1; n <= pages; n++) if (hasText(await pdf.page(n).catch(unreadable))) return;
    if (pages === pdf.pageCount) throw refuse('noText');
    const message = `None of the first ${pages} pages has extractable text (it may be a scan). Upload a PDF with a text layer.`;
    throw new AppError(422, 'pdf_noText', `file: ${message}`, { file: [message] });
  } finally {
    await pdf.close();
  }
}
