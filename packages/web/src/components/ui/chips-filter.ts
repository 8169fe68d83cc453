export interface ChipSuggestion {
  /** What a chip gets when the suggestion is picked. */
  value: string;
  /** Other names that find it (brands, synonyms). */
  aliases: string[];
}

export interface ChipMatch {
  value: string;
  /** The alias that matched, when the value itself did not. */
  matchedAlias?: string;
}

/** Case-insensitive match on the value or any alias; chosen values are hidden. */
export function filterSuggestions(suggestions: ChipSuggestion[], text: string, chosen: string[]): ChipMatch[] {
  const q = text.trim().toLowerCase();
  if (!q) return [];
  const taken = new Set(chosen.map((c) => c.toLowerCase()));
  const out: ChipMatch[] = [];
  for (const s of suggestions) {
    if (taken.has(s.value.toLowerCase())) continue;
    if (s.value.toLowerCase().includes(q)) {
      out.push({ value: s.value });
      continue;
    }
    const alias = s.aliases.find((a) => a.toLowerCase().includes(q));
    if (alias) out.push({ value: s.value, matchedAlias: alias });
  }
  return out;
}
