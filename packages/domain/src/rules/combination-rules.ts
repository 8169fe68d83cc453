import { always } from './condition-builders';
import type { SafetyRule } from './rule.schema';

/**
 * Hazards of a regimen as a whole: interactions between the agents a combination holds (the target
 * names the exact combinations), and switching into mania with an antidepressant in the regimen.
 * See docs/clinical/third-review.md.
 */
export const combinationRules: SafetyRule[] = [
  {
    id: 'carbamazepine-valproate-interaction',
    label: "Carbamazepine with valproate: each changes the other's levels",
    when: always(),
    effect: 'warn',
    target: { kind: 'regimens', regimenIds: ['carbamazepine+valproate'] },
    severity: 'warning',
    rationale:
      'Carbamazepine induces the metabolism of valproate and lowers its level; valproate raises carbamazepine-10,11-epoxide, which can cause toxicity (dizziness, ataxia, double vision) without a rise in the measured carbamazepine level. Check both levels and clinical signs when starting and after every dose change.',
    sources: [
      { citationId: 'fda-valproate-label', locator: 'Drug interactions: carbamazepine' },
      { citationId: 'fda-carbamazepine-label', locator: 'Precautions: drug interactions' },
    ],
    needsReview: true,
  },
  {
    id: 'carbamazepine-lithium-neurotoxicity',
    label: 'Carbamazepine with lithium: risk of neurotoxicity',
    when: always(),
    effect: 'warn',
    target: { kind: 'regimens', regimenIds: ['carbamazepine+lithium'] },
    severity: 'warning',
    rationale:
      'Carbamazepine given with lithium may increase the risk of neurotoxic effects (confusion, tremor, ataxia) even with lithium levels in the therapeutic range. Carbamazepine can also lower sodium, which raises lithium levels. Watch for neurological signs and check the lithium level and sodium after starting and after dose changes.',
    sources: [
      { citationId: 'fda-carbamazepine-label', locator: 'Precautions: drug interactions' },
      { citationId: 'fda-lithium-label', locator: 'Drug interactions' },
    ],
    needsReview: true,
  },
  {
    id: 'antidepressant-switch-warning',
    label: 'Antidepressant in the regimen: risk of switching into mania or hypomania',
    when: always(),
    effect: 'warn',
    target: { kind: 'classes', classes: ['ssri', 'snri', 'ndri'] },
    severity: 'warning',
    rationale:
      'Antidepressants can induce a switch into mania, hypomania or a mixed state, or rapid cycling. CANMAT places SSRIs and bupropion at second line only as adjuncts to lithium, divalproex or an antipsychotic, as offered here. Avoid them after antidepressant-induced mania, with mixed features or recent rapid cycling; tell the patient the early signs of a switch and stop the antidepressant at the first ones. Antidepressant labels also carry a boxed warning on suicidal thoughts and behaviour in patients under 25.',
    sources: [
      { citationId: 'canmat-2023u', locator: 'Box 2 (acute bipolar I depression)' },
      { citationId: 'pacchiarotti-2013', locator: 'Task force recommendations' },
      { citationId: 'us-label-background', locator: 'Boxed warning (antidepressant class)' },
    ],
    needsReview: true,
  },
];
