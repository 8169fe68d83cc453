import { z } from 'zod';
import { text } from './text.schema';

/** One row of GET /api/v1/api/get_full_list_med. benefits and risks are ", "-joined (legacy shape). */
export const medicationListItemSchema = z.object({
  name: z.string(),
  benefits: z.string(),
  risks: z.string(),
  /** Ingredient display names, e.g. ["Quetiapine", "Lithium"]. */
  ingredients: z.array(z.string()),
  /** Brand names and synonyms that resolve to this medication, for autocomplete. */
  aliases: z.array(z.string()),
});
export type MedicationListItem = z.infer<typeof medicationListItemSchema>;

export const medicationListQuerySchema = z.object({ name: text().min(1).max(200).optional() });
export const medicationListResponseSchema = z.array(medicationListItemSchema);

/** Values of `source` the legacy client sends (what get_med_recommend returned for the item). */
export const riskSources = ['include', 'diagnosis', 'diagnosis_depressed', 'diagnosis_manic', 'diagnosis_hypomanic', 'diagnosis_euthymic'] as const;

export const riskRequestSchema = z.object({
  drug: text().trim().min(1, "Request must include 'drug'.").max(200),
  source: z.enum(riskSources, { error: `Must be one of: ${riskSources.join(', ')}.` }).default('include'),
});
export type RiskRequest = z.input<typeof riskRequestSchema>;

/** A statement with its citation, for the structured benefits/risks view. */
export const citedStatementSchema = z.object({
  text: z.string(),
  citation: z.string(),
  locator: z.string(),
  reference: z.string(),
  url: z.string().nullable(),
  /** Set on statements from background knowledge that a clinician reviewer has yet to confirm. */
  needsReview: z.boolean().optional(),
});
export type CitedStatement = z.infer<typeof citedStatementSchema>;

/** A source behind a medication: a guideline/label citation, or (later) a page of an uploaded paper. */
export const riskSourceSchema = z.object({
  title: z.string().nullable(),
  publication: z.string().nullable(),
  text: z.string(),
  page: z.number().int().nullable(),
  link_url: z.string().nullable(),
  locator: z.string().nullable(),
});
export type RiskSource = z.infer<typeof riskSourceSchema>;

/** POST /api/v1/api/riskWithSources. benefits/risks keep the legacy "- " prefix. */
export const riskResponseSchema = z.object({
  benefits: z.array(z.string()),
  risks: z.array(z.string()),
  sources: z.array(riskSourceSchema),
  details: z.object({ benefits: z.array(citedStatementSchema), risks: z.array(citedStatementSchema) }),
  ingredients: z.array(z.string()),
});
export type RiskResponse = z.infer<typeof riskResponseSchema>;
