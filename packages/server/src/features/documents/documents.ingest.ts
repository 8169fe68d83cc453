import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/errors';
import { PermanentJobError, type JobHandler } from '../jobs/job-runner';
import { chunkPage } from './chunker';
import type { DocumentStore } from './document-store';
import type { DocumentsRepo } from './documents.repo';
import type { PdfReader } from './pdf-reader';
import { chooseTitle } from './pdf-text';

export const INGEST_JOB = 'ingest-document';

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
          const pages: string[] = [];
          for (let n = 1; n <= pdf.pageCount; n++) {
            if (signal.aborted) throw new Error('stopped');
            pages.push(
              await pdf.page(n).catch((err: unknown) => {
                throw err instanceof AppError ? new PermanentJobError(`page ${n}: ${err.message.replace(/^file: /, '')}`) : err;
              }),
            );
            if (n % 5 === 0 || n === pdf.pageCount) {
              await repo.setProgress(documentId, n, pdf.pageCount);
              await heartbeat();
              log.info({ documentId, pagesDone: n, pageCount: pdf.pageCount }, 'ingesting');
            }
            if (opts.pageDelayMs) await new Promise((r) => setTimeout(r, opts.pageDelayMs));
          }
          let chunkNumber = 0;
          const chunks = pages.flatMap((text, i) => chunkPage(i + 1, text).map((c) => ({ ...c, chunkNumber: chunkNumber++ })));
          const title = chooseTitle(pdf.metadataTitle, pages[0] ?? '', doc.fileName);
          await repo.storeIngested(documentId, { title, pages, chunks });
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
