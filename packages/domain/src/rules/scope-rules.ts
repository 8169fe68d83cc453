import { ageBand, allOf, anyOf, bipolarType, inState, polarity, withSpecifier } from './condition-builders';
import type { Condition } from './condition.schema';
import type { SafetyRule } from './rule.schema';

/**
 * What the answer does not cover for this patient, said plainly at the top (issue 37 finding 9;
 * docs/adr/0046): advisories that name no regimen. Each reads an optional input, so an answer without
 * it is unchanged. Their labels start "Outside what this answer covers" so every screen reads the same.
 */
const OUTSIDE = 'Outside what this answer covers';

function scope(
  id: string,
  topic: string,
  when: Condition,
  rationale: string,
  sources: SafetyRule['sources'],
  needsReview?: true,
): SafetyRule {
  return {
    id,
    label: `${OUTSIDE}: ${topic}`,
    when,
    effect: 'favour',
    target: { kind: 'none' },
    severity: 'warning',
    rationale,
    sources,
    ...(needsReview && { needsReview }),
  };
}

export const scopeRules: SafetyRule[] = [
  scope(
    'scope-bipolar-ii-hypomania',
    'hypomania in bipolar II',
    allOf(bipolarType('II'), inState('Hypomanic')),
    'CANMAT-2023U prints tables for bipolar II depression and maintenance (Box 4) but none for hypomania in bipolar II. The suggestions below are the hypomania answer built from the bipolar I mania table; weigh whether the hypomania needs treatment at all.',
    [{ citationId: 'canmat-2023u', locator: 'Box 4 (bipolar II)' }],
  ),
  scope(
    'scope-bipolar-ii-mania',
    'mania in a patient recorded as bipolar II',
    allOf(bipolarType('II'), inState('Manic')),
    'A manic episode makes the diagnosis bipolar I by definition; the suggestions below are the bipolar I mania table. Review the recorded diagnosis.',
    [{ citationId: 'dsm-5', locator: 'Bipolar I and bipolar II disorder: diagnostic criteria' }],
    true,
  ),
  scope(
    'scope-hypomania-mixed-features',
    'hypomania with mixed features',
    allOf(inState('Hypomanic'), withSpecifier('mixedFeatures')),
    'CANMAT/ISBD 2021 gives recommendations for mania and for depression with mixed features; the suggestions below are the hypomania answer without them. For depression with mixed hypomania, see the depression answer.',
    [{ citationId: 'canmat-mix-2021', locator: 'Recommendations for mixed presentations' }],
  ),
  scope(
    'scope-maintenance-after-mixed-features',
    'maintenance after mixed episodes',
    allOf(inState('Euthymic'), withSpecifier('mixedFeatures')),
    'Mixed features describe an episode; the maintenance answer below does not change with them. CANMAT/ISBD 2021 gives separate maintenance advice after mixed presentations, not applied here.',
    [{ citationId: 'canmat-mix-2021', locator: 'Maintenance after mixed presentations' }],
    true,
  ),
  scope(
    'scope-youth',
    'most of the treatment of children and adolescents',
    allOf(ageBand('youth')),
    'Applied from CANMAT-2023U for youth: in mania lithium, risperidone, aripiprazole, asenapine and quetiapine before divalproex (third line); in bipolar I depression lurasidone the only first-line treatment. Not applied: maintenance in youth (CANMAT lists aripiprazole, lithium and divalproex first line) and everything else, where the adult order is kept. Doses, monitoring and licensed ages differ in youth: involve a child and adolescent psychiatrist.',
    [{ citationId: 'canmat-2023u', locator: 'Special populations: children and adolescents' }],
  ),
  scope(
    'scope-older-adults',
    'most of the treatment of older adults',
    allOf(ageBand('olderAdult')),
    'Applied from CANMAT-2023U for older adults: in mania lithium and divalproex first (quetiapine second line), and lower lithium levels. Not applied, the adult order being kept: in depression CANMAT lists quetiapine and lurasidone first (lithium or lamotrigine may be tried first), and for maintenance lithium, lamotrigine and divalproex. Check kidney function, interacting drugs and fall risk before any choice.',
    [{ citationId: 'canmat-2023u', locator: 'Special populations: older adults' }],
  ),
  scope(
    'scope-polarity-outside-maintenance',
    'the predominant polarity outside maintenance',
    allOf(anyOf(polarity('manic', 'depressive', 'none')), inState('Manic', 'Depressed', 'Hypomanic')),
    'The predominant polarity of past episodes is read only for the maintenance (euthymic) answer; the acute answer below does not change with it.',
    [{ citationId: 'canmat-2023u', locator: 'Maintenance: Box 3 and text' }],
  ),
];
