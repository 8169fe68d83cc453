import { z } from 'zod';
import type { Claim } from '../catalog/catalog.schema';
import type { ReviewStamp } from '../review-stamp.schema';
import type { SafetyRule } from '../rules/rule.schema';
import type { Interaction } from '../interactions/interaction.schema';
import { selectorText } from '../rules/condition-text';
import type { ClinicalContentSet } from './clinical-content';
import { dosingDetails } from './dosing-diff';

/** One thing that differs between two versions, in words a reviewer reads. */
export const contentDiffEntrySchema = z.object({
  area: z.enum(['rule', 'interaction', 'medication', 'ingredient', 'guideline', 'citation', 'dosing']),
  id: z.string(),
  title: z.string(),
  change: z.enum(['added', 'removed', 'changed']),
  /** Lines such as "rationale: … → …", "+ risk: …", "- benefit: …". */
  details: z.array(z.string()),
});
export type ContentDiffEntry = z.infer<typeof contentDiffEntrySchema>;

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

function byId<T extends { id: string }>(items: readonly T[]) {
  return new Map(items.map((i) => [i.id, i] as const));
}

/** Added, removed and changed items of one kind, with a function describing a change. */
function diffItems<T extends { id: string }>(
  area: ContentDiffEntry['area'],
  before: readonly T[],
  after: readonly T[],
  title: (t: T) => string,
  describe: (a: T, b: T) => string[],
): ContentDiffEntry[] {
  const a = byId(before);
  const b = byId(after);
  const out: ContentDiffEntry[] = [];
  for (const [id, item] of b) {
    const old = a.get(id);
    if (!old) out.push({ area, id, title: title(item), change: 'added', details: [] });
    else if (JSON.stringify(old) !== JSON.stringify(item))
      out.push({ area, id, title: title(item), change: 'changed', details: describe(old, item) });
  }
  for (const [id, item] of a) if (!b.has(id)) out.push({ area, id, title: title(item), change: 'removed', details: [] });
  return out;
}

/** "reviewed by Dr Ana Ruiz, 2026-11-26", or a stamp withdrawn (an edit, a rollback); empty when the stamp is the same. */
function stampDetails(a: { reviewed?: ReviewStamp | undefined }, b: { reviewed?: ReviewStamp | undefined }): string[] {
  if (JSON.stringify(a.reviewed) === JSON.stringify(b.reviewed)) return [];
  if (b.reviewed) return [`reviewed by ${b.reviewed.by}, ${b.reviewed.on}`];
  return a.reviewed ? [`review by ${a.reviewed.by}, ${a.reviewed.on} no longer applies`] : [];
}

function ruleDetails(a: SafetyRule, b: SafetyRule): string[] {
  const lines: string[] = [];
  if (!a.disabled !== !b.disabled) lines.push(b.disabled ? 'disabled' : 're-enabled');
  const stamp = stampDetails(a, b);
  lines.push(...stamp);
  const keys = ['label', 'effect', 'severity', 'when', 'target', 'sources', 'reviewNote'] as const;
  // A review reads as "reviewed by …", not as the flag it cleared.
  for (const key of stamp.length ? keys : [...keys, 'needsReview' as const])
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) lines.push(`${key}: ${show(a[key] ?? '(none)')} → ${show(b[key] ?? '(none)')}`);
  // Prose prescribers read: the old text as a removed line (struck out on screen) above the new one.
  if (a.rationale !== b.rationale) lines.push(`- rationale: ${a.rationale}`, `+ rationale: ${b.rationale}`);
  return lines;
}

function interactionDetails(a: Interaction, b: Interaction): string[] {
  const lines: string[] = [];
  if (!a.disabled !== !b.disabled) lines.push(b.disabled ? 'disabled' : 're-enabled');
  const stamp = stampDetails(a, b);
  lines.push(...stamp);
  const keys = ['a', 'b', 'effect', 'severity', 'sources'] as const;
  for (const key of stamp.length ? keys : [...keys, 'needsReview' as const])
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) lines.push(`${key}: ${show(a[key] ?? '(none)')} → ${show(b[key] ?? '(none)')}`);
  for (const key of ['clinicalEffect', 'mechanism', 'management'] as const)
    if (a[key] !== b[key]) lines.push(`- ${key}: ${a[key]}`, `+ ${key}: ${b[key]}`);
  return lines;
}

