import type { GuidelineEntry, StateTable } from './guideline.schema';
import { maniaEntries, maniaNotRecommended } from './manic-table';

/**
 * The printed acute-mania rows kept for hypomania. CANMAT has no hypomania table; the 2023 summary says
 * frequent, severe or impairing hypomania may be treated with lithium, divalproex and/or atypical
 * antipsychotics on the basis of clinical experience. Rows with anything else (carbamazepine,
 * oxcarbazepine, first-generation antipsychotics, tamoxifen) are left out, and so is clozapine, which
 * is reserved for treatment-resistant illness. See docs/clinical/second-review.md.
 */
export const hypomaniaRows = [
  'Lithium',
  'Quetiapine',
  'Divalproex',
  'Asenapine',
  'Aripiprazole',
  'Paliperidone (>6 mg)',
  'Risperidone',
  'Cariprazine',
  'Quetiapine + Li/DVP',
  'Aripiprazole + Li/DVP',
  'Risperidone + Li/DVP',
  'Asenapine + Li/DVP',
  'Olanzapine',
  'Olanzapine + Li/DVP',
  'Lithium + DVP',
  'Ziprasidone',
] as const;

/** Ranks 1..k again within each line (and group) after rows were dropped; expansions keep sharing a rank. */
function rerank(entries: GuidelineEntry[]): GuidelineEntry[] {
  const ranks = new Map<string, number[]>();
  for (const e of entries) {
    const key = `${e.line}/${e.group ?? ''}`;
    const list = ranks.get(key) ?? [];
    if (!list.includes(e.rank)) list.push(e.rank);
    ranks.set(key, list);
  }
  return entries.map((e) => ({ ...e, rank: (ranks.get(`${e.line}/${e.group ?? ''}`) ?? []).indexOf(e.rank) + 1 }));
}

const kept: readonly string[] = hypomaniaRows;

export const hypomanicTable: StateTable = {
  state: 'Hypomanic',
  phase: 'Hypomania (extrapolated from acute mania, bipolar I)',
  extrapolation: 'Extrapolated from acute mania: CANMAT has no separate hypomania table (CANMAT-2023U text)',
  // ECT and rTMS are acute-mania options with no basis for hypomania.
  nonPharmacological: [],
  notRecommended: maniaNotRecommended,
  answerAs: [
    {
      id: 'psychosis-answers-hypomania-as-mania',
      flag: 'psychotic',
      state: 'Manic',
      label: 'Psychotic features: answered as acute mania, not hypomania',
      rationale:
        'An episode with psychotic features is manic by definition: DSM-5 allows no psychotic features in a hypomanic episode. The acute-mania table (CANMAT Box 1) is shown instead of the extrapolated hypomania table. Check the mood state: if the episode is hypomanic, the psychosis needs another explanation.',
      sources: [
        { citationId: 'dsm-5', locator: 'Hypomanic episode, criterion E' },
        { citationId: 'canmat-2023u', locator: 'Box 1 (acute mania)' },
      ],
      needsReview: true,
    },
  ],
  emptyLineReasons: [
    {
      line: 3,
      reason:
        'No third-line options for hypomania: the acute-mania third line (carbamazepine or oxcarbazepine combinations, chlorpromazine, clozapine, haloperidol combinations, tamoxifen) has no basis in hypomania, for which the 2023 update names only lithium, divalproex and atypical antipsychotics.',
    },
  ],
  entries: rerank(
    maniaEntries
      .filter((e) => kept.includes(e.row))
      .map((e) => ({ ...e, note: e.note ? `${e.note} Extrapolated from acute mania.` : 'Extrapolated from acute mania.' })),
  ),
};
