import type { Catalog } from '../catalog/catalog.schema';
import { contentVersion, fnv1a64 } from '../engine/content-version';
import type { GuidelinePack } from '../guidelines/guideline.schema';
import { compileInteractions } from '../interactions/compile-interactions';
import type { Interaction } from '../interactions/interaction.schema';
import type { SafetyRule } from '../rules/rule.schema';

/** What the engine needs of a content set to know the rules it evaluates. */
type RuleSources = { rules: SafetyRule[]; interactions?: readonly Interaction[] | undefined; catalog: Catalog };

// Keyed by all three (immutable) values, so the same content gives the same array: `contentVersion`
// caches its hash by the rules array's identity, and a suggestion under load must not recompile.
const cache = new WeakMap<SafetyRule[], WeakMap<readonly Interaction[], WeakMap<Catalog, SafetyRule[]>>>();

/**
 * The rules the engine evaluates for a content set: its own rules, then the rules its interactions
 * compile to (docs/adr/0048). Every reader that asks "which rules fire" (recommend, the impact preview,
 * CDS cards, the risk-flag tooltips) reads these; editors of rules read `content.rules`.
 */
export function effectiveRules(content: RuleSources): SafetyRule[] {
  const interactions = content.interactions;
  if (!interactions?.length) return content.rules;
  let byInteractions = cache.get(content.rules);
  if (!byInteractions) cache.set(content.rules, (byInteractions = new WeakMap()));
  let byCatalog = byInteractions.get(interactions);
  if (!byCatalog) byInteractions.set(interactions, (byCatalog = new WeakMap()));
  let rules = byCatalog.get(content.catalog);
  if (!rules) byCatalog.set(content.catalog, (rules = [...content.rules, ...compileInteractions(interactions, content.catalog)]));
  return rules;
}

/** The id of every rule an interaction compiles to starts with the interaction's id (compile-interactions.ts). */
export const interactionOfRule = (ruleId: string, interactions: readonly Interaction[]): Interaction | undefined =>
  interactions.find((x) => ruleId === `${x.id}-combined` || ruleId.startsWith(`${x.id}-taking-`));

/**
 * "<pack id>@<hash>" of a content set as stored: content without interactions hashes as before format 3
 * (so a version's hash means what it meant), content with them hashes them too, compiled or not.
 */
export function contentHash(c: RuleSources & { pack: GuidelinePack }): string {
  if (!c.interactions?.length) return contentVersion(c.pack, c.rules, c.catalog);
  const { pack, rules, catalog, interactions } = c;
  return `${pack.id}@${fnv1a64(JSON.stringify({ pack, rules, catalog, interactions }))}`;
}
