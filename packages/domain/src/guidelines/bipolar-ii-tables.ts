import { allOf, bipolarType, not, withSpecifier } from '../rules/condition-builders';
import type { TableVariant } from './guideline.schema';
import { lineEntries } from './table-builder';

const LOCATOR = 'CANMAT-2023U Box 4';
const CITE = 'canmat-2023u';
const notInCatalogue = 'Agent not in the catalogue; shown here so that the omission is visible.';
const antidepressantAlone =
  'Antidepressant monotherapy: the catalogue offers antidepressants only as adjuncts (never alone in bipolar I), so this row is not suggested; CANMAT lists it for bipolar II as the box says.';

/**
 * Acute bipolar II depression, CANMAT/ISBD 2018 with the 2023 update, Box 4 (issue 37 finding 9):
 * quetiapine is the only first-line treatment. The box marks sertraline and venlafaxine as for pure
 * (non-mixed) depression and ziprasidone as for depression with mixed hypomania.
 */
export const bipolarIIDepressionTable: TableVariant = {
  id: 'bipolar-ii-depression',
  label: 'Bipolar II depression (CANMAT-2023U Box 4)',
  when: allOf(bipolarType('II'), not(withSpecifier('mixedFeatures'))),
  phase: 'Acute bipolar II depression',
  nonPharmacological: [{ name: 'ECT', line: 2 }],
  omitted: [
    { row: 'Sertraline (pure depression)', line: 2, reason: antidepressantAlone },
    { row: 'Venlafaxine (pure depression)', line: 2, reason: antidepressantAlone },
    ...[
      'Agomelatine (adj)',
      'Eicosapentaenoic acid (adj)',
      'Ketamine IV or SL (adj)',
      'N-acetylcysteine (adj)',
      'Pramipexole (adj)',
      'T3/T4 (adj)',
      'Tranylcypromine',
    ].map((row) => ({ row, line: 3 as const, reason: notInCatalogue })),
  ],
  entries: [
    ...lineEntries(1, [{ row: 'Quetiapine', regimenIds: ['quetiapine'] }], LOCATOR, CITE),
    ...lineEntries(
      2,
      [
        { row: 'Lithium', regimenIds: ['lithium'] },
        { row: 'Lamotrigine', regimenIds: ['lamotrigine'] },
        {
          row: 'Bupropion (adj)',
          regimenIds: ['bupropion+lithium'],
          note: 'The box does not name the base treatment; encoded as added to lithium (itself second line here), which needs clinician review.',
        },
        { row: 'Lumateperone (new 2023)', regimenIds: ['lumateperone'] },
      ],
      LOCATOR,
      CITE,
    ),
    ...lineEntries(
      3,
      [
        { row: 'Divalproex', regimenIds: ['valproate'] },
        { row: 'Ziprasidone', regimenIds: ['ziprasidone'], note: 'The box lists it for depression with mixed hypomania.' },
      ],
      LOCATOR,
      CITE,
    ),
  ],
};

/** Bipolar II maintenance, Box 4: quetiapine, lithium and lamotrigine first line. */
export const bipolarIIMaintenanceTable: TableVariant = {
  id: 'bipolar-ii-maintenance',
  label: 'Bipolar II maintenance (CANMAT-2023U Box 4)',
  when: bipolarType('II'),
  phase: 'Maintenance (bipolar II)',
  nonPharmacological: [],
  omitted: [
    { row: 'Venlafaxine', line: 2, reason: antidepressantAlone },
    ...['Escitalopram', 'Fluoxetine', 'Other antidepressants'].map((row) => ({ row, line: 3 as const, reason: antidepressantAlone })),
  ],
  emptyLineReasons: [
    {
      line: 2,
      reason: 'The only second-line row of Box 4 for bipolar II maintenance is venlafaxine, which the catalogue does not offer alone.',
    },
  ],
  entries: [
    ...lineEntries(
      1,
      [
        { row: 'Quetiapine', regimenIds: ['quetiapine'] },
        { row: 'Lithium', regimenIds: ['lithium'] },
        { row: 'Lamotrigine', regimenIds: ['lamotrigine'] },
      ],
      LOCATOR,
      CITE,
    ),
    ...lineEntries(
      3,
      [
        { row: 'Carbamazepine', regimenIds: ['carbamazepine'] },
        { row: 'Divalproex', regimenIds: ['valproate'] },
        { row: 'Risperidone', regimenIds: ['risperidone'], note: 'The box lists it mainly to prevent hypomania.' },
      ],
      LOCATOR,
      CITE,
    ),
  ],
};
