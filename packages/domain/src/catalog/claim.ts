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

/** An interaction statement, shown only where the regimen holds one of `withIds` (or in the agent's own details). */
export const interaction = (c: Claim, withIds: string[]): Claim => ({ ...c, interactsWith: withIds });

export const cyp3a4Lowered = (name: string) =>
  interaction(
    claim(
      `${name} levels are lowered by carbamazepine (CYP3A4 induction); a dose increase may be needed`,
      'us-label-background',
      'Drug interactions',
      true,
    ),
    ['carbamazepine'],
  );

/** The class boxed warning of every antipsychotic label. */
export const dementiaMortality = claim(
  'Boxed warning: increased mortality in elderly patients with dementia-related psychosis; not approved for dementia-related psychosis',
  'fda-antipsychotic-dementia',
  'Boxed warning (class labeling)',
  true,
);

/** The antidepressant-class boxed warning, carried by antipsychotics approved for bipolar depression. */
export const youngPeopleSuicidality = (product: string) =>
  claim(
    'Boxed warning: suicidal thoughts and behaviours in children; adolescents and young adults (antidepressant class warning; this agent is approved for depression). Monitor for worsening and emergent suicidality',
    'us-label-background',
    `Boxed warning (${product})`,
    true,
  );

/** Shown beside every statement or rule whose source is not yet verified (`needsReview`), on screen and in print. */
export const NEEDS_REVIEW_NOTE = 'Not yet verified against its source';
