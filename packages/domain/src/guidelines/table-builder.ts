import type { GuidelineEntry, Line, LineGroup } from './guideline.schema';

/** One printed guideline row and the catalogue regimens it expands to (in order). */
export type PrintedRow = { row: string; regimenIds: string[]; note?: string };

/** "X + Li/DVP" rows become two regimens, X plus Lithium then X plus Valproate. */
export const withLiDvp = (id: string): string[] => [`${id}+lithium`, `${id}+valproate`];

/**
 * Turns printed rows into entries ranked 1..n by printed row. Every regimen a row expands to shares
 * the row's rank and text: the guideline ranks rows, not the lithium and divalproex versions of a row.
 * `group` is set where the line is printed as separate lists (acute mania's first line).
 */
export function lineEntries(line: Line, rows: PrintedRow[], locator: string, citationId: string, group?: LineGroup): GuidelineEntry[] {
  return rows.flatMap(({ row, regimenIds, note }, index) =>
    regimenIds.map((regimenId) => {
      const entry: GuidelineEntry = { regimenId, line, rank: index + 1, row, locator, citationId };
      if (group) entry.group = group;
      if (note) entry.note = note;
      return entry;
    }),
  );
}
