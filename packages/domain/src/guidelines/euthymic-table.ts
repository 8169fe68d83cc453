import type { StateTable } from './guideline.schema';
import { lineEntries, withLiDvp } from './table-builder';

const LOCATOR = 'CANMAT-2023U Box 3';
const CITE = 'canmat-2023u';

/**
 * "Euthymic" is mapped to maintenance treatment of bipolar I: Box 3.
 * Without the most recent episode polarity this is only an approximation; see docs/clinical.
 */
export const euthymicTable: StateTable = {
  state: 'Euthymic',
  phase: 'Maintenance (bipolar I)',
  nonPharmacological: [],
  notRecommended: ['Perphenazine', 'Tricyclic antidepressants'],
  omitted: [
    {
      row: 'Clozapine (adj)',
      line: 3,
      reason: 'Adjunct whose base treatment the box does not name; not encoded to avoid inventing a combination.',
    },
    { row: 'Gabapentin (adj)', line: 3, reason: 'Adjunct with no defined base regimen; agent not in the catalogue.' },
  ],
  entries: [
    ...lineEntries(
      1,
      [
        { row: 'Lithium', regimenIds: ['lithium'] },
        { row: 'Quetiapine', regimenIds: ['quetiapine'] },
        { row: 'Divalproex', regimenIds: ['valproate'] },
        { row: 'Lamotrigine', regimenIds: ['lamotrigine'], note: 'Limited efficacy in preventing mania (2018 table; to verify).' },
        { row: 'Asenapine', regimenIds: ['asenapine'] },
        { row: 'Quetiapine + Li/DVP', regimenIds: withLiDvp('quetiapine') },
        { row: 'Aripiprazole + Li/DVP', regimenIds: withLiDvp('aripiprazole') },
        { row: 'Aripiprazole', regimenIds: ['aripiprazole'] },
        { row: 'Aripiprazole once-monthly LAI', regimenIds: ['aripiprazole-lai'] },
      ],
      LOCATOR,
      CITE,
    ),
    ...lineEntries(
      2,
      [
        { row: 'Olanzapine', regimenIds: ['olanzapine'] },
        {
          row: 'Risperidone LAI; Risperidone LAI (adj)',
          regimenIds: ['risperidone-lai'],
          note: 'The box lists the LAI alone and as an adjunct; both map to this entry.',
        },
        { row: 'Carbamazepine', regimenIds: ['carbamazepine'] },
        { row: 'Paliperidone (>6 mg)', regimenIds: ['paliperidone'] },
        { row: 'Lurasidone + Li/DVP', regimenIds: withLiDvp('lurasidone') },
        { row: 'Ziprasidone + Li/DVP', regimenIds: withLiDvp('ziprasidone') },
      ],
      LOCATOR,
      CITE,
    ),
    ...lineEntries(
      3,
      [
        { row: 'Aripiprazole + lamotrigine', regimenIds: ['aripiprazole+lamotrigine'] },
        { row: 'Olanzapine + fluoxetine', regimenIds: ['olanzapine+fluoxetine'] },
      ],
      LOCATOR,
      CITE,
    ),
  ],
};
