import { z } from 'zod';
import { lineGroupSchema, lineSchema } from '../guidelines/guideline.schema';
import { moodStateSchema } from '../input/patient-context.schema';
import { reviewStampSchema } from '../review-stamp.schema';
import { ruleEffectSchema } from '../rules/rule.schema';
import { startTargetMonitorSchema } from '../dosing/start-target-monitor.schema';

/** A rule that touched a regimen, with the ingredients that made it match. */
export const appliedRuleSchema = z.object({
  ruleId: z.string(),
  label: z.string(),
  effect: ruleEffectSchema,
  severity: z.enum(['critical', 'warning', 'info']),
  reason: z.string(),
  /** Display names of what matched: ingredients, or the prior medication as typed. */
  matched: z.array(z.string()),
  /** Short citation labels with locators, e.g. "Lithium US label, Boxed warning". */
  citations: z.array(z.string()),
  /** A source behind the rule is not yet verified against its text: show it as such. */
  needsReview: z.boolean().default(false),
  /** Who checked the rule against its sources, and when (absent until reviewed; older clients ignore it). */
  reviewed: reviewStampSchema.optional(),
});
export type AppliedRule = z.infer<typeof appliedRuleSchema>;

/** The guideline row that placed a regimen. Null when a rule added a regimen the table lacks. */
export const guidelinePlacementSchema = z.object({
  line: lineSchema,
  rank: z.number().int().positive(),
  row: z.string(),
  locator: z.string(),
  citation: z.string(),
  note: z.string().optional(),
  /** Set where the guideline prints a line as two lists (acute mania: monotherapies, then combinations). */
  group: lineGroupSchema.optional(),
  /** The level of evidence the guideline defines for this line: short, and in full with its source. */
  evidence: z.object({ level: z.string(), text: z.string() }).optional(),
});
export type GuidelinePlacement = z.infer<typeof guidelinePlacementSchema>;

export const suggestionSchema = z.object({
  regimenId: z.string(),
  name: z.string(),
  /** Wire-compatible origin: "include" when a rule put it there, else "diagnosis_<state>". */
  source: z.string(),
  tier: lineSchema,
  guideline: guidelinePlacementSchema.nullable(),
  /** Rules that moved it (promote, deprioritise), mark it (favour) or flag it (warn). */
  rules: z.array(appliedRuleSchema),
  /** True when a deprioritise rule moved it to the end of its line (the rule says why). */
  deprioritised: z.boolean().default(false),
  /** One or two sentences: why it is in this tier and what moved it. */
  explanation: z.string(),
  /** How to start, what level to aim for and what to monitor, for this patient (issue 41; v2 API and CDS only). */
  startTargetMonitor: startTargetMonitorSchema.optional(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const exclusionSchema = z.object({
  regimenId: z.string(),
  name: z.string(),
  guideline: guidelinePlacementSchema.nullable(),
  rules: z.array(appliedRuleSchema).min(1),
  /** "Not suggested because …" sentence. */
  explanation: z.string(),
});
export type Exclusion = z.infer<typeof exclusionSchema>;

/** A fired `favour` rule, shown once at the top of the summary. */
export const advisorySchema = z.object({
  ruleId: z.string(),
  label: z.string(),
  severity: z.enum(['critical', 'warning', 'info']),
  text: z.string(),
  citations: z.array(z.string()),
  needsReview: z.boolean(),
  reviewed: reviewStampSchema.optional(),
  /** The suggestions the rule marks (empty for an advisory about no regimen, e.g. ECT). */
  regimenIds: z.array(z.string()),
});
export type Advisory = z.infer<typeof advisorySchema>;

/** A row the guideline advises against for this phase (shown collapsed under the tiers). */
export const notRecommendedRowSchema = z.object({ row: z.string(), locator: z.string(), citation: z.string() });
export type NotRecommendedRow = z.infer<typeof notRecommendedRowSchema>;

/** A line with no suggestion, and why: rules removed every entry, or the table has none. */
export const emptyLineSchema = z.object({
  line: lineSchema,
  cause: z.enum(['rules', 'table']),
  /** For `rules`, the product's sentence (docs/product.md#screens); for `table`, what the table lacks. */
  message: z.string(),
  /** The rules that removed this line's entries (empty when the table has none). */
  rules: z.array(z.object({ ruleId: z.string(), label: z.string() })),
});
export type EmptyLine = z.infer<typeof emptyLineSchema>;

export const recommendationSchema = z.object({
  state: moodStateSchema,
  guideline: z.object({ id: z.string(), name: z.string(), version: z.string(), phase: z.string() }),
  extrapolation: z.string().nullable(),
  first: z.array(suggestionSchema),
  second: z.array(suggestionSchema),
  third: z.array(suggestionSchema),
  excluded: z.array(exclusionSchema),
  /** Prior medications as typed that matched nothing in the catalogue (shown, never silently dropped). */
  unrecognizedPriorMedications: z.array(z.string()),
  nonPharmacological: z.array(z.object({ name: z.string(), line: lineSchema })),
  /** Advisories from fired `favour` rules (e.g. psychotic features), for the top of the summary. */
  advisories: z.array(advisorySchema).default([]),
  /** What the guideline advises against in this phase. */
  notRecommended: z.array(notRecommendedRowSchema).default([]),
  /** Lines left empty, with their cause. */
  emptyLines: z.array(emptyLineSchema).default([]),
  /** Hash of the guideline pack, rules and catalogue that produced this answer (printed for traceability). */
  contentVersion: z.string().default('unknown'),
});
export type Recommendation = z.infer<typeof recommendationSchema>;
