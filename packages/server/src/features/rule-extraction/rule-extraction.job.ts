import type { z } from 'zod';
import type { extractRulesJob, ingestDocumentJob } from '../../platform/jobs/job-kinds';
import type { JobHandler } from '../../platform/jobs/job-runner';
import type { RuleExtractionService } from './rule-extraction.service';

type DocumentJob = z.infer<typeof extractRulesJob.payload>;

/** Extracts a newly ingested document's rules in the background, so the insights pane opens at once. */
export function createRulesJobHandler(service: Pick<RuleExtractionService, 'extractQueued'>): JobHandler<DocumentJob> {
  return {
    async run(job) {
      await service.extractQueued(job.payload.documentId, job.createdAt);
    },
    // The rules are extracted on first request instead; nothing to clean up.
    async onFailed() {},
  };
}

/**
 * Wraps the ingestion job so that a document that finished ingesting gets a rule-extraction job.
 * Not atomic with ingestion: if the process dies in between, the rules are extracted on first request.
 */
export function thenExtractRules(
  ingest: JobHandler<z.infer<typeof ingestDocumentJob.payload>>,
  enqueue: (documentId: number) => Promise<unknown>,
): JobHandler<z.infer<typeof ingestDocumentJob.payload>> {
  return {
    async run(job, ctx) {
      await ingest.run(job, ctx);
      await enqueue(job.payload.documentId);
    },
    onFailed: (job, reason) => ingest.onFailed(job, reason),
  };
}
