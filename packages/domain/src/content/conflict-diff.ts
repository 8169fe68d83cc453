import type { ClinicalContentSet } from './clinical-content';
import { diffClinicalContent } from './content-diff';
import { sortedKeys, withItem, type ConflictLocation } from './release-conflicts';

/** A conflict's three sides in words: what the site changed, what the release changed, how they differ. */
export type ConflictChanges = { title: string; siteChanges: string[]; releaseChanges: string[]; difference: string[] };

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Field by field, for an item the content diff does not describe (an area it does not know). */
function fieldLines(a: unknown, b: unknown): string[] {
  if (a === null || a === undefined) return b === null || b === undefined ? [] : ['added'];
  if (b === null || b === undefined) return ['removed'];
  if (!isObj(a) || !isObj(b)) return show(a) === show(b) ? [] : [`${show(a)} → ${show(b)}`];
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((k) => show(a[k]) !== show(b[k])).map((k) => `${k}: ${show(a[k] ?? '(none)')} → ${show(b[k] ?? '(none)')}`);
}

/** How the item changed from `a` to `b`, in the content diff's words when it describes that area. */
function lines(around: ClinicalContentSet, loc: ConflictLocation, id: string, x: unknown, y: unknown): string[] {
  // Both sides with keys in one order, so that only what differs is listed (jsonb reorders keys).
  const [a, b] = [sortedKeys(x), sortedKeys(y)];
  // An item that could not be located is described field by field.
  if (!loc.path.length) return fieldLines(a, b);
  const entry = diffClinicalContent(withItem(around, loc, id, a), withItem(around, loc, id, b)).find((d) => d.id === id);
  if (!entry) return fieldLines(a, b);
  if (entry.change !== 'changed') return [entry.change];
  // A change the content diff has no words for (a field it does not describe) is still shown.
  return entry.details.length ? entry.details : fieldLines(a, b);
}

export function itemTitle(item: unknown, id: string): string {
  if (!isObj(item)) return id;
  const named = ['label', 'name', 'short', 'title'].map((k) => item[k]).find((v) => typeof v === 'string' && v);
  return typeof named === 'string' ? named : id;
}

/**
 * The conflict described against `around` (the active content): each side is put in place of the
 * item, so the content diff words it exactly as the history screen does.
 */
export function conflictChanges(
  around: ClinicalContentSet,
  c: { id: string; location: ConflictLocation; base: unknown; site: unknown; release: unknown },
): ConflictChanges {
  return {
    title: itemTitle(c.site ?? c.release ?? c.base, c.id),
    siteChanges: lines(around, c.location, c.id, c.base, c.site),
    releaseChanges: lines(around, c.location, c.id, c.base, c.release),
    difference: lines(around, c.location, c.id, c.site, c.release),
  };
}