const interactionTitle = (x: Interaction) => `${selectorText(x.a)} with ${selectorText(x.b)}`;

function claimDetails(a: { benefits: Claim[]; risks: Claim[] }, b: { benefits: Claim[]; risks: Claim[] }): string[] {
  const lines: string[] = [];
  for (const kind of ['benefits', 'risks'] as const) {
    const word = kind === 'benefits' ? 'benefit' : 'risk';
    const key = (c: Claim) => JSON.stringify(c);
    const was = new Set(a[kind].map(key));
    const now = new Set(b[kind].map(key));
    // A statement whose only change is its review mark reads as reviewed, not as removed and added again.
    const unmarked = (c: Claim) => key({ ...c, needsReview: undefined, reviewed: undefined });
    const reviewed = new Set(
      b[kind].filter((c) => !c.needsReview && a[kind].some((o) => o.needsReview && unmarked(o) === unmarked(c))).map(unmarked),
    );
    for (const c of a[kind])
      if (!now.has(key(c)) && !reviewed.has(unmarked(c))) lines.push(`- ${word}: ${c.text} (${c.source.citationId}, ${c.source.locator})`);
    for (const c of b[kind]) {
      if (was.has(key(c))) continue;
      lines.push(
        reviewed.has(unmarked(c))
          ? `reviewed ${word}${c.reviewed ? ` by ${c.reviewed.by}, ${c.reviewed.on}` : ''}: ${c.text}`
          : `+ ${word}: ${c.text} (${c.source.citationId}, ${c.source.locator})`,
      );
    }
  }
  return lines;
}

/** What changed from `before` to `after`: rules, interactions, medications, ingredients, guideline tables, citations and dosing (by medication). */
export function diffClinicalContent(before: ClinicalContentSet, after: ClinicalContentSet): ContentDiffEntry[] {
  const tables = (c: ClinicalContentSet) => c.pack.tables.map((t) => ({ ...t, id: t.state }));
  return [
    ...diffItems('rule', before.rules, after.rules, (r) => r.label, ruleDetails),
    ...diffItems('interaction', before.interactions, after.interactions, interactionTitle, interactionDetails),
    ...diffItems(
      'medication',
      before.catalog.regimens,
      after.catalog.regimens,
      (r) => r.name,
      (a, b) => [...(a.name !== b.name ? [`name: ${a.name} → ${b.name}`] : []), ...claimDetails(a, b)],
    ),
    ...diffItems(
      'ingredient',
      before.catalog.ingredients,
      after.catalog.ingredients,
      (i) => i.name,
      (a, b) => [
        ...(JSON.stringify(a.classes) !== JSON.stringify(b.classes) ? [`classes: ${a.classes.join(', ')} → ${b.classes.join(', ')}`] : []),
        ...claimDetails(a, b),
      ],
    ),
    ...diffItems(
      'guideline',
      tables(before),
      tables(after),
      (t) => `${t.state} table`,
      (a, b) => {
        const key = (e: (typeof a.entries)[number]) => `${e.regimenId} (line ${e.line}, rank ${e.rank})`;
        const was = new Set(a.entries.map(key));
        const now = new Set(b.entries.map(key));
        return [...[...was].filter((k) => !now.has(k)).map((k) => `- ${k}`), ...[...now].filter((k) => !was.has(k)).map((k) => `+ ${k}`)];
      },
    ),
    ...diffItems(
      'citation',
      before.pack.citations,
      after.pack.citations,
      (c) => c.short,
      (a, b) => [`reference: ${a.reference} → ${b.reference}`],
    ),
    ...diffItems('dosing', before.dosing, after.dosing, (d) => `${d.name} dosing`, dosingDetails),
  ];
}
