import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { PdfRefusedError } from '../../platform/pdf/pdf-errors';
import type { ingestDocumentJob } from '../../platform/jobs/job-kinds';
import { PermanentJobError, type JobHandler } from '../../platform/jobs/job-runner';
import { chunkPage, type Chunk } from './chunker';
import { furnitureCuts } from './passage-furniture';
import type { DocumentStore, DocumentsRepo } from '../library';
import type { PageText } from '../../platform/pdf/pdf-protocol';
import type { PdfDocument, PdfReader } from '../../platform/pdf/pdf-reader';
import { createPageWriter, type PageWriter } from './page-writer';
import { chooseTitle } from '../../platform/pdf/document-title';

type DocumentJob = z.infer<typeof ingestDocumentJob.payload>;
type PageChunks = { pageNumber: number; text: string; chunks: Chunk[] };
/** Pages a file needs per parallel reader. */
const PAGES_PER_READER = 25;

/**
 * Ingests one uploaded PDF: text per page, title, sentence-packed chunks. Pages and passages are
 * written as they are read, in short transactions (page-writer.ts), and become visible together
 * when the document is marked ready; a crash leaves a document still processing, whose retried job
 * starts clean. Progress (pages read) is written as it goes.
 */
export function createIngestHandler(opts: {
  repo: DocumentsRepo;
  store: DocumentStore;
  reader: PdfReader;
  log: FastifyBaseLogger;
  pageDelayMs?: number;
}): JobHandler<DocumentJob> {
  const { repo, log, reader } = opts;
  return {
    async run(job, { signal, heartbeat }) {
      const { documentId } = job.payload;
      const doc = await repo.byId(documentId);
      // Deleted meanwhile, or finished by an earlier attempt that died before marking the job done.
      if (!doc || doc.status === 'ready') return;
      const file = await opts.store.localFile(doc);
      if (!file) throw new PermanentJobError('the stored file is missing');
      try {
        // pdf.js runs on its own thread (pdf-reader.ts); a refusal (damaged, too complex) is final.
        const pdf = await reader.open(file.path).catch((err: unknown) => {
          throw err instanceof PdfRefusedError ? new PermanentJobError(err.message) : err;
        });
        try {
          const started = performance.now();
          if (!(await repo.beginIngest(documentId))) return;
          // A process that lost its claim (or is shutting down) writes nothing more.
          const writer = createPageWriter(async (rows) => {
            if (signal.aborted) throw new Error('stopped');
            return repo.appendIngested(documentId, rows);
          });
          const { firstPage, pages, phases } = await readPages(pdf, writer, {
            signal,
            pageDelayMs: opts.pageDelayMs ?? 0,
            onProgress: async (done) => {
              await repo.setProgress(documentId, done, pdf.pageCount);
              log.info({ documentId, pagesDone: done, pageCount: pdf.pageCount }, 'ingesting');
            },
          });
          const storing = performance.now();
          const written = await writer.end();
          if (!written.ok) return;
          const title = chooseTitle(pdf.metadataTitle, firstPage, doc.fileName);
          const furniture = furnitureCuts(pages);
          // Still this process's job? (Another takes it over when this one falls silent too long.)
          await heartbeat();
          const finished = { title, pageCount: pdf.pageCount, chunkCount: written.chunkCount, furniture };
          if (!(await repo.finishIngest(documentId, finished))) return;
          await repo.refreshStatistics().catch((err: unknown) => log.warn({ err }, 'could not refresh planner statistics'));
          const now = performance.now();
          // `store`: database writes, most of them made while pages were still being read; `finish`: after the last page.
          const ms = { ...phases, store: written.ms, finish: now - storing, total: now - started };
          log.info(
            {
              documentId,
              pages: pdf.pageCount,
              chunks: written.chunkCount,
              furnitureCut: furniture.length,
              ms: Math.round(ms.total),
              phases: Object.fromEntries(Object.entries(ms).map(([k, v]) => [k, Math.round(v)])),
            },
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
      await repo.markFailed(job.payload.documentId, reason);
    },
  };
}

/**
 * Pages one worker is asked for at a time: it sends each back as it is read, without waiting between
 * them. Fewer, longer calls measured faster on 2 cores (bench/ingest.bench.ts); the per-page time budget holds either way.
 */
const PAGES_PER_CALL = 25;

/** Progress is written at most this often (each report is a database write on the event loop's thread). */
const PROGRESS_MS = 200;

/** Where an ingestion's time went, in ms (logged with the result; printed by bench/ingest.bench.ts). */
export type IngestPhases = { read: number; pdfjs: number; chunk: number; store: number; finish: number; total: number };

/**
 * Every page read, `pdf.parallelism` ranges at a time, chunked as it arrives and handed to the
 * writer. Progress is reported every 5 pages, at most every PROGRESS_MS, in order, one report at a
 * time; the first failure stops the reading. Returns the first page's text (for the title) and where the time went.
 */
async function readPages(
  pdf: PdfDocument,
  writer: PageWriter,
  opts: { signal: AbortSignal; pageDelayMs: number; onProgress: (pagesDone: number) => Promise<void> },
): Promise<{ firstPage: string; pages: PageChunks[]; phases: Pick<IngestPhases, 'read' | 'pdfjs' | 'chunk'> }> {
  const began = performance.now();
  let firstPage = '';
  // Kept for the running headers and footers, which are known only once every page is read.
  const pages: PageChunks[] = [];
  const phases = { read: 0, pdfjs: 0, chunk: 0 };
  let next = 1;
  let done = 0;
  let reported = 0;
  let reportedAt = 0;
  let reporting = Promise.resolve();
  // Readers do not wait for progress writes; a failed one stops the reading at the next range.
  let progressFailed: { err: unknown } | undefined;
  const report = () => {
    reporting = reporting
      .then(async () => {
        const due = done - reported >= 5 && performance.now() - reportedAt >= PROGRESS_MS;
        if (progressFailed || !(done > reported && (due || done === pdf.pageCount))) return;
        reported = done;
        reportedAt = performance.now();
        await opts.onProgress(done);
      })
      .catch((err: unknown) => {
        progressFailed ??= { err };
      });
    return reporting;
  };
  const onPage = ({ page, text, ms }: PageText) => {
    const t = performance.now();
    if (page === 1) firstPage = text;
    const chunks = chunkPage(page, text);
    pages.push({ pageNumber: page, text, chunks });
    phases.chunk += performance.now() - t;
    writer.add(page, text, chunks);
    phases.pdfjs += ms;
    done++;
    void report();
  };
  let failed = false;
  const reader = async () => {
    while (next <= pdf.pageCount && !failed && !writer.stopped) {
      if (progressFailed) throw progressFailed.err;
      const from = next;
      const to = Math.min(pdf.pageCount, from + PAGES_PER_CALL - 1);
      next = to + 1;
      if (opts.signal.aborted) throw new Error('stopped');
      await pdf.pages(from, to, onPage).catch((err: unknown) => {
        failed = true;
        throw err instanceof PdfRefusedError ? new PermanentJobError(`pages ${from}-${to}: ${err.message}`) : err;
      });
      if (opts.pageDelayMs) await new Promise((r) => setTimeout(r, opts.pageDelayMs * (to - from + 1)));
    }
  };
  // Another pdf.js thread costs about as much to start as reading a few dozen pages: short files keep to one.
  const readers = Array.from({ length: Math.max(1, Math.min(pdf.parallelism, Math.floor(pdf.pageCount / PAGES_PER_READER))) }, reader);
  // Let every reader settle before failing, so no page is still being read when the file is closed.
  const settled = await Promise.allSettled(readers);
  const failure = settled.find((r) => r.status === 'rejected');
  if (failure) throw failure.reason;
  await report();
  if (progressFailed) throw progressFailed.err;
  phases.read = performance.now() - began;
  return { firstPage, pages, phases };
}
