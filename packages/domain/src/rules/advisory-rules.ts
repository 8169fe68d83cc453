import { anyOf, flag } from './condition-builders';
import type { SafetyRule } from './rule.schema';

/**
 * Warnings beyond the product rules (docs/product.md#rules) that the cited sources support. `warn`
 * never removes or moves a suggestion; it only shows the caution beside it.
 */
export const advisoryRules: SafetyRule[] = [
  {
    id: 'suicide-history-lithium-overdose-warning',
    label: 'Suicide history: lithium is toxic in overdose',
    when: anyOf(flag('suicideHistory')),
    effect: 'warn',
    target: { kind: 'ingredients', ingredientIds: ['lithium'] },
    severity: 'warning',
    rationale:
      'Lithium toxicity is closely related to serum level and can occur near therapeutic levels (boxed warning). With a history of suicidal behaviour consider limited dispensing quantities and regular serum-level monitoring; this is a clinical-practice consideration, not a label instruction.',
    sources: [{ citationId: 'fda-lithium-label', locator: 'Boxed warning' }],
    reviewNote: 'The dispensing advice is clinical practice, not a label instruction; confirm the wording.',
    needsReview: true,
  },
  {
    id: 'weight-gain-excludes-clozapine',
    label: 'Weight-gain concern excludes clozapine',
    when: anyOf(flag('weightGainConcern')),
    effect: 'exclude',
    target: { kind: 'ingredients', ingredientIds: ['clozapine'] },
    severity: 'warning',
    rationale:
      'Clozapine shares the worst metabolic profile with olanzapine and causes the largest weight gain of 18 antipsychotics, so it is removed with olanzapine, which the product already excludes for this concern.',
    sources: [
      { citationId: 'pillinger-2020', locator: 'Findings' },
      { citationId: 'musil-2015', locator: 'Abstract' },
    ],
  },
  {
    id: 'weight-gain-warns-other-antipsychotics',
    label: 'Weight-gain concern: paliperidone and asenapine also cause weight gain',
    when: anyOf(flag('weightGainConcern')),
    effect: 'warn',
    target: { kind: 'ingredients', ingredientIds: ['paliperidone', 'asenapine'] },
    severity: 'warning',
    rationale:
      'Paliperidone and asenapine have intermediate weight-gain liability, like the quetiapine and risperidone the product removes. Monitor weight monthly for 3 months, then every 3 months.',
    sources: [
      { citationId: 'musil-2015', locator: 'Abstract' },
      { citationId: 'canmat-2023u', locator: 'Safety and monitoring section: SGA metabolic monitoring' },
    ],
  },
  {
    id: 'weight-gain-warns-mood-stabilisers',
    label: 'Weight-gain concern: lithium and valproate commonly cause weight gain',
    when: anyOf(flag('weightGainConcern')),
    effect: 'warn',
    target: { kind: 'ingredients', ingredientIds: ['lithium', 'valproate'] },
    severity: 'warning',
    rationale:
      'Weight gain is a common adverse reaction of both lithium and valproate (divalproex). They stay on offer; weigh the patient at baseline and at each review and discuss diet and activity. Lamotrigine is broadly weight-neutral where it is an option.',
    sources: [{ citationId: 'us-label-background', locator: 'Lithium and Depakote labels: Adverse reactions (weight gain)' }],
    needsReview: true,
  },
  {
    id: 'pregnancy-warns-lithium',
    label: 'Possible, planned or current pregnancy: lithium cardiac malformation risk and levels around delivery',
    when: anyOf(flag('reproductive'), flag('riskPregnancy'), flag('anyPregnancy')),
    effect: 'warn',
    target: { kind: 'ingredients', ingredientIds: ['lithium'] },
    severity: 'warning',
    rationale:
      'First-trimester lithium was associated with cardiac malformations (2.41% vs 1.15% unexposed; adjusted RR 1.65), rising with dose. Later in pregnancy lithium clearance rises and then falls quickly at delivery, and a newborn exposed to high levels near delivery can show lithium toxicity (for example hypotonia): check levels more often, plan the dose around delivery, and plan with perinatal psychiatry. If the answer is "pregnant or breastfeeding", a breastfeeding caution is shown beside it too.',
    sources: [
      { citationId: 'patorno-2017', locator: 'Results' },
      { citationId: 'fda-lithium-label', locator: 'Use in specific populations: pregnancy' },
    ],
    needsReview: true,
  },
];
