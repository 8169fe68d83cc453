import { z } from 'zod';
import type { Claim } from '../catalog/catalog.schema';
import type { Citation, Provenance } from '../citation.schema';
import { dosingCitationList } from '../dosing/dosing-citations';
import { dosingReviewItems, dosingReviewRefSchema, markDosingReviewed } from '../dosing/dosing-review';
import type { ReviewStamp } from '../review-stamp.schema';
import type { SafetyRule } from '../rules/rule.schema';
import { selectorText } from '../rules/condition-text';
import type { ClinicalContentSet } from './clinical-content';

/**
 * What a reviewer marks reviewed. A statement is named by its text and source, not by where it sits:
 * the same statement is shared by several medications (a class warning) and is reviewed once for all.
 * A dosing fact belongs to one medication's dosing and is named by its place there (dosing-review.ts).
 */
export const reviewItemRefSchema = z.discriminatedUnion('area', [
  z.object({ area: z.literal('rule'), ruleId: z.string().min(1).max(200) }),
  z.object({ area: z.literal('interaction'), interactionId: z.string().min(1).max(200) }),
  z.object({
    area: z.literal('statement'),
    text: z.string().min(1).max(1000),
    citationId: z.string().min(1).max(200),
    locator: z.string().min(1).max(500),
  }),
  dosingReviewRefSchema,
]);
export type ReviewItemRef = z.infer<typeof reviewItemRefSchema>;

/** A source as the review queue shows it: the guideline or label, where in it, and the full citation. */
export const reviewSourceSchema = z.object({
  citation: z.string(),
  locator: z.string(),
  reference: z.string(),
  url: z.string().nullable(),
});
export type ReviewSource = z.infer<typeof reviewSourceSchema>;

