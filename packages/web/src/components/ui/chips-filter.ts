import { isKnownMedicationName, rankMedicationNames } from '@balancer/domain';

export interface ChipSuggestion {
  /** What a chip gets when the suggestion is picked. */
  value: string;
  /** Other names that find it (brands, synonyms). */
  aliases: string[];
  /** Its ingredients; more than one ranks it after the single agents. */
  ingredients: string[];
}

export interface ChipMatch {
  value: string;
  /** The alias (or common misspelling) that matched, when the value itself did not. */
  matchedAlias?: string;
}

const named = (s: ChipSuggestion) => ({ name: s.value, aliases: s.aliases, ingredients: s.ingredients });

/** The suggestions the text finds, best first (the catalogue ranking, docs/adr/0031-clinician-journeys.md); chosen values are hidden. */
export function filterSuggestions(suggestions: ChipSuggestion[], text: string, chosen: string[]): ChipMatch[] {
  return rankMedicationNames(suggestions.map(named), text, chosen).map((r) =>
    r.matchedAlias ? { value: r.medication.name, matchedAlias: r.matchedAlias } : { value: r.medication.name },
  );
}

/** Whether a chip names a suggestion (by value or alias); while the suggestions load, every chip counts as known. */
export const isKnownChip = (suggestions: ChipSuggestion[], chip: string): boolean =>
  suggestions.length === 0 || isKnownMedicationName(suggestions.map(named), chip);
