import type { SafetyRule } from './rule.schema';

/**
 * Warnings beyond the product rules (docs/product.md#rules) that the cited sources support. `warn`
 * never removes or moves a suggestion; it only shows the caution beside it.
 */
export const advisoryRules: SafetyRule[] = [
  {
    id: 'suicide-history-lithium-overdose-warning',
    label: 'Suicide history: lithium is toxic in overdose',
    trigger: { kind: 'anyOf', flags: ['suicideHistory'] },
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
    id: 'weight-gain-warns-other-antipsychotics',
    label: 'Weight-gain concern: clozapine/paliperidone/asenapine also cause weight gain',
    trigger: { kind: 'anyOf', flags: ['weightGainConcern'] },
    effect: 'warn',
    target: { kind: 'ingredients', ingredientIds: ['clozapine', 'paliperidone', 'asenapine'] },
    severity: 'warning',
    rationale:
      'Clozapine shares the worst metabolic profile with olanzapine; paliperidone and asenapine have intermediate weight-gain liability. Monitor weight monthly for 3 months, then every 3 months.',
    sources: [
      { citationId: 'pillinger-2020', locator: 'Findings' },
      { citationId: 'musil-2015', locator: 'Abstract' },
      { citationId: 'canmat-2023u', locator: 'Safety and monitoring section: SGA metabolic monitoring' },
    ],
  },
  {
    id: 'pregnancy-warns-carbamazepine',
    label: 'Possible, planned or current pregnancy: carbamazepine is teratogenic',
    trigger: { kind: 'anyOf', flags: ['reproductive', 'riskPregnancy', 'anyPregnancy'] },
    effect: 'warn',
    target: { kind: 'ingredients', ingredientIds: ['carbamazepine'] },
    severity: 'critical',
    rationale:
      'Carbamazepine is associated with spina bifida and other neural-tube defects, and as a CYP3A4 inducer it lowers hormonal contraceptive levels; counsel on contraception and plan any pregnancy with specialist input.',
    sources: [
      { citationId: 'fda-carbamazepine-label', locator: 'Warnings: use in pregnancy' },
      { citationId: 'canmat-2023u', locator: 'Safety and monitoring section' },
    ],
    reviewNote:
      'Paired with pregnancy-deprioritises-carbamazepine, which moves carbamazepine to the end of its line (Equetro US label: use in pregnancy).',
  },
  {
    id: 'pregnancy-warns-lithium',
    label: 'Possible, planned or current pregnancy: lithium cardiac malformation risk',
    trigger: { kind: 'anyOf', flags: ['reproductive', 'riskPregnancy', 'anyPregnancy'] },
    effect: 'warn',
    target: { kind: 'ingredients', ingredientIds: ['lithium'] },
    severity: 'warning',
    rationale:
      'First-trimester lithium was associated with cardiac malformations (2.41% vs 1.15% unexposed; adjusted RR 1.65), rising with dose. Plan with perinatal psychiatry and monitor dose and levels closely.',
    sources: [{ citationId: 'patorno-2017', locator: 'Results' }],
  },
];
