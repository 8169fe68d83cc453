import { z } from 'zod';
import { citedStatementSchema } from '@balancer/domain';
import { text } from '../text.schema';

/** One row of GET /api/v1/api/get_full_list_med: benefits and risks joined with ", " as the original did. */
export const legacyMedicationListItemSchema = z.object({
  name: z.string(),
  benefits: z.string(),
  risks: z.string(),
  ingredients: z.array(z.string()),
  aliases: z.array(z.string()),
});
export type LegacyMedicationListItem = z.infer<typeof legacyMedicationListItemSchema>;

export const legacyMedicationListQuerySchema = z.object({ name: text().min(1).max(200).optional() });
export const legacyMedicationListResponseSchema = z.array(legacyMedicationListItemSchema);

/** Values of `source` the original client sends (what get_med_recommend returned for the item). */
export const legacyRiskSources = [
  'include',
  'diagnosis',
  'diagnosis_depressed',
  'diagnosis_manic',
  'diagnosis_hypomanic',
  'diagnosis_euthymic',
] as const;

export const legacyRiskRequestSchema = z.object({
  drug: text().trim().min(1, "Request must include 'drug'.").max(200),
  source: z.enum(legacyRiskSources, { error: `Must be one of: ${legacyRiskSources.join(', ')}.` }).default('include'),
});

/** A source as the original client shows it; `link_url` opens the cited page of a library PDF. */
export const legacyRiskSourceSchema = z.object({
  title: z.string().nullable(),
  publication: z.string().nullable(),
  text: z.string(),
  page: z.number().int().nullable(),
  link_url: z.string().nullable(),
  locator: z.string().nullable(),
});

/** POST /api/v1/api/riskWithSources: statements keep the original "- " prefix; `details` adds their sources. */
export const legacyRiskResponseSchema = z.object({
  benefits: z.array(z.string()),
  risks: z.array(z.string()),
  sources: z.array(legacyRiskSourceSchema),
  details: z.object({ benefits: z.array(citedStatementSchema), risks: z.array(citedStatementSchema) }),
  ingredients: z.array(z.string()),
});
export type LegacyRiskResponse = z.infer<typeof legacyRiskResponseSchema>;

/** POST /api/v1/api/add_medication: the original's three required strings, benefits and risks comma-separated. */
export const legacyAddMedicationSchema = z.object({
  name: text({ error: 'Medication name is required' }).trim().min(1, 'Medication name is required').max(100),
  benefits: text({ error: 'Medication benefits are required' }).trim().min(1, 'Medication benefits are required').max(5000),
  risks: text({ error: 'Medication risks are required' }).trim().min(1, 'Medication risks are required').max(5000),
});
export const legacyMedicationSchema = z.object({ name: z.string(), benefits: z.string(), risks: z.string() });

/** DELETE /api/v1/api/delete_med with a JSON body. */
export const legacyDeleteMedicationSchema = z.object({
  name: text({ error: 'Medication name is required' }).trim().min(1, 'Medication name is required').max(200),
});
export const legacyDeleteMedicationResponseSchema = z.object({ success: z.string() });
