import type { Catalog } from '../catalog/catalog.schema';
import type { GuidelinePack } from '../guidelines/guideline.schema';
import type { SafetyRule } from '../rules/rule.schema';

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK = 0xffffffffffffffffn;

/** 64-bit FNV-1a over UTF-16 code units: enough to tell content versions apart, not a security hash. */
function fnv1a64(text: string): string {
  let hash = FNV_OFFSET;
  for (let i = 0; i < text.length; i += 1) hash = ((hash ^ BigInt(text.charCodeAt(i))) * FNV_PRIME) & MASK;
  return hash.toString(16).padStart(16, '0');
}

const cache = new WeakMap<GuidelinePack, { rules: SafetyRule[]; catalog: Catalog; version: string }>();

/**
 * "<pack id>@<hash>": identifies the guideline pack, rules and catalogue an answer came from, so that
 * a printout can be traced to its content. Any edit to any of the three changes the hash.
 */
export function contentVersion(pack: GuidelinePack, rules: SafetyRule[], catalog: Catalog): string {
  const hit = cache.get(pack);
  if (hit && hit.rules === rules && hit.catalog === catalog) return hit.version;
  const version = `${pack.id}@${fnv1a64(JSON.stringify({ pack, rules, catalog }))}`;
  cache.set(pack, { rules, catalog, version });
  return version;
}
