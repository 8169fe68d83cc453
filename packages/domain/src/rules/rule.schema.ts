import { z } from 'zod';
import { drugClassSchema, slugSchema } from '../catalog/catalog.schema';
import { provenanceSchema } from '../citation.schema';
import { reviewStampSchema } from '../review-stamp.schema';
import { conditionSchema } from './condition.schema';

/** Which regimens a rule acts on. A regimen matches if ANY of its ingredients matches. */
export const ruleTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ingredients'), ingredientIds: z.array(slugSchema).min(1) }),
  z.object({ kind: z.literal('classes'), classes: z.array(drugClassSchema).min(1) }),
  /** Exact regimens (used to promote lithium monotherapy, not every lithium combination). */
  z.object({ kind: z.literal('regimens'), regimenIds: z.array(slugSchema).min(1) }),
  /** The medications the clinician listed as already tried. */
  z.object({ kind: z.literal('priorMedications') }),
  /** No regimen: a `favour` rule with this target is only an advisory at the top of the summary. */
  z.object({ kind: z.literal('none') }),
]);
export type RuleTarget = z.infer<typeof ruleTargetSchema>;

export const ruleEffectSchema = z.enum([
  /** Removed from every tier and listed under "Not suggested" with the reason. */
  'exclude',
  /** Moved up to first line (kept at its guideline rank if already first line). */
  'promote',
  /** Kept where it is, with a warning shown beside it. */
  'warn',
  /** Moved to the end of its line, after every regimen not deprioritised, with the reason shown. */
  'deprioritise',
  /** Kept where it is and marked as favoured; the rule's text is also shown once at the top. */
  'favour',
]);
export type RuleEffect = z.infer<typeof ruleEffectSchema>;

export const safetyRuleSchema = z.object({
  id: slugSchema,
  /** Short label, e.g. "Kidney disease excludes lithium". */
  label: z.string().min(1),
  /** When the rule applies: a condition tree over the patient's inputs (docs/adr/0041). */
  when: conditionSchema,
  effect: ruleEffectSchema,
  target: ruleTargetSchema,
  severity: z.enum(['critical', 'warning', 'info']),
  /** Why, in one or two sentences, written for a prescriber. Shown as "Not suggested because…". */
  rationale: z.string().min(1),
  sources: z.array(provenanceSchema).min(1),
  /** Set when this rule is a product rule (docs/product.md#rules) and a source disagrees; shown to reviewers. */
  reviewNote: z.string().optional(),
  /** True when a source behind the rule has not been verified against its text (background knowledge). */
  needsReview: z.boolean().optional(),
  /** Who cleared `needsReview` and when (`review.mark`); goes when what the rule says changes (docs/adr/0038). */
  reviewed: reviewStampSchema.optional(),
  /** A disabled rule stays in the content (and its history) but never fires. */
  disabled: z.boolean().optional(),
});
export type SafetyRule = z.infer<typeof safetyRuleSchema>;
