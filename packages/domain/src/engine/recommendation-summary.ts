import type { Citation } from '../citation.schema';
import type { AnswerAs, Line, StateTable } from '../guidelines/guideline.schema';
import type { SafetyRule } from '../rules/rule.schema';
import type { Advisory, EmptyLine, Exclusion, NotRecommendedRow, Suggestion } from './recommendation.schema';
import { citationLabel } from './rule-matching';

/** The product's sentence for a line that rules emptied (wording kept from the earlier product). */
export const EMPTIED_LINE_MESSAGE = (line: Line) =>
  `Patient's other health concerns may contraindicate typical ${({ 1: 'first', 2: 'second', 3: 'third' } as const)[line]} line options.`;

/** One advisory per fired `favour` rule, naming the suggestions it marks (none left is worth saying too). */
export function advisories(fired: SafetyRule[], suggested: Suggestion[], citations: readonly Citation[]): Advisory[] {
  return fired
    .filter((rule) => rule.effect === 'favour')
    .map((rule) => ({
      ruleId: rule.id,
      label: rule.label,
      severity: rule.severity,
      text: rule.rationale,
      citations: rule.sources.map((s) => citationLabel(citations, s)),
      needsReview: rule.needsReview === true,
      ...(rule.reviewed && { reviewed: rule.reviewed }),
      regimenIds: suggested.filter((s) => s.rules.some((r) => r.ruleId === rule.id)).map((s) => s.regimenId),
    }));
}

/** Why the state was answered with another state's table, shown first (no regimen marked). */
export function answeredAsAdvisory(a: AnswerAs, citations: readonly Citation[]): Advisory {
  return {
    ruleId: a.id,
    label: a.label,
    severity: 'warning',
    text: a.rationale,
    citations: a.sources.map((s) => citationLabel(citations, s)),
    needsReview: a.needsReview === true,
    regimenIds: [],
  };
}

export function notRecommendedRows(table: StateTable, citations: readonly Citation[]): NotRecommendedRow[] {
  const first = table.entries[0];
  const citation = citations.find((c) => c.id === first?.citationId)?.short ?? first?.citationId ?? '';
  return (table.notRecommended ?? []).map((row) => ({ row, locator: first?.locator ?? table.phase, citation }));
}

/** Each empty line with its cause: the exclude rules that removed its entries, or the table itself. */
export function emptyLines(
  table: StateTable,
  lines: { first: Suggestion[]; second: Suggestion[]; third: Suggestion[] },
  excluded: Exclusion[],
): EmptyLine[] {
  const byLine: Record<Line, Suggestion[]> = { 1: lines.first, 2: lines.second, 3: lines.third };
  return ([1, 2, 3] as const).flatMap((line): EmptyLine[] => {
    if (byLine[line].length) return [];
    if (table.entries.some((e) => e.line === line)) {
      const rules = new Map<string, string>();
      for (const e of excluded) if (e.guideline?.line === line) for (const r of e.rules) rules.set(r.ruleId, r.label);
      return [
        { line, cause: 'rules', message: EMPTIED_LINE_MESSAGE(line), rules: [...rules].map(([ruleId, label]) => ({ ruleId, label })) },
      ];
    }
    const reason = table.emptyLineReasons?.find((r) => r.line === line)?.reason ?? `The ${table.phase} table has no entries for this line.`;
    return [{ line, cause: 'table', message: reason, rules: [] }];
  });
}
