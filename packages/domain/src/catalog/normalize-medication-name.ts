import type { Catalog, Regimen } from './catalog.schema';

/** What a typed medication name refers to. */
export type MedicationResolution =
  | { kind: 'regimen'; regimenId: string }
  | { kind: 'ingredients'; ingredientIds: string[] }
  | { kind: 'unrecognized' };

/** Lower case, trademark signs dropped, whitespace collapsed, trailing punctuation removed. */
export function normalizeKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[®™©]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[\s.,;:]+|[\s.,;:]+$/g, '');
}

// Dose, unit and formulation words that clinicians type after a name ("Seroquel XR 300 mg nightly").
const DOSE = /\b\d+(?:[.,]\d+)?\s*(?:mg|mcg|µg|ug|g|ml|mmol|meq)\b(?:\s*\/\s*(?:day|d|ml))?/g;
const FORM_WORDS =
  /\b(?:er|xr|xl|sr|cr|la|dr|ec|odt|ir|tab|tabs|tablet|tablets|capsule|capsules|cap|caps|oral|po|im|daily|nightly|bid|tid|qid|qd|qhs|hs|once|twice|a day|per day|sprinkles?)\b/g;

function stripDoseAndForm(key: string): string {
  return key
    .replace(DOSE, ' ')
    .replace(FORM_WORDS, ' ')
    .replace(/\b\d+(?:[.,]\d+)?\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

type Index = { ingredient: Map<string, string>; regimen: Map<string, Regimen> };

// Catalogues are treated as immutable values (an edit produces a new object), so an index cached per
// object can never be stale; the WeakMap lets old catalogues be collected.
const indexes = new WeakMap<Catalog, Index>();

/** Name → id maps, built once per catalogue object. */
function indexOf(catalog: Catalog): Index {
  let index = indexes.get(catalog);
  if (!index) {
    index = buildIndex(catalog);
    indexes.set(catalog, index);
  }
  return index;
}

function buildIndex(catalog: Catalog): Index {
  const ingredient = new Map<string, string>();
  for (const i of catalog.ingredients) {
    for (const name of [i.id, i.name, ...i.brands, ...i.synonyms]) {
      const key = normalizeKey(name);
      if (!ingredient.has(key)) ingredient.set(key, i.id);
    }
  }
  const regimen = new Map<string, Regimen>();
  for (const r of catalog.regimens) {
    for (const name of [r.id, r.name, ...r.brands]) {
      const key = normalizeKey(name);
      if (!regimen.has(key)) regimen.set(key, r);
    }
  }
  return { ingredient, regimen };
}

function lookupIngredient(index: Index, key: string): string | undefined {
  return index.ingredient.get(key) ?? index.ingredient.get(stripDoseAndForm(key));
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const s = new Set(a);
  return s.size === new Set(b).size && b.every((x) => s.has(x));
}

// "plus", "+", "&", "with", "and", "/" join a combination; "," and ";" separate a list of medications.
const COMBO_SPLIT = /\s*(?:\+|&|\/|\bplus\b|\bwith\b|\band\b)\s*/;
const LIST_SPLIT = /\s*[,;]\s*/;

function resolveSingle(catalog: Catalog, index: Index, key: string): MedicationResolution {
  const direct = index.regimen.get(key) ?? index.regimen.get(stripDoseAndForm(key));
  // A single-ingredient regimen name ("Lithium", "Risperidone LAI") means the ingredient.
  if (direct)
    return direct.ingredientIds.length === 1
      ? { kind: 'ingredients', ingredientIds: [...direct.ingredientIds] }
      : { kind: 'regimen', regimenId: direct.id };
  const one = lookupIngredient(index, key);
  if (one) return { kind: 'ingredients', ingredientIds: [one] };

  for (const splitter of [COMBO_SPLIT, /\s*-\s*/]) {
    const parts = key.split(splitter).filter(Boolean);
    if (parts.length < 2) continue;
    const ids = parts.map((p) => lookupIngredient(index, p));
    const found = [...new Set(ids.filter((x): x is string => x !== undefined))];
    if (found.length === 0) continue;
    if (found.length === ids.length) {
      const match = catalog.regimens.find((r) => r.ingredientIds.length > 1 && sameSet(r.ingredientIds, found));
      if (match) return { kind: 'regimen', regimenId: match.id };
    }
    // Partly recognised or an uncatalogued combination: the recognised ingredients still count.
    return { kind: 'ingredients', ingredientIds: found };
  }
  return { kind: 'unrecognized' };
}

/**
 * Resolves a typed name (generic, brand, synonym, regimen name or brand, "X + Y", any case and
 * spacing, with or without a dose) to a regimen or to ingredients. A comma-separated list resolves
 * to the union of its items' ingredients.
 */
export function normalizeMedicationName(catalog: Catalog, typed: string): MedicationResolution {
  const key = normalizeKey(typed);
  if (!key) return { kind: 'unrecognized' };
  const index = indexOf(catalog);
  const items = key.split(LIST_SPLIT).filter(Boolean);
  if (items.length <= 1) return resolveSingle(catalog, index, key);

  const ids = new Set<string>();
  for (const item of items) {
    const r = resolveSingle(catalog, index, item);
    if (r.kind === 'ingredients') r.ingredientIds.forEach((id) => ids.add(id));
    if (r.kind === 'regimen') catalog.regimens.find((x) => x.id === r.regimenId)?.ingredientIds.forEach((id) => ids.add(id));
  }
  return ids.size ? { kind: 'ingredients', ingredientIds: [...ids] } : { kind: 'unrecognized' };
}

/**
 * The regimen a name or id denotes (case-insensitive): regimen id, name or brand; a combination
 * typed as "X + Y"; or an ingredient name/brand/synonym, which denotes its monotherapy regimen.
 */
export function findRegimen(catalog: Catalog, nameOrId: string): Regimen | undefined {
  const key = normalizeKey(nameOrId);
  if (!key) return undefined;
  const index = indexOf(catalog);
  const direct = index.regimen.get(key);
  if (direct) return direct;
  const r = resolveSingle(catalog, index, key);
  if (r.kind === 'regimen') return catalog.regimens.find((x) => x.id === r.regimenId);
  if (r.kind === 'ingredients' && r.ingredientIds.length === 1) {
    const id = r.ingredientIds[0];
    return (
      catalog.regimens.find((x) => x.id === id) ?? catalog.regimens.find((x) => x.ingredientIds.length === 1 && x.ingredientIds[0] === id)
    );
  }
  return undefined;
}
