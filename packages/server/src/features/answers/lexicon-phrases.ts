/**
 * The lexicon's and the vocabulary's names as stemmed phrases, each computed once per process (or per
 * catalogue): what question analysis matches a question's words against.
 */
import type { Catalog } from '@balancer/domain';
import { conditionConcepts, otherTreatments } from './clinical-lexicon';
import { drugNames, vocabularyClassNames, vocabularyDrugNames } from './drug-names';
import { stemsOf, type Stems } from './stems';

/** The vocabulary's classes whose names contain one of a drug's class names but that the drug is not in. */
export function narrowerThan(phrases: Stems[], own: Stems[]): Stems[] {
  const classes = phrases.filter((p) => !own.includes(p));
  return vocabularyClassNames()
    .map(phrase)
    .filter((c) => !phrases.includes(c) && classes.some((p) => c.includes(p)));
}

const phraseCache = new Map<string, Stems>();
/** The lexicon's wordings are stemmed once per process. */
export const phrase = (s: string): Stems => phraseCache.get(s) ?? (phraseCache.set(s, stemsOf(s)), phraseCache.get(s)!);

/** Every wording that addresses a drug or class: its own names and, both ways, its classes' or members' names. */
export const namesFor = (name: string) => {
  const n = drugNames(name);
  return n ? { own: n.own, all: [...n.own, ...n.related] } : { own: [name], all: [name] };
};

/** Every name of the vocabulary and the treatments outside it, longest first (a longer name is matched before its part). */
let byLength: string[] | undefined;
export const drugNamesByLength = () =>
  (byLength ??= [...new Set([...vocabularyDrugNames(), ...otherTreatments])].sort((a, b) => b.length - a.length));

/** Every single-word drug name the catalogue and the vocabulary know, stemmed, once per catalogue. */
const drugWords = new WeakMap<Catalog, Set<string>>();
export function drugWordsOf(catalog: Catalog): Set<string> {
  let known = drugWords.get(catalog);
  if (known) return known;
  const names = [...catalog.ingredients.flatMap((i) => [i.name, ...i.brands, ...i.synonyms]), ...vocabularyDrugNames(), ...otherTreatments];
  known = new Set(names.map((n) => phrase(n.toLowerCase()).trim()).filter((w) => w && !w.includes(' ')));
  drugWords.set(catalog, known);
  return known;
}

/** Every condition of the lexicon, stemmed: a sentence about a population nobody asked about ranks lower. */
let conditions: Stems[][] | undefined;
export const allConditions = (): Stems[][] => (conditions ??= Object.values(conditionConcepts).map((ws) => ws.map(phrase)));
