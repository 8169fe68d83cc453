import type { GuidelineEntry, Line, StateTable } from '../guidelines/guideline.schema';
import type { AppliedRule } from './recommendation.schema';

const LINE_NAMES: Record<Line, string> = { 1: 'First line', 2: 'Second line', 3: 'Third line' };

/** "First line, rank 2 of 16 in CANMAT-2023U Box 1 (Quetiapine)", plus the extrapolation if any. */
export function placementText(entry: GuidelineEntry, lineSize: number, extrapolation?: string): string {
  const base = `${LINE_NAMES[entry.line]}, rank ${entry.rank} of ${lineSize} in ${entry.locator} (${entry.row})`;
  // "Extrapolated from acute mania: …" → "extrapolated from acute mania".
  const short = extrapolation?.split(':')[0]?.trim();
  return short ? `${base}; ${short.charAt(0).toLowerCase()}${short.slice(1)}` : base;
}

const labels = (rules: AppliedRule[]) => rules.map((r) => r.label).join('; ');

export function suggestionText(where: string, promotions: AppliedRule[]): string {
  return promotions.length ? `${where}; also favoured by: ${labels(promotions)}.` : `${where}.`;
}

export function promotedText(promotions: AppliedRule[], where: string | null, table: StateTable): string {
  const tableName = table.entries[0]?.locator ?? table.phase;
  const origin = where ? `guideline placement: ${where.charAt(0).toLowerCase()}${where.slice(1)}` : `not in ${tableName} for this state`;
  return `Moved to first line: ${labels(promotions)} (${origin}).`;
}

export function exclusionText(exclusions: AppliedRule[]): string {
  const parts = exclusions.map((r) => `${r.label.charAt(0).toLowerCase()}${r.label.slice(1)} (${r.matched.join('; ')})`);
  return `Not suggested because: ${parts.join('; and ')}.`;
}
