import { z } from 'zod';
import { lineSchema } from '../guidelines/guideline.schema';
import { moodStateSchema } from '../input/patient-context.schema';

/** A rule that touched a regimen, with the ingredients that made it match. */
export const appliedRuleSchema = z.object({
  ruleId: z.string(),
  label: z.string(),
  effect: z.enum(['exclude', 'promote', 'warn']),
  severity: z.enum(['critical', 'warning', 'info']),
  reason: z.string(),
  /** Display names of what matched: ingredients, or the prior medication as typed. */
  matched: z.array(z.string()),
  /** Short citation labels with locators, e.g. "Lithium US label, Boxed warning". */
  citations: z.array(z.string()),
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
});
export type GuidelinePlacement = z.infer<typeof guidelinePlacementSchema>;

export const suggestionSchema = z.object({
  regimenId: z.string(),
  name: z.string(),
  /** Wire-compatible origin: "include" when a rule put it there, else "diagnosis_<state>". */
  source: z.string(),
  tier: lineSchema,
  guideline: guidelinePlacementSchema.nullable(),
  /** Rules that moved it (promote) or flag it (warn). */
  rules: z.array(appliedRuleSchema),
  /** One sentence: why it is in this tier. */
  explanation: z.string(),
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
});
export type Recommendation = z.infer<typeof recommendationSchema>;
