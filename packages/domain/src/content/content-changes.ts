import { z } from 'zod';
import { slugSchema, type Catalog, type Claim, type Ingredient, type Regimen } from '../catalog/catalog.schema';
import { normalizeKey } from '../catalog/normalize-medication-name';
import { provenanceSchema, type Citation } from '../citation.schema';
import { safetyRuleSchema, type SafetyRule } from '../rules/rule.schema';

export { ADMIN_CITATION, ContentChangeError } from './change-basics';
import { reviewerNameSchema } from '../review-stamp.schema';
import { ADMIN_CITATION, ContentChangeError, withCitations } from './change-basics';
import type { ClinicalContentSet } from './clinical-content';
import { applyInteractionChange, interactionChangeSchemas, isInteractionChange } from './interaction-changes';
import { markReviewed, reviewItemRefSchema } from './review-queue';
import { restampClaim, restampRule } from './review-stamps';

const ADMIN_LOCATOR = 'Medication list';

/** A benefit or risk as an editor sends it: the text, and its source when one is named. */
export const statementInputSchema = z.object({
  text: z.string().trim().min(1, 'a statement cannot be empty').max(1000),
  source: provenanceSchema.optional(),
  /** Kept from the statement being edited: a statement not yet checked against its source stays marked. */
  needsReview: z.boolean().optional(),
  /** Kept from the statement being edited: it was reviewed. Unchanged it keeps its stamp; changed it awaits review again. */
  reviewed: z.boolean().optional(),
  /** Kept from the statement being edited: an interaction statement stays limited to regimens with the other agent. */
  interactsWith: z.array(slugSchema).min(1).optional(),
});
export type StatementInput = z.infer<typeof statementInputSchema>;

const statements = z.array(statementInputSchema).max(100);

/** One edit of the clinical content. Every change is previewed, validated and stored as a new version. */
export const contentChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rule.create'), rule: safetyRuleSchema }),
  z.object({ kind: z.literal('rule.update'), rule: safetyRuleSchema }),
  z.object({ kind: z.literal('rule.setEnabled'), ruleId: slugSchema, enabled: z.boolean() }),
  z.object({
    kind: z.literal('medication.add'),
    name: z.string().trim().min(1, 'Medication name is required').max(100),
    benefits: statements.min(1, 'Medication benefits are required'),
    risks: statements.min(1, 'Medication risks are required'),
  }),
  z.object({ kind: z.literal('medication.update'), id: slugSchema, benefits: statements, risks: statements }),
  z.object({ kind: z.literal('medication.delete'), id: slugSchema }),
  /** A clinician reviewer checked a statement, rule or dosing fact against its source: it no longer shows "awaiting review". */
  z.object({
    kind: z.literal('review.mark'),
    item: reviewItemRefSchema,
    /** The name prescribers will see beside it ("Reviewed by …"); the date is the server's. */
    reviewer: reviewerNameSchema,
  }),
  ...interactionChangeSchemas,
]);
export type ContentChange = z.infer<typeof contentChangeSchema>;

/** "Lamotrigine XR" → "lamotrigine-xr": a catalogue id for a new medication. */
export const slugFromName = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'medication';

const toClaim = (s: StatementInput): Claim => ({
  ...(s.source
    ? { text: s.text, source: s.source, ...(s.needsReview ? { needsReview: true } : {}) }
    : { text: s.text, source: { citationId: ADMIN_CITATION.id, locator: ADMIN_LOCATOR }, needsReview: true }),
  ...(s.interactsWith ? { interactsWith: s.interactsWith } : {}),
});

/** A stored statement as the editor shows it: an administrator's entry has no source to show. */
export const toStatementInput = (c: Claim): StatementInput =>
  c.source.citationId === ADMIN_CITATION.id
    ? { text: c.text }
    : {
        text: c.text,
        source: c.source,
        ...(c.needsReview ? { needsReview: true } : {}),
        ...(c.reviewed ? { reviewed: true } : {}),
        ...(c.interactsWith ? { interactsWith: c.interactsWith } : {}),
      };

const usesAdmin = (claims: readonly StatementInput[]) => claims.some((s) => !s.source);

function findRule(content: ClinicalContentSet, id: string): SafetyRule {
  const rule = content.rules.find((r) => r.id === id);
  if (!rule) throw new ContentChangeError('not_found', `ruleId: no rule '${id}'`);
  return rule;
}

function findMedication(catalog: Catalog, id: string): Regimen {
  const regimen = catalog.regimens.find((r) => r.id === id);
  if (!regimen) throw new ContentChangeError('not_found', `id: no medication '${id}'`);
  return regimen;
}

/**
 * The content after one change. Pure: nothing is mutated; `citations` are sources the change cites
 * that the content may not have yet (a library document); `today` dates a review stamp. Whether the
 * result is consistent is `validateClinicalContent`'s job, run by the caller on what this returns.
 */
