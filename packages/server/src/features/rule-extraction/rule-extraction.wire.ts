import type { ExtractedRule, RuleExtractionResponse } from '@balancer/contract';
import type { RuleSetRow } from './rule-extraction.repo';

/** The legacy `{rules: [...]}` shape, with when and how the rules were extracted. */
export function toRuleExtractionResponse(set: RuleSetRow): RuleExtractionResponse {
  return {
    rules: set.rules as ExtractedRule[],
    extractor: set.extractor,
    extracted_at: set.extractedAt.toISOString(),
    unverified_dropped: set.unverifiedDropped,
  };
}
