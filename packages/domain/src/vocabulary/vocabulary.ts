import { defaultVocabulary } from './default-vocabulary';
import type { DrugVocabulary, VocabularyClass, VocabularyCondition, VocabularyIngredient } from './vocabulary.schema';

/** Lower case, accents and trademark signs dropped, apostrophes, dots and hyphens as spaces: "Sertralíne®" = "sertraline". */
export function vocabularyKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[®™©]/g, '')
    .replace(/[’'`]/g, '')
    .replace(/[.\-–/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// Dose and form words typed after a name ("lisinopril 10 mg daily").
const DOSE_AND_FORM =
  /\b\d+(?:[.,]\d+)?\s*(?:mg|mcg|µg|ug|g|ml|mmol|meq|iu|units?)?\b|\b(?:er|xr|xl|sr|cr|la|dr|ec|odt|ir|tab|tablets?|capsules?|caps?|oral|po|daily|nightly|bid|tid|qid|qd|qhs|once|twice)\b/g;

type Index = {
  ingredient: Map<string, VocabularyIngredient>;
  ingredientById: Map<string, VocabularyIngredient>;
  klass: Map<string, VocabularyClass>;
  classById: Map<string, VocabularyClass>;
  classesOf: Map<string, string[]>;
  condition: Map<string, VocabularyCondition>;
};

// A vocabulary is an immutable value, so an index cached per object is never stale.
const indexes = new WeakMap<DrugVocabulary, Index>();

function indexOf(v: DrugVocabulary): Index {
  let index = indexes.get(v);
  if (!index) {
    index = buildIndex(v);
    indexes.set(v, index);
  }
  return index;
}

function keyed<T>(rows: T[], names: (row: T) => string[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const row of rows) for (const name of names(row)) if (!map.has(vocabularyKey(name))) map.set(vocabularyKey(name), row);
  return map;
}

function atcMember(c: VocabularyClass, atcCodes: string[]): boolean {
  if (c.basis.kind !== 'atc') return false;
  const { codes, excludes = [] } = c.basis;
  return atcCodes.some((a) => codes.some((g) => a.startsWith(g)) && !excludes.some((x) => a.startsWith(x)));
}

function buildIndex(v: DrugVocabulary): Index {
  const classById = new Map(v.classes.map((c) => [c.id, c]));
  const withAncestors = (ids: string[]): string[] => {
    const out = new Set<string>();
    const visit = (id: string) => {
      if (out.has(id)) return;
      out.add(id);
      for (const p of classById.get(id)?.parents ?? []) visit(p);
    };
    ids.forEach(visit);
    return [...out];
  };
  const classesOf = new Map(
    v.ingredients.map((i) => [i.id, withAncestors([...i.classes, ...v.classes.filter((c) => atcMember(c, i.atc)).map((c) => c.id)])]),
  );
  return {
    ingredient: keyed(v.ingredients, (i) => [i.id, i.name, ...i.brands, ...i.synonyms]),
    ingredientById: new Map(v.ingredients.map((i) => [i.id, i])),
    klass: keyed(v.classes, (c) => [c.id, c.name, ...c.synonyms]),
    classById,
    classesOf,
    condition: keyed(v.conditions, (c) => [c.id, c.name, ...c.synonyms]),
  };
}

/** The ingredient a typed name, brand or other spelling names; dose and form words are ignored. */
export function findIngredient(text: string, v: DrugVocabulary = defaultVocabulary): VocabularyIngredient | undefined {
  const { ingredient } = indexOf(v);
  const key = vocabularyKey(text);
  return ingredient.get(key) ?? ingredient.get(key.replace(DOSE_AND_FORM, ' ').replace(/\s+/g, ' ').trim());
}

export function ingredientById(id: string, v: DrugVocabulary = defaultVocabulary): VocabularyIngredient | undefined {
  return indexOf(v).ingredientById.get(id);
}

/** Every class the ingredient belongs to: stated, by ATC code, and each of their parents. */
export function classesOf(ingredientId: string, v: DrugVocabulary = defaultVocabulary): string[] {
  return indexOf(v).classesOf.get(ingredientId) ?? [];
}

/** Every ingredient in the class or in one of its sub-classes. */
export function membersOf(classId: string, v: DrugVocabulary = defaultVocabulary): string[] {
  return [...indexOf(v).classesOf].filter(([, classes]) => classes.includes(classId)).map(([id]) => id);
}

/** The class a document's or prescriber's wording names ("SSRIs", "drugs that prolong the QT interval"). */
export function findClass(text: string, v: DrugVocabulary = defaultVocabulary): VocabularyClass | undefined {
  return indexOf(v).klass.get(vocabularyKey(text));
}

export function classById(id: string, v: DrugVocabulary = defaultVocabulary): VocabularyClass | undefined {
  return indexOf(v).classById.get(id);
}

/** A condition by name or synonym, or by a SNOMED CT or ICD-10-CM code (an ICD category covers its codes). */
export function findCondition(textOrCode: string, v: DrugVocabulary = defaultVocabulary): VocabularyCondition | undefined {
  const byName = indexOf(v).condition.get(vocabularyKey(textOrCode));
  if (byName) return byName;
  const code = textOrCode.trim().toUpperCase();
  return v.conditions.find((c) =>
    c.codes.some((k) => k.code.toUpperCase() === code || (k.prefix === true && code.startsWith(k.code.toUpperCase()))),
  );
}
