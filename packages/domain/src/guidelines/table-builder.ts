import type { GuidelineEntry, Line } from './guideline.schema';

/** One printed guideline row and the catalogue regimens it expands to (in order). */
export type PrintedRow = { row: string; regimenIds: string[]; note?: string };

/** "X + Li/DVP" rows become two regimens, X plus Lithium then X plus Valproate. */
export const withLiDvp = (id: string): string[] => [`${id}+lithium`, `${id}+valproate`];

/**
 * Turns printed rows into entries with contiguous ranks 1..n. Rows expanding to several regimens
 * take consecutive ranks and share the printed row text.
 */
export function lineEntries(line: Line, rows: PrintedRow[], locator: string, citationId: string): GuidelineEntry[] {
  let rank = 0;
  return rows.flatMap(({ row, regimenIds, note }) =>
    regimenIds.map((regimenId) => {
      rank += 1;
      const entry: GuidelineEntry = { regimenId, line, rank, row, locator, citationId };
      return note ? { ...entry, note } : entry;
    }),
  );
}
