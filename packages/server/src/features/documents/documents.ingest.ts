import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/errors';
import { PermanentJobError, type JobHandler } from '../jobs/job-runner';
import { chunkPage, type Chunk } from './chunker';
import type { DocumentStore } from './document-store';
import type { DocumentsRepo } from './documents.repo';
import type { PdfDocument, PdfReader } from './pdf-reader';
import { chooseTitle } from './pdf-text';

export const INGEST_JOB = 'ingest-document';
/** Pages a file needs per parallel reader. */
const PAGES_PER_READER = 25;

/**
 * Ingests one uploaded PDF: text per page, title, sentence-packed chunks. Progress (pages done) is
 * written as it goes; the pages and chunks themselves are written in one transaction at the end, so
 * a crash leaves no partial document and the retried job starts clean.
 */
export function createIngestHandler(opts: {
  repo: DocumentsRepo;
  store: DocumentStore;
  reader: PdfReader;
  log: FastifyBaseLogger;
  pageDelayMs?: number;
}): JobHandler {
  const { repo, log, reader } = opts;
  return {
    async run(job, { signal, heartbeat }) {
      const documentId = Number((job.payload as { documentId: number }).documentId);
      const doc = await repo.byId(documentId);
      // Deleted meanwhile, or finished by an earlier attempt that died before marking the job done.
      if (!doc || doc.status === 'ready') return;
      const file = await opts.store.localFile(doc);
      if (!file) throw new PermanentJobError('the stored file is missing');
      try {
        // pdf.js runs on its own thread (pdf-reader.ts); a refusal (damaged, too complex) is final.
        const pdf = await reader.open(file.path).catch((err: unknown) => {
          throw err instanceof AppError ? new PermanentJobError(err.message.replace(/^file: /, '')) : err;
        });
        try {
          const started = performance.now();
          const { pages, pageChunks } = await readPages(pdf, {
            signal,
            pageDelayMs: opts.pageDelayMs ?? 0,
            onProgress: async (done) => {
              await repo.setProgress(documentId, done, pdf.pageCount);
              log.info({ documentId, pagesDone: done, pageCount: pdf.pageCount }, 'ingesting');
            },
          });
          let chunkNumber = 0;
          const chunks = pageChunks.flatMap((page) => page.map((c) => ({ ...c, chunkNumber: chunkNumber++ })));
          const title = chooseTitle(pdf.metadataTitle, pages[0] ?? '', doc.fileName);
          // Still this process's job? (Another takes it over when this one falls silent too long.)
          await heartbeat();
          if (!(await repo.storeIngested(documentId, { title, pages, chunks }))) return;
          log.info(
            { documentId, pages: pages.length, chunks: chunks.length, ms: Math.round(performance.now() - started) },
            'document ingested',
          );
        } finally {
          await pdf.close();
        }
      } finally {
        await file.done();
      }
    },
    async onFailed(job, reason) {
      await repo.markFailed(Number((job.payload as { documentId: number }).documentId), reason);
    },
  };
}

/**
 * Every page's text and passages, in order, read `pdf.parallelism` at a time; each page is chunked
 * as it arrives, so no long stretch of work holds the event loop at the end. Progress is reported
 * every 5 pages (in order, one report at a time); the first failure stops the reading.
 */
async function readPages(
  pdf: PdfDocument,
  opts: { signal: AbortSignal; pageDelayMs: number; onProgress: (pagesDone: number) => Promise<void> },
): Promise<{ pages: string[]; pageChunks: Chunk[][] }> {
  const pages: string[] = new Array<string>(pdf.pageCount);
  const pageChunks: Chunk[][] = new Array<Chunk[]>(pdf.pageCount);
  let next = 1;
  let done = 0;
  let reported = 0;
  let reporting = Promise.resolve();
  const report = () => {
    reporting = reporting.then(async () => {
      if (done > reported && (done - reported >= 5 || done === pdf.pageCount)) {
        reported = done;
        await opts.onProgress(done);
      }
    });
    return reporting;
  };
  let failed = false;
  const reader = async () => {
    while (next <= pdf.pageCount && !failed) {
      const n = next++;
      if (opts.signal.aborted) throw new Error('stopped');
      pages[n - 1] = await pdf.page(n).catch((err: unknown) => {
        failed = true;
        throw err instanceof AppError ? new PermanentJobError(`page ${n}: ${err.message.replace(/^file: /, '')}`) : err;
      });
      pageChunks[n - 1] = chunkPage(n, pages[n - 1]!);
      done++;
      await report();
      if (opts.pageDelayMs) await new Promise((r) => setTimeout(r, opts.pageDelayMs));
    }
  };
  // Another pdf.js thread costs about as much to start as reading a few dozen pages: short files keep to one.
  const readers = Array.from({ length: Math.max(1, Math.min(pdf.parallelism, Math.floor(pdf.pageCount / PAGES_PER_READER))) }, reader);
  // Let every reader settle before failing, so no page is still being read when the file is closed.
  const settled = await Promise.allSettled(readers);
  const failure = settled.find((r) => r.status === 'rejected');
  if (failure) throw failure.reason;
  await report();
  return { pages, pageChunks };
}
