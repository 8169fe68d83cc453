import type { Claim } from './catalog.schema';

/** Shorthand for a cited statement; `review` marks background knowledge awaiting clinician review. */
export function claim(text: string, citationId: string, locator: string, review = false): Claim {
  return review ? { text, source: { citationId, locator }, needsReview: true } : { text, source: { citationId, locator } };
}

/** Locators reused across files, so that the same source section is spelled one way. */
export const LOC = {
  mania: 'Box 1 (acute mania)',
  depression: 'Box 2 (acute bipolar I depression)',
  maintenance: 'Box 3 (maintenance)',
  bd2: 'Box 4 (bipolar II)',
  monitoring: 'Safety and monitoring section',
  sgaMonitoring: 'Safety and monitoring section: SGA metabolic monitoring',
} as const;

/** Class statements shared by every antipsychotic. */
export const antipsychoticFalls = claim(
  'Class labeling for all antipsychotics: somnolence; postural hypotension and motor or sensory instability may lead to falls and fractures. Assess fall risk at start and periodically',
  'fda-antipsychotic-falls-2017',
  'Class safety labeling change',
);

export const sgaMonitoring = claim(
  'Metabolic monitoring: weight monthly for 3 months then every 3 months; blood pressure; fasting glucose and lipids at 3 months then yearly; monitor for extrapyramidal symptoms',
  'canmat-2023u',
  LOC.sgaMonitoring,
);

export const cyp3a4Lowered = (name: string) =>
  claim(
    `${name} levels are lowered by carbamazepine (CYP3A4 induction); a dose increase may be needed`,
    'us-label-background',
    'Drug interactions',
    true,
  );

/** Shown beside every statement or rule whose source is not yet verified (`needsReview`), on screen and in print. */
export const NEEDS_REVIEW_NOTE = 'Not yet verified against its source';
