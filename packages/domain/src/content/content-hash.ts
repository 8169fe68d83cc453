import { fnv1a64 } from '../engine/content-version';
import type { ClinicalContentSet } from './clinical-content';

const cache = new WeakMap<ClinicalContentSet, string>();

/**
 * "<pack id>@<hash>" of a whole content set, interactions and dosing included (docs/adr/0048, 0049): what
 * a version stored from now on is named by, so that an answer's `contentVersion` changes when an
 * interaction or a dosing fact does. The engine's own `contentVersion(pack, rules, catalog)` is left as
 * it was: the rule-move fixtures pin its hashes, and an answer of a stored version carries the stored
 * hash, not one the engine computes.
 */
export function contentSetHash(content: ClinicalContentSet): string {
  let hash = cache.get(content);
  if (hash === undefined) {
    const { pack, rules, catalog, interactions, dosing } = content;
    hash = `${pack.id}@${fnv1a64(JSON.stringify({ pack, rules, catalog, interactions, dosing }))}`;
    cache.set(content, hash);
  }
  return hash;
}