/** One item awaiting clinical review, with what a reviewer needs to check it. */
export const reviewItemSchema = z.object({
  ref: reviewItemRefSchema,
  /** The statement's text, the rule's label, the interaction's two sides, or the dosing fact in words after its medication's name. */
  title: z.string(),
  /** A rule's rationale or reviewer's note; a dosing fact's product; empty for a statement. */
  detail: z.string(),
  /** "benefit", "risk" or the rule's effect and severity, in words. */
  kind: z.string(),
  /** The medications carrying the statement, or the rule's targets' names. */
  usedBy: z.array(z.string()),
  sources: z.array(reviewSourceSchema),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

const sourceOf = (citations: readonly Citation[], p: Provenance): ReviewSource => {
  const c = citations.find((x) => x.id === p.citationId);
  return { citation: c?.short ?? p.citationId, locator: p.locator, reference: c?.reference ?? p.citationId, url: c?.url ?? null };
};

const sameStatement = (c: Claim, ref: Extract<ReviewItemRef, { area: 'statement' }>) =>
  c.text === ref.text && c.source.citationId === ref.citationId && c.source.locator === ref.locator;

/**
 * Every statement (once per text and source), rule, interaction and dosing fact still marked
 * `needsReview`: statements first, in catalogue order, then rules, interactions, and dosing facts in
 * content order.
 */
export function reviewQueue(content: ClinicalContentSet): ReviewItem[] {
  const { catalog, pack, rules } = content;
  const statements = new Map<string, ReviewItem>();
  const owners = [...catalog.ingredients, ...catalog.regimens];
  for (const owner of owners)
    for (const [list, word] of [
      ['benefits', 'benefit'],
      ['risks', 'risk'],
    ] as const)
      for (const c of owner[list]) {
        if (!c.needsReview) continue;
        const key = JSON.stringify([c.text, c.source.citationId, c.source.locator]);
        const item = statements.get(key) ?? {
          ref: { area: 'statement' as const, text: c.text, citationId: c.source.citationId, locator: c.source.locator },
          title: c.text,
          detail: '',
          kind: word,
          usedBy: [],
          sources: [sourceOf(pack.citations, c.source)],
        };
        if (!item.usedBy.includes(owner.name)) item.usedBy.push(owner.name);
        statements.set(key, item);
      }
  const names = new Map(owners.map((o) => [o.id, o.name] as const));
  const ruleItems = rules
    .filter((r) => r.needsReview)
    .map(
      (r): ReviewItem => ({
        ref: { area: 'rule', ruleId: r.id },
        title: r.label,
        detail: r.reviewNote ? `${r.rationale} Reviewer's note: ${r.reviewNote}` : r.rationale,
        kind: `rule: ${r.effect}, ${r.severity}${r.disabled ? ', disabled' : ''}`,
        usedBy: targetNames(r, names),
        sources: r.sources.map((s) => sourceOf(pack.citations, s)),
      }),
    );
  const interactionItems = content.interactions
    .filter((x) => x.needsReview)
    .map(
      (x): ReviewItem => ({
        ref: { area: 'interaction', interactionId: x.id },
        title: `${selectorText(x.a)} with ${selectorText(x.b)}`,
        detail: `${x.clinicalEffect}. ${x.mechanism}. ${x.management}`,
        kind: `interaction: ${x.effect}, ${x.severity}${x.disabled ? ', disabled' : ''}`,
        usedBy: [selectorText(x.a), selectorText(x.b)],
        sources: x.sources.map((s) => sourceOf(pack.citations, s)),
      }),
    );
  // The label citations the dosing brought are not (yet) in the pack; they are named from the built-in list.
  const dosingSources = dosingCitationList(pack.citations);
  const dosingItems = dosingReviewItems(content.dosing, (p) => sourceOf(dosingSources, p));
  return [...statements.values(), ...ruleItems, ...interactionItems, ...dosingItems];
}

function targetNames(rule: SafetyRule, names: ReadonlyMap<string, string>): string[] {
  const t = rule.target;
  if (t.kind === 'ingredients') return t.ingredientIds.map((id) => names.get(id) ?? id);
  if (t.kind === 'regimens') return t.regimenIds.map((id) => names.get(id) ?? id);
  if (t.kind === 'classes') return t.classes.map((c) => `class: ${c.replace(/_/g, ' ')}`);
  if (t.kind === 'priorMedications') return ['the medications already tried'];
  return ['advisory (no medication)'];
}

/** The content with `ref` reviewed by `stamp`, no longer awaiting review; null when nothing matched (unknown, or reviewed already). */
export function markReviewed(content: ClinicalContentSet, ref: ReviewItemRef, stamp: ReviewStamp): ClinicalContentSet | null {
  let found = false;
  if (ref.area === 'rule') {
    const rules = content.rules.map((r) => {
      if (r.id !== ref.ruleId || !r.needsReview) return r;
      found = true;
      const { needsReview: _was, ...rest } = r;
      return { ...rest, reviewed: stamp };
    });
    return found ? { ...content, rules } : null;
  }
  if (ref.area === 'dosing') {
    const dosing = markDosingReviewed(content.dosing, ref, stamp);
    return dosing ? { ...content, dosing } : null;
  }
  if (ref.area === 'interaction') {
    const interactions = content.interactions.map((x) => {
      if (x.id !== ref.interactionId || !x.needsReview) return x;
      found = true;
      const { needsReview: _was, ...rest } = x;
      return { ...rest, reviewed: stamp };
    });
    return found ? { ...content, interactions } : null;
  }
  const clear = (claims: Claim[]) =>
    claims.map((c) => {
      if (!c.needsReview || !sameStatement(c, ref)) return c;
      found = true;
      const { needsReview: _was, ...rest } = c;
      return { ...rest, reviewed: stamp };
    });
  const owner = <T extends { benefits: Claim[]; risks: Claim[] }>(o: T): T => ({
    ...o,
    benefits: clear(o.benefits),
    risks: clear(o.risks),
  });
  const catalog = { ingredients: content.catalog.ingredients.map(owner), regimens: content.catalog.regimens.map(owner) };
  return found ? { ...content, catalog } : null;
}
