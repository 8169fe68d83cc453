import { catalogSchema } from '../catalog/catalog.schema';
import { compileInteraction } from '../interactions/compile-interactions';
import { defaultInteractions } from '../interactions/default-interactions';
import type { Interaction } from '../interactions/interaction.schema';

type Doc = Record<string, unknown>;
const isObject = (x: unknown): x is Doc => typeof x === 'object' && x !== null && !Array.isArray(x);

/** JSON with keys sorted and undefined dropped: a stored rule comes back from jsonb with its keys reordered. */
function canon(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canon).join(',')}]`;
  if (isObject(v))
    return `{${Object.keys(v)
      .filter((k) => v[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canon(v[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

/** What an interaction decides of its rules; the marks (review, enabled) are read separately. */
const unmarked = (r: Doc) => canon({ ...r, needsReview: undefined, reviewed: undefined, disabled: undefined });

/** One value shared by every rule, or `mixed` when they differ (then the rules cannot be one interaction). */
function shared(values: unknown[]): { value: unknown } | 'mixed' {
  const keys = new Set(values.map(canon));
  return keys.size === 1 ? { value: values[0] } : 'mixed';
}

/**
 * Format 2 → 3: interactions become their own content area (docs/adr/0048). A format-2 document holds
 * the rules this release's `defaultInteractions` compiled to. Each interaction whose compiled rules are
 * all there, as compiled (an administrator may have disabled or reviewed them, alike), moves out of
 * `rules` into `interactions`, carrying those marks; anything else (a rule edited on its own, a
 * document from before interactions) stays a rule. Either way every patient's answer is the same.
 */
export function interactionsAsContent(doc: Doc): Doc {
  const rules = Array.isArray(doc.rules) ? (doc.rules as unknown[]) : [];
  const catalog = catalogSchema.safeParse(doc.catalog);
  // A catalogue that does not parse is refused by today's schema after the upgrade anyway.
  if (!catalog.success) return { ...doc, interactions: [] };
  const stored = new Map(rules.filter(isObject).map((r) => [r.id, r] as const));
  const moved = new Set<unknown>();
  const interactions: Interaction[] = [];
  for (const x of defaultInteractions) {
    const { needsReview: _n, reviewed: _r, disabled: _d, ...bare } = x;
    const compiled = compileInteraction(bare, catalog.data);
    const found = compiled.map((r) => stored.get(r.id));
    if (!compiled.length || found.some((r, i) => !r || unmarked(r) !== unmarked(compiled[i]!))) continue;
    const marks = (['needsReview', 'reviewed', 'disabled'] as const).map((k) => shared(found.map((r) => r![k])));
    if (marks.includes('mixed')) continue;
    const [needsReview, reviewed, disabled] = marks.map((m) => (m as { value: unknown }).value);
    interactions.push({
      ...bare,
      ...(needsReview === true && { needsReview: true }),
      ...(isObject(reviewed) && { reviewed: reviewed as Interaction['reviewed'] }),
      ...(disabled === true && { disabled: true }),
    });
    for (const r of compiled) moved.add(r.id);
  }
  return { ...doc, rules: rules.filter((r) => !isObject(r) || !moved.has(r.id)), interactions };
}
