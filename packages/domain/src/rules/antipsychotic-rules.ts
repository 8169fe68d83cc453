import { anyOf, flag } from './condition-builders';
import type { SafetyRule } from './rule.schema';

/**
 * Low blood pressure or falls beyond the product's exclusion of second-generation antipsychotics.
 * See docs/clinical/second-review.md and third-review.md.
 */
export const antipsychoticRules: SafetyRule[] = [
  {
    id: 'low-blood-pressure-excludes-chlorpromazine',
    label: 'Low blood pressure or fall risk excludes chlorpromazine (with the second-generation antipsychotics)',
    when: anyOf(flag('bloodPressureHistory')),
    effect: 'exclude',
    target: { kind: 'ingredients', ingredientIds: ['chlorpromazine'] },
    severity: 'warning',
    rationale:
      'The product removes every second-generation antipsychotic for this answer. Chlorpromazine, with the strongest alpha-1 blockade in the tables, is at least as likely to cause orthostatic hypotension as any of them, so it is removed with them. Haloperidol, with little alpha-1 blockade, stays with the falls warning.',
    sources: [
      { citationId: 'fda-antipsychotic-falls-2017', locator: 'Class safety labeling change' },
      { citationId: 'us-label-background', locator: 'Chlorpromazine label: Warnings: hypotension' },
    ],
    reviewNote:
      "Follows from keeping the specification's blanket SGA exclusion (docs/clinical/third-review.md). If that exclusion is replaced by alpha-1 tiers, chlorpromazine belongs with the deprioritised high-alpha-1 agents instead.",
    needsReview: true,
  },
  {
    id: 'low-blood-pressure-warns-antipsychotics',
    label: 'Low blood pressure or fall risk: every antipsychotic can cause orthostatic hypotension and falls',
    when: anyOf(flag('bloodPressureHistory')),
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
    when: anyOf(flag('bloodPressureHistory')),
    effect: 'deprioritise',
    target: { kind: 'ingredients', ingredientIds: ['clozapine', 'quetiapine', 'risperidone', 'paliperidone'] },
    severity: 'warning',
    rationale:
      "Antipsychotics with strong alpha-1 adrenergic blockade (clozapine, quetiapine, risperidone and paliperidone) carry the highest risk of orthostatic hypotension, so they go after every option with a lower risk. The ranking by alpha-1 blockade is receptor pharmacology, not a single trial. Today the product's SGA exclusion removes all four first; this rule acts if that exclusion is disabled.",
    sources: [
      { citationId: 'fda-quetiapine-label', locator: 'Warnings: orthostatic hypotension' },
      { citationId: 'us-label-background', locator: 'Chlorpromazine, clozapine and risperidone labels: Warnings: hypotension' },
    ],
    needsReview: true,
  },
];
