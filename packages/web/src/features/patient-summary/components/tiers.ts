import type { Suggestion } from '@balancer/domain';
import type { PatientRecord } from '../../../lib/patients/patient-record';

export type TierKey = 'first' | 'second' | 'third';

export interface TierItem {
  name: string;
  source: string;
  suggestion?: Suggestion;
}

export interface Tier {
  key: TierKey;
  title: string;
  items: TierItem[];
}

const titles: Record<TierKey, string> = { first: 'Tier 1: First-line', second: 'Tier 2: Second-line', third: 'Tier 3: Third-line' };

/** The three tiers of a record, with the explained suggestions when the record has them. */
export function tiersOf(record: PatientRecord): Tier[] {
  return (['first', 'second', 'third'] as const).map((key) => {
    const explained = record.Recommendation?.[key];
    const items: TierItem[] = explained
      ? explained.map((s) => ({ name: s.name, source: s.source, suggestion: s }))
      : record.PossibleMedications[key].map((m) => ({ name: m.name, source: m.source }));
    return { key, title: titles[key], items };
  });
}

export function emptyTierText(key: TierKey): string {
  return `Patient's other health concerns may contraindicate typical ${key} line options.`;
}

/** Source text previews are cut at 220 characters with an ellipsis (spec §9). */
export const PREVIEW_LENGTH = 220;
export function preview(text: string): string {
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH).trimEnd()}…` : text;
}
