import type { FastifyBaseLogger } from 'fastify';
import os from 'node:os';
import type { OpenResult, PageText } from './pdf-protocol';
import { createPdfPool, type Lane, type PdfLimits } from './pdf-pool';
import { PdfRefusedError, refuse } from './pdf-errors';
import { hasText } from './pdf-text';

export type { PdfLimits } from './pdf-pool';

/** A PDF open in the workers; survives a worker restart caused by another file (it reopens). */
export type PdfDocument = {
  pageCount: number;
  metadataTitle: string | null;
  /** Pages may be asked for in parallel: they are read on as many workers as are free. */
  page(n: number): Promise<string>;
  /** Pages `from`..`to` read on one worker, each handed to `onPage` as soon as it is read, in order. */
  pages(from: number, to: number, onPage: (page: PageText) => void): Promise<void>;
  /** How many pages are worth asking for at once. */
  parallelism: number;
  close(): Promise<void>;
};

/** One worker per core, at most four: pages of one file are read in parallel where the cores allow. */
export const defaultPdfWorkers = () => Math.max(1, Math.min(os.availableParallelism(), 4));

/**
 * pdf.js on a pool of worker threads (pdf-pool.ts): the event loop that answers requests never
 * parses a PDF, and the time and memory budgets hold per call and per file.
 */
export function createPdfReader(opts: { limits: PdfLimits; log: FastifyBaseLogger; workers?: number }) {
  const { limits } = opts;
  const pool = createPdfPool({ size: opts.workers ?? defaultPdfWorkers(), limits, log: opts.log });

  return {
    /** Opens a file; every later page request has the per-page budget, all of them the per-document one. */
    async open(path: string, budget: { documentSeconds?: number } = {}): Promise<PdfDocument> {
      const owner = {};
      let spent = 0;
      const timed = async <T>(lane: Lane, body: Parameters<Lane['call']>[0], onPartial?: (result: unknown) => void): Promise<T> => {
        const remaining = (budget.documentSeconds ?? limits.documentSeconds) - spent;
        if (remaining <= 0) throw refuse('tooComplex');
        const began = performance.now();
        try {
          return await lane.call<T>(body, Math.min(limits.pageSeconds, remaining), onPartial && { onPartial, totalSeconds: remaining });
        } finally {
          spent += (performance.now() - began) / 1000;
        }
      };
      // The file's handle in each worker, valid while that worker is not restarted.
      const handles = new Map<number, { handle: number; generation: number }>();
      let info: OpenResult | undefined;
      const openOn = async (lane: Lane): Promise<number> => {
        const held = handles.get(lane.index);
        if (held && held.generation === lane.generation) return held.handle;
        const opened = await timed<OpenResult>(lane, { op: 'open', path });
        handles.set(lane.index, { handle: opened.handle, generation: lane.generation });
        info ??= opened;
        return opened.handle;
      };
      await pool.run(owner, openOn);
      const pages = (from: number, to: number, onPage: (page: PageText) => void) =>
        pool.run(owner, async (lane) => {
          const handle = await openOn(lane);
          await timed(lane, { op: 'pages', handle, from, to }, (page) => onPage(page as PageText));
        });
      return {
        pageCount: info!.pageCount,
        metadataTitle: info!.title,
        parallelism: pool.size,
        pages,
        async page(n) {
          let text = '';
          await pages(n, n, (page) => (text = page.text));
          return text;
        },
        async close() {
          await Promise.all(
            [...handles].map(([index, held]) =>
              pool
                .run(
                  owner,
                  async (lane) => {
                    if (lane.generation === held.generation) await lane.call({ op: 'close', handle: held.handle }, limits.pageSeconds);
                  },
                  index,
                )
                .catch(() => undefined),
            ),
          );
        },
      };
    },

    close: () => pool.close(),
  };
}
export type PdfReader = ReturnType<typeof createPdfReader>;

export const isTooComplex = (err: unknown) => err instanceof PdfRefusedError && err.problem === 'tooComplex';

/** Pages the upload check reads at most, looking for a text layer; ingestion reads them all. */
export const TEXT_CHECK_PAGES = 50;
/** The upload request waits for the check; it gets less time than ingestion does. */
const UPLOAD_CHECK_SECONDS = 60;

/** Refuses a PDF pdf.js cannot open, or without a text layer in its first pages. */
export async function checkUpload(reader: PdfReader, path: string): Promise<void> {
  // pdf.js failing on a page it opened is the file's fault: refused, not a server error.
  const unreadable = (err: unknown) => {
    throw err instanceof PdfRefusedError ? err : refuse('unreadable');
  };
  const pdf = await reader.open(path, { documentSeconds: UPLOAD_CHECK_SECONDS }).catch(unreadable);
  try {
    const pages = Math.min(pdf.pageCount, TEXT_CHECK_PAGES);
    for (let n = 1; n <= pages; n++) if (hasText(await pdf.page(n).catch(unreadable))) return;
    if (pages === pdf.pageCount) throw refuse('noText');
    const message = `None of the first ${pages} pages has extractable text (it may be a scan). Upload a PDF with a text layer.`;
    throw refuse('noText', message);
  } finally {
    await pdf.close();
  }
}
