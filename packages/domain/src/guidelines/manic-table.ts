import type { StateTable } from './guideline.schema';
import { lineEntries, withLiDvp } from './table-builder';

const LOCATOR = 'CANMAT-2023U Box 1';
const CITE = 'canmat-2023u';

/** Acute mania (bipolar I): CANMAT/ISBD 2018 as reproduced in the 2023 update, Box 1. */
export const maniaEntries = [
  ...lineEntries(
    1,
    [
      { row: 'Lithium', regimenIds: ['lithium'] },
      { row: 'Quetiapine', regimenIds: ['quetiapine'] },
      { row: 'Divalproex', regimenIds: ['valproate'] },
      { row: 'Asenapine', regimenIds: ['asenapine'] },
      { row: 'Aripiprazole', regimenIds: ['aripiprazole'] },
      { row: 'Paliperidone (>6 mg)', regimenIds: ['paliperidone'], note: 'First line at doses above 6 mg/day.' },
      { row: 'Risperidone', regimenIds: ['risperidone'] },
      { row: 'Cariprazine', regimenIds: ['cariprazine'] },
    ],
    LOCATOR,
    CITE,
    'monotherapy',
  ),
  // The box prints first-line combinations as their own list, after the monotherapies.
  ...lineEntries(
    1,
    [
      { row: 'Quetiapine + Li/DVP', regimenIds: withLiDvp('quetiapine') },
      { row: 'Aripiprazole + Li/DVP', regimenIds: withLiDvp('aripiprazole') },
      { row: 'Risperidone + Li/DVP', regimenIds: withLiDvp('risperidone') },
      { row: 'Asenapine + Li/DVP', regimenIds: withLiDvp('asenapine') },
    ],
    LOCATOR,
    CITE,
    'combination',
  ),
  ...lineEntries(
    2,
    [
      { row: 'Olanzapine', regimenIds: ['olanzapine'] },
      { row: 'Carbamazepine', regimenIds: ['carbamazepine'] },
      { row: 'Olanzapine + Li/DVP', regimenIds: withLiDvp('olanzapine') },
      { row: 'Lithium + DVP', regimenIds: ['lithium+valproate'] },
      { row: 'Ziprasidone', regimenIds: ['ziprasidone'] },
      { row: 'Haloperidol', regimenIds: ['haloperidol'] },
    ],
    LOCATOR,
    CITE,
  ),
  // Third line is alphabetical as printed.
  ...lineEntries(
    3,
    [
      { row: 'Carbamazepine/oxcarbazepine + Li/DVP', regimenIds: [...withLiDvp('carbamazepine'), ...withLiDvp('oxcarbazepine')] },
      { row: 'Chlorpromazine', regimenIds: ['chlorpromazine'] },
      { row: 'Clozapine', regimenIds: ['clozapine'] },
      { row: 'Haloperidol + Li/DVP', regimenIds: withLiDvp('haloperidol') },
      { row: 'Tamoxifen', regimenIds: ['tamoxifen'] },
      { row: 'Tamoxifen + Li/DVP', regimenIds: withLiDvp('tamoxifen') },
    ],
    LOCATOR,
    CITE,
  ),
];

export const maniaNonPharmacological: StateTable['nonPharmacological'] = [
  { name: 'ECT', line: 2 },
  { name: 'rTMS', line: 3 },
];

export const maniaNotRecommended = [
  'Allopurinol',
  'Eslicarbazepine/licarbazepine',
  'Gabapentin',
  'Lamotrigine',
  'Omega-3 fatty acids',
  'Topiramate',
  'Valnoctamide',
  'Zonisamide',
];

export const manicTable: StateTable = {
  state: 'Manic',
  phase: 'Acute mania (bipolar I)',
  nonPharmacological: maniaNonPharmacological,
  notRecommended: maniaNotRecommended,
  entries: maniaEntries,
};
