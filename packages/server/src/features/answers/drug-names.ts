/**
 * Drug and class names from the project's vocabulary (packages/domain/src/vocabulary, docs/adr/0041: WHO
 * ATC groups, FDA class and CYP tables), for matching a question to text both ways: a question naming a
 * drug is addressed by text naming one of its classes (sertraline ↔ SSRIs, haloperidol ↔ drugs that prolong
 * the QT interval), and a question naming a class by text naming a member (benzodiazepines ↔ clonazepam).
 */
import { classById, classesOf, defaultVocabulary, findClass, findIngredient, ingredientById, membersOf } from '@balancer/domain';

// Two-letter abbreviations ("Li", "EE", "T4") match ordinary words of a question or a page too easily.
const usable = (n: string) => n.length >= 3;
const lower = (ns: string[]) => [...new Set(ns.filter(usable).map((n) => n.toLowerCase()))];

// English names a modifier class either way: "strong CYP3A4 inhibitors" is also "strong inhibitors of (the) CYP3A4".
const MODIFIER = /^(.*?)(\S+) (inhibitors?|inducers?|blockers?|antagonists?|agonists?)$/;
const reworded = (n: string) => {
  const m = MODIFIER.exec(n);
  return m ? [n, `${m[1]}${m[3]} of ${m[2]}`, `${m[1]}${m[3]} of the ${m[2]}`] : [n];
};

let names: string[] | undefined;
/** Every drug and class name the vocabulary knows (ingredients with brands and spellings; classes with their wordings). */
export function vocabularyDrugNames(): string[] {
  return (names ??= lower([
    ...defaultVocabulary.ingredients.flatMap((i) => [i.name, ...i.brands, ...i.synonyms]),
    ...defaultVocabulary.classes.flatMap((c) => [c.name, ...c.synonyms]),
  ]));
}

let classNames: string[] | undefined;
/** Every class name the vocabulary knows. */
export const vocabularyClassNames = () => (classNames ??= lower(defaultVocabulary.classes.flatMap((c) => [c.name, ...c.synonyms])));

export type DrugNames = {
  /** The drug's or class's own names. */
  own: string[];
  /** For a drug, the names of every class it belongs to; for a class, its members' names. */
  related: string[];
};

const cache = new Map<string, DrugNames | null>();

/** The names that address a drug or class named `name`; null when the vocabulary does not know it. */
export function drugNames(name: string): DrugNames | null {
  const key = name.toLowerCase();
  if (cache.has(key)) return cache.get(key)!;
  let found: DrugNames | null = null;
  const ingredient = findIngredient(key);
  const klass = ingredient ? undefined : findClass(key);
  if (ingredient) {
    const classes = classesOf(ingredient.id).flatMap((id) => classById(id) ?? []);
    found = {
      own: lower([ingredient.name, ...ingredient.brands, ...ingredient.synonyms]),
      related: lower(classes.flatMap((c) => [c.name, ...c.synonyms])),
    };
  } else if (klass) {
    const members = membersOf(klass.id).flatMap((id) => ingredientById(id) ?? []);
    found = {
      own: lower([klass.name, ...klass.synonyms].flatMap(reworded)),
      related: lower(members.flatMap((m) => [m.name, ...m.synonyms])),
    };
  }
  cache.set(key, found);
  return found;
}
