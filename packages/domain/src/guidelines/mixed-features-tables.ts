import { withSpecifier } from '../rules/condition-builders';
import type { TableVariant } from './guideline.schema';
import { lineEntries, withLiDvp } from './table-builder';

const LOCATOR = 'CANMAT-MIX-2021 recommendations for mixed presentations (Tables 6-8)';
const CITE = 'canmat-mix-2021';
const ORDER_NOTE = 'Order within the line as in the summary read; confirm against the typeset tables.';

/**
 * Mania with mixed features (DSM-5 specifier), CANMAT/ISBD 2021 mixed presentations: no first line;
 * first-generation antipsychotics not recommended (issue 37 finding 9).
 */
export const maniaMixedFeaturesTable: TableVariant = {
  id: 'mania-mixed-features',
  label: 'Mania with mixed features (CANMAT/ISBD 2021)',
  when: withSpecifier('mixedFeatures'),
  phase: 'Acute mania with mixed features',
  nonPharmacological: [{ name: 'ECT', line: 3 }],
  notRecommended: ['First-generation antipsychotics'],
  emptyLineReasons: [{ line: 1, reason: 'CANMAT/ISBD 2021 names no first-line treatment for mania with mixed features.' }],
  entries: [
    ...lineEntries(
      2,
      [
        { row: 'Asenapine', regimenIds: ['asenapine'], note: ORDER_NOTE },
        { row: 'Cariprazine', regimenIds: ['cariprazine'] },
        { row: 'Divalproex', regimenIds: ['valproate'] },
        { row: 'Aripiprazole', regimenIds: ['aripiprazole'] },
      ],
      LOCATOR,
      CITE,
    ),
    ...lineEntries(
      3,
      [
        { row: 'Ziprasidone', regimenIds: ['ziprasidone'], note: ORDER_NOTE },
        { row: 'Olanzapine', regimenIds: ['olanzapine'] },
        { row: 'Olanzapine + Li/DVP', regimenIds: withLiDvp('olanzapine') },
        { row: 'Quetiapine', regimenIds: ['quetiapine'] },
        { row: 'Carbamazepine ER', regimenIds: ['carbamazepine'] },
      ],
      LOCATOR,
      CITE,
    ),
  ],
};

/** Depression with mixed features: no first line; antidepressants not recommended, alone or added. */
export const depressionMixedFeaturesTable: TableVariant = {
  id: 'depression-mixed-features',
  label: 'Depression with mixed features (CANMAT/ISBD 2021)',
  when: withSpecifier('mixedFeatures'),
  phase: 'Acute depression with mixed features',
  nonPharmacological: [{ name: 'ECT', line: 3 }],
  notRecommended: ['Antidepressants, alone or as adjuncts (taper one already taken)'],
  emptyLineReasons: [{ line: 1, reason: 'CANMAT/ISBD 2021 names no first-line treatment for depression with mixed features.' }],
  entries: [
    ...lineEntries(
      2,
      [
        { row: 'Cariprazine', regimenIds: ['cariprazine'], note: ORDER_NOTE },
        { row: 'Lurasidone', regimenIds: ['lurasidone'] },
      ],
      LOCATOR,
      CITE,
    ),
    ...lineEntries(
      3,
      [
        { row: 'Olanzapine', regimenIds: ['olanzapine'], note: ORDER_NOTE },
        {
          row: 'Olanzapine-fluoxetine',
          regimenIds: ['olanzapine+fluoxetine'],
          note: 'Listed by the 2021 recommendations although they advise against antidepressants otherwise; needs clinician review.',
        },
        { row: 'Quetiapine', regimenIds: ['quetiapine'] },
        { row: 'Divalproex', regimenIds: ['valproate'] },
        { row: 'Lamotrigine', regimenIds: ['lamotrigine'] },
        { row: 'Ziprasidone', regimenIds: ['ziprasidone'] },
      ],
      LOCATOR,
      CITE,
    ),
  ],
};
