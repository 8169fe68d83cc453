import type { StateTable } from './guideline.schema';
import { maniaEntries, maniaNonPharmacological, maniaNotRecommended } from './manic-table';

/**
 * CANMAT has no hypomania table; the 2023 summary says frequent, severe or impairing hypomania may be
 * treated with lithium, divalproex and/or atypical antipsychotics on clinical experience. The product
 * therefore reuses the acute-mania table and labels it as an extrapolation (decisions.md item 5).
 */
export const hypomanicTable: StateTable = {
  state: 'Hypomanic',
  phase: 'Hypomania (extrapolated from acute mania, bipolar I)',
  extrapolation: 'Extrapolated from acute mania: CANMAT has no separate hypomania table (CANMAT-2023U text)',
  nonPharmacological: maniaNonPharmacological,
  notRecommended: maniaNotRecommended,
  entries: maniaEntries.map((e) => ({ ...e, note: e.note ? `${e.note} Extrapolated from acute mania.` : 'Extrapolated from acute mania.' })),
};
