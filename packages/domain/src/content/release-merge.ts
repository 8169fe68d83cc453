import type { ClinicalContentSet } from './clinical-content';

/**
 * A new release's built-in content merged into a site whose content an administrator edited (ADR 0015
 * kept such a site on its edits with no way to take the release). Per item (a rule, interaction,
 * ingredient, regimen, citation, guideline table or medication's dosing, by id), three-way against the
 * built-in content the site last took: what only the release changed is applied, what only the site
 * changed is kept, and an item both changed differently is a conflict, kept as the site has it and
 * listed for a superuser to settle.
 */
/** The areas merged item by item; a screen lists conflicts by this value, so a new area needs no new code there. */
export const mergeAreas = ['rule', 'interaction', 'ingredient', 'regimen', 'citation', 'table', 'dosing'] as const;
export type MergeArea = (typeof mergeAreas)[number];
export type MergeItem = { area: MergeArea; id: string };
export type MergeConflict = MergeItem & { base: unknown; site: unknown; release: unknown };
export type ReleaseMerge = { merged: ClinicalContentSet; applied: MergeItem[]; conflicts: MergeConflict[] };

type Keyed<T> = { items: (c: ClinicalContentSet) => T[]; key: (x: T) => string };

function mergeList<T>(area: MergeArea, k: Keyed<T>, base: ClinicalContentSet, site: ClinicalContentSet, release: ClinicalContentSet) {
  const byKey = (c: ClinicalContentSet) => new Map(k.items(c).map((x) => [k.key(x), x]));
  const [b, s, r] = [byKey(base), byKey(site), byKey(release)];
  const same = (x: T | undefined, y: T | undefined) => JSON.stringify(x) === JSON.stringify(y);
  const applied: MergeItem[] = [];
  const conflicts: MergeConflict[] = [];
  const out: T[] = [];
  // The release's order, then what only the site has.
  const ids = [...new Set([...r.keys(), ...s.keys(), ...b.keys()])];
  for (const id of ids) {
    const [bx, sx, rx] = [b.get(id), s.get(id), r.get(id)];
    let take = sx;
    if (same(sx, rx)) take = sx;
    else if (same(sx, bx)) {
      take = rx;
      applied.push({ area, id });
    } else if (!same(rx, bx)) conflicts.push({ area, id, base: bx ?? null, site: sx ?? null, release: rx ?? null });
    if (take !== undefined) out.push(take);
  }
  return { out, applied, conflicts };
}

export function mergeRelease(base: ClinicalContentSet, site: ClinicalContentSet, release: ClinicalContentSet): ReleaseMerge {
  const rules = mergeList('rule', { items: (c) => c.rules, key: (x) => x.id }, base, site, release);
  const interactions = mergeList('interaction', { items: (c) => c.interactions, key: (x) => x.id }, base, site, release);
  const ingredients = mergeList('ingredient', { items: (c) => c.catalog.ingredients, key: (x) => x.id }, base, site, release);
  const regimens = mergeList('regimen', { items: (c) => c.catalog.regimens, key: (x) => x.id }, base, site, release);
  const citations = mergeList('citation', { items: (c) => c.pack.citations, key: (x) => x.id }, base, site, release);
  const tables = mergeList('table', { items: (c) => c.pack.tables, key: (x) => x.state }, base, site, release);
  // A medication's dosing is one item: its facts were written (and are reviewed) together.
  const dosing = mergeList('dosing', { items: (c) => c.dosing, key: (x) => x.id }, base, site, release);
  const parts = [rules, interactions, ingredients, regimens, citations, tables, dosing];
  return {
    merged: {
      ...site,
      rules: rules.out,
      interactions: interactions.out,
      catalog: { ...site.catalog, ingredients: ingredients.out, regimens: regimens.out },
      pack: { ...site.pack, citations: citations.out, tables: tables.out },
      dosing: dosing.out,
    },
    applied: parts.flatMap((p) => p.applied),
    conflicts: parts.flatMap((p) => p.conflicts),
  };
}
