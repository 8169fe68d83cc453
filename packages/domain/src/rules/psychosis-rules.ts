import { allOf, anyOf, flag, inState } from './condition-builders';
import type { SafetyRule } from './rule.schema';

/**
 * "Currently psychotic", read by mood state: what it means differs in mania, depression and
 * maintenance. Hypomania with psychotic features is answered as mania by the hypomania table itself
 * (guidelines/hypomanic-table.ts), so these rules see it as Manic. See docs/clinical/third-review.md.
 */
export const psychosisRules: SafetyRule[] = [
  {
    id: 'psychosis-favours-antipsychotic',
    label: 'Psychotic mania: regimens containing an antipsychotic are marked',
    when: allOf(anyOf(flag('psychotic')), inState('Manic')),
    effect: 'favour',
    target: { kind: 'classes', classes: ['sga', 'fga'] },
    severity: 'info',
    rationale:
      "The marked suggestions contain an antipsychotic. CANMAT Box 1 does not rank treatments by psychotic features; antipsychotic monotherapies and antipsychotic plus lithium or divalproex combinations are already first line for acute mania, and the 2023 update found an antipsychotic plus a mood stabiliser more effective than monotherapy (Level 1). Marking them is this product's emphasis for psychotic mania, not a preference the guideline prints; nothing is removed or reordered.",
    sources: [
      { citationId: 'canmat-2023u', locator: 'Box 1 (acute mania)' },
      { citationId: 'canmat-2023u', locator: 'Acute mania: 2023 update of evidence' },
    ],
    needsReview: true,
  },
  {
    id: 'psychotic-mania-mood-stabiliser-alone',
    label: 'Psychotic mania: a mood stabiliser alone does not treat the psychosis quickly',
    when: allOf(anyOf(flag('psychotic')), inState('Manic')),
    effect: 'warn',
    target: { kind: 'regimens', regimenIds: ['lithium', 'valproate', 'carbamazepine'] },
    severity: 'info',
    rationale:
      'Lithium, divalproex and carbamazepine alone keep their place for mania with or without psychotic features, but their antimanic effect builds over one to two weeks. With psychotic features consider an antipsychotic, alone or added to the mood stabiliser (the first-line combinations of CANMAT Box 1), especially when the psychosis is severe or the patient is agitated.',
    sources: [
      { citationId: 'canmat-2023u', locator: 'Box 1 (acute mania)' },
      { citationId: 'canmat-2023u', locator: 'Acute mania: 2023 update of evidence' },
    ],
    needsReview: true,
  },
  {
    id: 'psychotic-depression-favours-antipsychotic',
    label: 'Psychotic depression: regimens containing an antipsychotic are marked',
    when: allOf(anyOf(flag('psychotic')), inState('Depressed')),
    effect: 'favour',
    target: { kind: 'classes', classes: ['sga', 'fga'] },
    severity: 'info',
    rationale:
      'The marked suggestions contain an antipsychotic (quetiapine, lurasidone and cariprazine are first line in CANMAT Box 2, lumateperone second line). Box 2 does not rank treatments by psychotic features, and few trials of bipolar depression included psychotic patients; ECT is second line and named for psychotic depression (see the ECT note). An antidepressant adjunct does not treat the psychosis and can cause a switch into mania.',
    sources: [
      { citationId: 'canmat-2023u', locator: 'Box 2 (acute bipolar I depression)' },
      { citationId: 'canmat-2023u', locator: 'Box 2 (acute bipolar I depression) and text on ECT' },
    ],
    needsReview: true,
  },
  {
    id: 'psychotic-depression-ect',
    label: 'Psychotic depression: ECT is a second-line option',
    when: allOf(anyOf(flag('psychotic')), inState('Depressed')),
    effect: 'favour',
    target: { kind: 'none' },
    severity: 'info',
    rationale:
      'CANMAT lists ECT at second line for bipolar I depression, particularly for psychotic depression, treatment-refractory depression, imminent suicide risk, catatonia, or when a rapid response is medically necessary.',
    sources: [{ citationId: 'canmat-2023u', locator: 'Box 2 (acute bipolar I depression) and text on ECT' }],
  },
  {
    id: 'psychosis-contradicts-euthymia',
    label: 'Euthymic and currently psychotic contradict each other: check the mood state',
    when: allOf(anyOf(flag('psychotic')), inState('Euthymic')),
    effect: 'favour',
    target: { kind: 'none' },
    severity: 'warning',
    rationale:
      'The maintenance table assumes a patient in remission, but current psychotic symptoms mean an active mood episode or another cause (a primary psychotic disorder, substances, delirium). If the patient is manic or depressed, answer that state to get its acute table. The maintenance suggestions below are shown unchanged and nothing is marked.',
    sources: [
      { citationId: 'canmat-2023u', locator: 'Box 3 (maintenance)' },
      { citationId: 'dsm-5', locator: 'Bipolar I disorder: manic and major depressive episodes' },
    ],
  },
];
