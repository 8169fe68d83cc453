import type { Catalog } from '../catalog/catalog.schema';
import type { GuidelinePack } from '../guidelines/guideline.schema';
import type { SafetyRule } from '../rules/rule.schema';

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK = 0xffffffffffffffffn;

/** 64-bit FNV-1a over UTF-16 code units: enough to tell content versions apart, not a security hash. */
export function fnv1a64(text: string): string {
  let hash = FNV_OFFSET;
  for (let i = 0; i < text.length; i += 1) hash = ((hash ^ BigInt(text.charCodeAt(i))) * FNV_PRIME) & MASK;
  return hash.toString(16).padStart(16, '0');
}

// Keyed by all three objects, so that two contents sharing a pack (a preview) do not evict each other.
const cache = new WeakMap<GuidelinePack, WeakMap<SafetyRule[], WeakMap<Catalog, string>>>();

/**
 * "<pack id>@<hash>", or "v<id>:<pack id>@<hash>" when the content is a stored version: identifies
 * the guideline pack, rules and catalogue an answer came from, so that a printout can be traced to
 * its content. Any edit to any of the three changes the hash.
 */
export function contentVersion(pack: GuidelinePack, rules: SafetyRule[], catalog: Catalog, versionId?: number): string {
  let byRules = cache.get(pack);
  if (!byRules) cache.set(pack, (byRules = new WeakMap()));
  let byCatalog = byRules.get(rules);
  if (!byCatalog) byRules.set(rules, (byCatalog = new WeakMap()));
  let version = byCatalog.get(catalog);
  if (!version) byCatalog.set(catalog, (version = `${pack.id}@${fnv1a64(JSON.stringify({ pack, rules, catalog }))}`));
  return versionId === undefined ? version : `v${versionId}:${version}`;
}
