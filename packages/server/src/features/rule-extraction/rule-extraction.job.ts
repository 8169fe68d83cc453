import type { JobHandler } from '../jobs/job-runner';
import type { RuleExtractionService } from './rule-extraction.service';

export const RULES_JOB = 'extract-rules';

/** Extracts a newly ingested document's rules in the background, so the insights pane opens at once. */
export function createRulesJobHandler(service: Pick<RuleExtractionService, 'extract'>): JobHandler {
  return {
    async run(job) {
      await service.extract(Number((job.payload as { documentId: number }).documentId));
    },
    // The rules are extracted on first request instead; nothing to clean up.
    async onFailed() {},
  };
}

/**
 * Wraps the ingestion job so that a document that finished ingesting gets a rule-extraction job.
 * Not atomic with ingestion: if the process dies in between, the rules are extracted on first request.
 */
export function thenExtractRules(ingest: JobHandler, enqueue: (documentId: number) => Promise<unknown>): JobHandler {
  return {
    async run(job, ctx) {
      await ingest.run(job, ctx);
      await enqueue(Number((job.payload as { documentId: number }).documentId));
    },
    onFailed: (job, reason) => ingest.onFailed(job, reason),
  };
}
