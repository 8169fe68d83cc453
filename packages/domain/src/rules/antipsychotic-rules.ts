import type { SafetyRule } from './rule.schema';

/**
 * Psychotic features, and low blood pressure or falls beyond the product's exclusion of
 * second-generation antipsychotics. See docs/clinical/second-review.md.
 */
export const antipsychoticRules: SafetyRule[] = [
  {
    id: 'psychosis-favours-antipsychotic',
    label: 'Psychotic features: a regimen containing an antipsychotic is favoured',
    trigger: { kind: 'anyOf', flags: ['psychotic'] },
    effect: 'favour',
    target: { kind: 'classes', classes: ['sga', 'fga'] },
    severity: 'info',
    rationale:
      'With psychotic features, CANMAT favours a regimen that contains an antipsychotic: the antipsychotics and antipsychotic-plus-lithium or divalproex combinations at first line for acute mania are the natural fit. The marked suggestions contain one; nothing is removed or reordered.',
    sources: [{ citationId: 'canmat-2023u', locator: 'Box 1 (acute mania)' }],
  },
  {
    id: 'psychotic-depression-ect',
    label: 'Psychotic depression: ECT is a second-line option',
    trigger: { kind: 'anyOf', flags: ['psychotic'], states: ['Depressed'] },
    effect: 'favour',
    target: { kind: 'none' },
    severity: 'info',
    rationale:
      'CANMAT lists ECT at second line for bipolar I depression, particularly for psychotic depression, treatment-refractory depression, imminent suicide risk, catatonia, or when a rapid response is medically necessary.',
    sources: [{ citationId: 'canmat-2023u', locator: 'Box 2 (acute bipolar I depression) and text on ECT' }],
  },
  {
    id: 'low-blood-pressure-warns-antipsychotics',
    label: 'Low blood pressure or fall risk: every antipsychotic can cause orthostatic hypotension and falls',
    trigger: { kind: 'anyOf', flags: ['bloodPressureHistory'] },
    effect: 'warn',
    target: { kind: 'classes', classes: ['sga', 'fga'] },
    severity: 'warning',
    rationale:
      'The FDA 2017 falls labeling applies to all antipsychotics, first-generation included: somnolence, postural hypotension and motor instability can lead to falls and fractures. Assess fall risk at the start and periodically; titrate slowly.',
    sources: [{ citationId: 'fda-antipsychotic-falls-2017', locator: 'Class safety labeling change' }],
  },
  {
    id: 'low-blood-pressure-deprioritises-high-alpha1',
    label: 'Low blood pressure or fall risk: strongly hypotensive antipsychotics moved down',
    trigger: { kind: 'anyOf', flags: ['bloodPressureHistory'] },
    effect: 'deprioritise',
    target: { kind: 'ingredients', ingredientIds: ['chlorpromazine', 'clozapine', 'quetiapine', 'risperidone', 'paliperidone'] },
    severity: 'warning',
    rationale:
      'Antipsychotics with strong alpha-1 adrenergic blockade (chlorpromazine, clozapine, quetiapine, risperidone and paliperidone) carry the highest risk of orthostatic hypotension, so they go after every option with a lower risk. The ranking by alpha-1 blockade is receptor pharmacology, not a single trial.',
    sources: [
      { citationId: 'fda-quetiapine-label', locator: 'Warnings: orthostatic hypotension' },
      { citationId: 'us-label-background', locator: 'Chlorpromazine, clozapine and risperidone labels: Warnings: hypotension' },
    ],
    needsReview: true,
  },
];
