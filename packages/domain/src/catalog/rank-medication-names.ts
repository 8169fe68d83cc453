import { commonMisspellings } from './common-misspellings';

/** A medication as the list shows it: its name, the names that also find it, and its ingredients. */
export interface NamedMedication {
  name: string;
  /** Brands and synonyms (e.g. "Seroquel"). */
  aliases: readonly string[];
  /** Ingredient display names; more than one makes it a combination. */
  ingredients: readonly string[];
}

/** How a typed text found a medication, best first. */
export const matchKinds = ['exact', 'prefix', 'word-prefix', 'alias', 'contains', 'misspelling'] as const;
export type MatchKind = (typeof matchKinds)[number];

export interface RankedMedication<T extends NamedMedication> {
  medication: T;
  kind: MatchKind;
  /** The alias or misspelling that found it, when its name did not. */
  matchedAlias?: string;
}

const fold = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
/** Words of a name, split on spaces, hyphens and other punctuation ("once-monthly" is two words). */
const words = (s: string) =>
  fold(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Every query word starts a different word of the name, in order ("arip once monthly" finds "Aripiprazole once-monthly LAI"). */
function wordsPrefix(nameWords: string[], queryWords: string[]): boolean {
  let at = 0;
  for (const q of queryWords) {
    while (at < nameWords.length && !nameWords[at]!.startsWith(q)) at++;
    if (at === nameWords.length) return false;
    at++;
  }
  return queryWords.length > 0;
}

function matchOf<T extends NamedMedication>(m: T, q: string, qWords: string[]): RankedMedication<T> | null {
  const name = fold(m.name);
  if (name === q) return { medication: m, kind: 'exact' };
  if (name.startsWith(q)) return { medication: m, kind: 'prefix' };
  if (wordsPrefix(words(m.name), qWords)) return { medication: m, kind: 'word-prefix' };
  const alias = m.aliases.find((a) => fold(a).startsWith(q) || wordsPrefix(words(a), qWords));
  if (alias) return { medication: m, kind: 'alias', matchedAlias: alias };
  if (name.includes(q)) return { medication: m, kind: 'contains' };
  const inAlias = m.aliases.find((a) => fold(a).includes(q));
  if (inAlias) return { medication: m, kind: 'contains', matchedAlias: inAlias };
  // A misspelling finds the single agent only: a combination is found by its ingredients' right names.
  if (m.ingredients.length === 1) {
    const typo = (commonMisspellings[m.ingredients[0]!] ?? []).find((t) => t.startsWith(q));
    if (typo) return { medication: m, kind: 'misspelling', matchedAlias: typo };
  }
  return null;
}

/**
 * The medications a typed text finds, best first (docs/adr/0031): exact name, then names starting with
 * it, then names with a word starting with it, then brands and synonyms, then names containing it, then
 * common misspellings; within each, single agents before combinations, then by name. Names in `chosen`
 * are left out. Used by the prior-medications box and the /medications filter.
 */
export function rankMedicationNames<T extends NamedMedication>(
  medications: readonly T[],
  text: string,
  chosen: readonly string[] = [],
): RankedMedication<T>[] {
  const q = fold(text);
  if (!q) return [];
  const qWords = words(text);
  const taken = new Set(chosen.map(fold));
  const found: RankedMedication<T>[] = [];
  for (const m of medications) {
    if (taken.has(fold(m.name))) continue;
    const match = matchOf(m, q, qWords);
    if (match) found.push(match);
  }
  const rank = (r: RankedMedication<T>) => matchKinds.indexOf(r.kind) * 2 + (r.medication.ingredients.length > 1 ? 1 : 0);
  return found.sort((a, b) => rank(a) - rank(b) || a.medication.name.localeCompare(b.medication.name, 'en', { sensitivity: 'base' }));
}

/** Whether a name is a catalogue medication, by name or alias (a chip that is not gets marked). */
export function isKnownMedicationName(medications: readonly NamedMedication[], name: string): boolean {
  const q = fold(name);
  return medications.some((m) => fold(m.name) === q || m.aliases.some((a) => fold(a) === q));
}