export function applyContentChange(
  content: ClinicalContentSet,
  change: ContentChange,
  citations: readonly Citation[] = [],
  today: string = new Date().toISOString().slice(0, 10),
): ClinicalContentSet {
  const base = withCitations(content, citations);
  if (isInteractionChange(change)) return applyInteractionChange(base, change);
  switch (change.kind) {
    case 'rule.create':
      if (base.rules.some((r) => r.id === change.rule.id))
        throw new ContentChangeError('conflict', `rule.id: a rule '${change.rule.id}' already exists`);
      return { ...base, rules: [...base.rules, restampRule(change.rule, undefined)] };
    case 'rule.update': {
      const before = findRule(base, change.rule.id);
      return { ...base, rules: base.rules.map((r) => (r.id === change.rule.id ? restampRule(change.rule, before) : r)) };
    }
    case 'rule.setEnabled': {
      findRule(base, change.ruleId);
      const set = (r: SafetyRule): SafetyRule => {
        const { disabled: _was, ...rest } = r;
        return change.enabled ? rest : { ...rest, disabled: true };
      };
      return { ...base, rules: base.rules.map((r) => (r.id === change.ruleId ? set(r) : r)) };
    }
    case 'medication.add': {
      const key = normalizeKey(change.name);
      if (base.catalog.regimens.some((r) => normalizeKey(r.name) === key))
        throw new ContentChangeError('conflict', `Medication "${change.name}" already exists`);
      const id = slugFromName(change.name);
      const ingredient: Ingredient = {
        id,
        name: change.name,
        classes: [],
        brands: [],
        synonyms: [],
        benefits: change.benefits.map(toClaim),
        risks: change.risks.map(toClaim),
      };
      const regimen: Regimen = { id, name: change.name, ingredientIds: [id], brands: [], benefits: [], risks: [] };
      const next = usesAdmin([...change.benefits, ...change.risks]) ? withCitations(base, [ADMIN_CITATION]) : base;
      return {
        ...next,
        catalog: { ingredients: [...next.catalog.ingredients, ingredient], regimens: [...next.catalog.regimens, regimen] },
      };
    }
    case 'medication.update': {
      const regimen = findMedication(base.catalog, change.id);
      // A single-ingredient medication's statements are its ingredient's; a combination's are its own.
      const single = regimen.ingredientIds.length === 1 ? regimen.ingredientIds[0] : undefined;
      const owner = single ? base.catalog.ingredients.find((i) => i.id === single) : regimen;
      const own = owner ? [...owner.benefits, ...owner.risks] : [];
      const claim = (s: StatementInput) => restampClaim(toClaim(s), s.reviewed === true, own);
      const claims = { benefits: change.benefits.map(claim), risks: change.risks.map(claim) };
      const next = usesAdmin([...change.benefits, ...change.risks]) ? withCitations(base, [ADMIN_CITATION]) : base;
      const catalog: Catalog = single
        ? {
            ingredients: next.catalog.ingredients.map((i) => (i.id === single ? { ...i, ...claims } : i)),
            regimens: next.catalog.regimens.map((r) => (r.id === regimen.id ? { ...r, benefits: [], risks: [] } : r)),
          }
        : { ...next.catalog, regimens: next.catalog.regimens.map((r) => (r.id === regimen.id ? { ...r, ...claims } : r)) };
      return { ...next, catalog };
    }
    case 'medication.delete': {
      const regimen = findMedication(base.catalog, change.id);
      const regimens = base.catalog.regimens.filter((r) => r.id !== regimen.id);
      // An ingredient goes with its last medication; rules or tables still naming it make validation refuse.
      const used = new Set(regimens.flatMap((r) => r.ingredientIds));
      const ingredients = base.catalog.ingredients.filter((i) => used.has(i.id) || !regimen.ingredientIds.includes(i.id));
      // Its dosing goes with it (the regimen's own, or a removed ingredient's): dosing keyed by an id the
      // catalogue lacks is refused by validation (docs/adr/0049).
      const kept = new Set([...regimens.map((r) => r.id), ...ingredients.map((i) => i.id)]);
      const dosing = base.dosing.filter((d) => kept.has(d.id));
      return { ...base, catalog: { ingredients, regimens }, dosing };
    }
    case 'review.mark': {
      const next = markReviewed(base, change.item, { by: change.reviewer, on: today });
      if (!next)
        throw new ContentChangeError(
          'not_found',
          change.item.area === 'rule'
            ? `item.ruleId: no rule '${change.item.ruleId}' awaits review`
            : change.item.area === 'dosing'
              ? `item.text: no ${change.item.fact} fact ${change.item.index} of the dosing of '${change.item.medicationId}' with this text awaits review`
              : change.item.area === 'interaction'
                ? `item.interactionId: no interaction '${change.item.interactionId}' awaits review`
                : 'item.text: no statement with this text and source awaits review',
        );
      return next;
    }
  }
}
