import type { GuidelineEntry, Line, StateTable } from '../guidelines/guideline.schema';
import type { AppliedRule } from './recommendation.schema';

const LINE_NAMES: Record<Line, string> = { 1: 'First line', 2: 'Second line', 3: 'Third line' };

/** "First line, rank 2 of 8 in CANMAT-2023U Box 1 (Quetiapine)", plus the list and extrapolation if any. */
export function placementText(entry: GuidelineEntry, rowsInList: number, extrapolation?: string): string {
  const line = entry.group
    ? `${LINE_NAMES[entry.line]} (${entry.group === 'monotherapy' ? 'monotherapies' : 'combinations'})`
    : LINE_NAMES[entry.line];
  const base = `${line}, rank ${entry.rank} of ${rowsInList} in ${entry.locator} (${entry.row})`;
  // "Extrapolated from acute mania: …" → "extrapolated from acute mania".
  const short = extrapolation?.split(':')[0]?.trim();
  return short ? `${base}; ${short.charAt(0).toLowerCase()}${short.slice(1)}` : base;
}

const labels = (rules: AppliedRule[]) => rules.map((r) => r.label).join('; ');
const lowerFirst = (s: string) => `${s.charAt(0).toLowerCase()}${s.slice(1)}`;

/** The sentences a suggestion's placement is followed by: what favours, marks or moves it. */
export type RuleEffects = { promotions: AppliedRule[]; favours: AppliedRule[]; deprioritisations: AppliedRule[] };

function effectsText({ favours, deprioritisations }: RuleEffects): string {
  const parts: string[] = [];
  if (favours.length) parts.push(` Favoured: ${labels(favours)}.`);
  if (deprioritisations.length) {
    const why = deprioritisations.map((r) => `${lowerFirst(r.label)} (${r.matched.join('; ')})`).join('; and ');
    parts.push(` Moved to the end of the line because: ${why}.`);
  }
  return parts.join('');
}

export function suggestionText(where: string, effects: RuleEffects): string {
  const head = effects.promotions.length ? `${where}; also favoured by: ${labels(effects.promotions)}.` : `${where}.`;
  return head + effectsText(effects);
}

export function promotedText(where: string | null, table: StateTable, effects: RuleEffects): string {
  const tableName = table.entries[0]?.locator ?? table.phase;
  const origin = where ? `guideline placement: ${lowerFirst(where)}` : `not in ${tableName} for this state`;
  return `Moved to first line: ${labels(effects.promotions)} (${origin}).${effectsText(effects)}`;
}

export function exclusionText(exclusions: AppliedRule[]): string {
  const parts = exclusions.map((r) => `${lowerFirst(r.label)} (${r.matched.join('; ')})`);
  return `Not suggested because: ${parts.join('; and ')}.`;
}
