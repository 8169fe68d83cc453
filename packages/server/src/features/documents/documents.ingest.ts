import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/errors';
import { PermanentJobError, type JobHandler } from '../jobs/job-runner';
import { chunkPage } from './chunker';
import type { DocumentsRepo } from './documents.repo';
import { openPdf, pageText, pdfTitle } from './pdf-text';

export const INGEST_JOB = 'ingest-document';

/**
 * Ingests one uploaded PDF: text per page, title, sentence-packed chunks. Progress (pages done) is
 * written as it goes; the pages and chunks themselves are written in one transaction at the end, so
 * a crash leaves no partial document and the retried job starts clean.
 */
export function createIngestHandler(opts: { repo: DocumentsRepo; log: FastifyBaseLogger; pageDelayMs?: number }): JobHandler {
  const { repo, log } = opts;
  return {
    async run(job, { signal, heartbeat }) {
      const documentId = Number((job.payload as { documentId: number }).documentId);
      const doc = await repo.byId(documentId);
      // Deleted meanwhile, or finished by an earlier attempt that died before marking the job done.
      if (!doc || doc.status === 'ready') return;
      const bytes = await repo.bytes(documentId);
      if (!bytes) throw new PermanentJobError('the stored file is missing');

      const pdf = await openPdf(bytes).catch((err: unknown) => {
        throw new PermanentJobError(err instanceof AppError ? err.message.replace(/^file: /, '') : String(err));
      });
      try {
        const started = performance.now();
        const pages: string[] = [];
        for (let n = 1; n <= pdf.numPages; n++) {
          if (signal.aborted) throw new Error('stopped');
          pages.push(await pageText(pdf, n));
          if (n % 5 === 0 || n === pdf.numPages) {
            await repo.setProgress(documentId, n, pdf.numPages);
            await heartbeat();
            log.info({ documentId, pagesDone: n, pageCount: pdf.numPages }, 'ingesting');
          }
          // pdf.js settles through microtasks only; without a macrotask turn per page the server
          // would answer no request (not even the progress poll) until the whole file is read.
          await new Promise((r) => (opts.pageDelayMs ? setTimeout(r, opts.pageDelayMs) : setImmediate(r)));
        }
        let chunkNumber = 0;
        const chunks = pages.flatMap((text, i) => chunkPage(i + 1, text).map((c) => ({ ...c, chunkNumber: chunkNumber++ })));
        const title = await pdfTitle(pdf, pages[0] ?? '', doc.fileName);
        await repo.storeIngested(documentId, { title, pages, chunks });
        log.info({ documentId, pages: pages.length, chunks: chunks.length, ms: Math.round(performance.now() - started) }, 'document ingested');
      } finally {
        await pdf.destroy();
      }
    },
    async onFailed(job, reason) {
      await repo.markFailed(Number((job.payload as { documentId: number }).documentId), reason);
    },
  };
}
