import type { ClinicalContentSet } from './clinical-content';
import type { MergeConflict } from './release-merge';

/**
 * Settling a release-merge conflict (docs/adr/0050) without knowing the merge areas: an item is found
 * by where it sits in the content (the path of its list) and the field that names it, both read off
 * the content when the conflict is recorded. An area added to the merge later (interactions, dosing)
 * is settled the same way, with no list of areas to keep up to date here.
 */
export type ConflictLocation = { path: string[]; key: string };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The item with its keys sorted at every level: an item read back from jsonb has its keys reordered. */
export function sortedKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortedKeys);
  if (!isObj(v)) return v;
  return Object.fromEntries(
    Object.keys(v)
      .sort()
      .map((k) => [k, sortedKeys(v[k])]),
  );
}
export const sameItem = (a: unknown, b: unknown) => JSON.stringify(sortedKeys(a ?? null)) === JSON.stringify(sortedKeys(b ?? null));

function listPath(node: unknown, item: string, path: string[], depth: number): string[] | null {
  if (Array.isArray(node)) return node.some((x) => JSON.stringify(x) === item) ? path : null;
  if (!isObj(node) || depth > 4) return null;
  for (const [k, v] of Object.entries(node)) {
    const found = listPath(v, item, [...path, k], depth + 1);
    if (found) return found;
  }
  return null;
}

/** Where `item` (named `id`) sits in `content`; null when it is not an element of a list there. */
export function locateItem(content: ClinicalContentSet, id: string, item: unknown): ConflictLocation | null {
  if (!isObj(item)) return null;
  const key = Object.keys(item).find((k) => item[k] === id);
  const path = key ? listPath(content, JSON.stringify(item), [], 0) : null;
  return key && path ? { path, key } : null;
}

/** A conflict's location, from whichever of the three contents holds the item. */
export function conflictLocation(
  c: MergeConflict,
  sets: { base: ClinicalContentSet; site: ClinicalContentSet; release: ClinicalContentSet },
): ConflictLocation | null {
  return locateItem(sets.site, c.id, c.site) ?? locateItem(sets.release, c.id, c.release) ?? locateItem(sets.base, c.id, c.base);
}

function listAt(content: unknown, path: string[]): unknown[] | undefined {
  let node: unknown = content;
  for (const k of path) node = isObj(node) ? node[k] : undefined;
  return Array.isArray(node) ? node : undefined;
}

/** The item as `content` has it now; null when it has none. */
export function itemAt(content: ClinicalContentSet, loc: ConflictLocation, id: string): unknown {
  return listAt(content, loc.path)?.find((x) => isObj(x) && x[loc.key] === id) ?? null;
}

/** `content` with the item replaced by `value` (added at the end when absent; removed when `value` is null). */
export function withItem(content: ClinicalContentSet, loc: ConflictLocation, id: string, value: unknown): ClinicalContentSet {
  const put = (node: unknown, path: string[]): unknown => {
    if (path.length) {
      const [head, ...rest] = path as [string, ...string[]];
      return { ...(isObj(node) ? node : {}), [head]: put(isObj(node) ? node[head] : undefined, rest) };
    }
    const list = Array.isArray(node) ? node : [];
    const at = list.findIndex((x) => isObj(x) && x[loc.key] === id);
    if (value === null || value === undefined) return list.filter((_, i) => i !== at);
    return at < 0 ? [...list, value] : list.map((x, i) => (i === at ? value : x));
  };
  return put(content, loc.path) as ClinicalContentSet;
}

/** What a release merge does to the open conflicts: which to record, which to close and why. */
export type StoredConflict = { id: number; area: string; itemId: string; release: unknown; settlement: string | null };
export type ConflictPlan = { insert: MergeConflict[]; close: { id: number; settlement: 'replaced' | 'content' }[] };

/**
 * The open conflicts after a merge: an item conflicting again on the same release item keeps its open
 * entry (a restart merges again); on a different release item the entry is replaced; an open entry
 * the merge no longer raises is closed (the content now equals one side). An item a superuser already
 * settled against this very release item is not raised again: that decision stands.
 */
export function planConflicts(stored: StoredConflict[], raised: MergeConflict[]): ConflictPlan {
  const key = (area: string, id: string) => `${area}\u0000${id}`;
  const open = new Map(stored.filter((s) => s.settlement === null).map((s) => [key(s.area, s.itemId), s]));
  const decided = stored.filter((s) => s.settlement === 'site' || s.settlement === 'release' || s.settlement === 'edited');
  const plan: ConflictPlan = { insert: [], close: [] };
  const still = new Set<string>();
  for (const c of raised) {
    if (decided.some((d) => d.area === c.area && d.itemId === c.id && sameItem(d.release, c.release))) continue;
    const k = key(c.area, c.id);
    const was = open.get(k);
    if (was && sameItem(was.release, c.release)) {
      still.add(k);
      continue;
    }
    if (was) plan.close.push({ id: was.id, settlement: 'replaced' });
    still.add(k);
    plan.insert.push(c);
  }
  for (const [k, s] of open) if (!still.has(k)) plan.close.push({ id: s.id, settlement: 'content' });
  return plan;
}
