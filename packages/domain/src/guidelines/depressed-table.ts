import type { StateTable } from './guideline.schema';
import { lineEntries, withLiDvp } from './table-builder';

const LOCATOR = 'CANMAT-2023U Box 2';
const CITE = 'canmat-2023u';

/**
 * Acute bipolar I depression: CANMAT/ISBD 2018 with the 2023 changes, Box 2.
 * Antidepressants appear only as adjuncts to lithium or divalproex, never alone.
 */
export const depressedTable: StateTable = {
  state: 'Depressed',
  phase: 'Acute bipolar I depression',
  nonPharmacological: [
    { name: 'ECT', line: 2 },
    { name: 'Light therapy ± total sleep deprivation (adj)', line: 3 },
    { name: 'rTMS (adj)', line: 3 },
  ],
  notRecommended: ['Antidepressant monotherapy', 'Aripiprazole (monotherapy)', 'Lamotrigine + folic acid', 'Mifepristone (adj)'],
  omitted: [
    ...[
      'Armodafinil (adj)',
      'Eicosapentaenoic acid (adj)',
      'Ketamine IV (adj)',
      'Levothyroxine (adj)',
      'Modafinil (adj)',
      'N-acetylcysteine (adj)',
      'Pramipexole (adj)',
      'SNRI/MAOI (adj)',
    ].map((row) => ({
      row,
      line: 3 as const,
      reason: 'Adjunct with no defined base regimen; agent not in the catalogue. Shown here so that the omission is visible.',
    })),
    ...['Aripiprazole (adj)', 'Asenapine (adj)'].map((row) => ({
      row,
      line: 3 as const,
      reason: 'Adjunct whose base treatment the box does not name; not encoded to avoid inventing a combination.',
    })),
  ],
  entries: [
    ...lineEntries(
      1,
      [
        { row: 'Quetiapine', regimenIds: ['quetiapine'] },
        { row: 'Lurasidone + Li/DVP', regimenIds: withLiDvp('lurasidone') },
        { row: 'Lithium', regimenIds: ['lithium'] },
        { row: 'Lamotrigine', regimenIds: ['lamotrigine'] },
        {
          row: 'Cariprazine (new 2023)',
          regimenIds: ['cariprazine'],
          note: 'Raised from second line in the 2023 update; slot after lamotrigine follows the converted box and needs confirmation against the typeset article.',
        },
        { row: 'Lurasidone', regimenIds: ['lurasidone'], note: 'Monotherapy; the lurasidone adjunct is the Lurasidone + Li/DVP row.' },
        {
          row: 'Lamotrigine (adj)',
          regimenIds: ['lithium+lamotrigine'],
          note: 'Adjunctive lamotrigine encoded as added to lithium; other base treatments need clinician review.',
        },
      ],
      LOCATOR,
      CITE,
    ),
    ...lineEntries(
      2,
      [
        { row: 'Divalproex', regimenIds: ['valproate'] },
        {
          row: 'SSRIs/bupropion (adj)',
          regimenIds: ['sertraline+lithium', 'sertraline+valproate', 'bupropion+lithium', 'bupropion+valproate'],
          note: 'Adjunct only. Sertraline stands for the SSRI class and lithium or divalproex for the base treatment (an SGA base is also possible); this expansion needs clinician review.',
        },
        { row: 'Olanzapine-fluoxetine', regimenIds: ['olanzapine+fluoxetine'] },
        { row: 'Lumateperone (new 2023)', regimenIds: ['lumateperone'] },
      ],
      LOCATOR,
      CITE,
    ),
    // Third line is alphabetical as printed; only the rows with a defined regimen are encoded.
    ...lineEntries(
      3,
      [
        { row: 'Carbamazepine', regimenIds: ['carbamazepine'] },
        { row: 'Olanzapine', regimenIds: ['olanzapine'] },
      ],
      LOCATOR,
      CITE,
    ),
  ],
};
