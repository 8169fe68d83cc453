import type { DocumentRules, ExtractedRule } from '@balancer/contract';
import type { RuleSetRow } from './rule-extraction.repo';

/** The stored rules of a document, with when and how they were extracted. */
export function toDocumentRules(set: RuleSetRow): DocumentRules {
  return {
    rules: set.rules as ExtractedRule[],
    extractor: set.extractor,
    extractedAt: set.extractedAt.toISOString(),
    unverifiedDropped: set.unverifiedDropped,
  };
}
