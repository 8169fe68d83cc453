import { z } from 'zod';
import { citedStatementSchema, statementSourceSchema } from '@balancer/domain';
import { text } from './text.schema';

/** GET /api/v2/medications: one catalogue medication with its cited benefits and risks. */
export const medicationSummarySchema = z.object({
  /** Catalogue regimen id (e.g. "quetiapine+lithium"), or the row number of an administrator's entry. */
  id: z.string(),
  name: z.string(),
  /** Ingredient display names, e.g. ["Quetiapine", "Lithium"]. */
  ingredients: z.array(z.string()),
  /** Brand names and synonyms that resolve to this medication, for autocomplete. */
  aliases: z.array(z.string()),
  benefits: z.array(citedStatementSchema),
  risks: z.array(citedStatementSchema),
});
export type MedicationSummary = z.infer<typeof medicationSummarySchema>;
export const medicationListSchema = z.array(medicationSummarySchema);

/** GET /api/v2/medications/{id}: the summary plus each source once, with its locators. */
export const medicationDetailSchema = medicationSummarySchema.extend({ sources: z.array(statementSourceSchema) });
export type MedicationDetail = z.infer<typeof medicationDetailSchema>;

export const medicationIdParamsSchema = z.object({ id: text().min(1).max(200) });

/**
 * `contentVersion`: the version an answer names ("v12:canmat-2018-2023u@…"); the detail is then the one
 * that answer was given on, not today's (docs/adr/0041). Without it, the active version.
 */
export const medicationDetailQuerySchema = z.object({
  contentVersion: text()
    .regex(
      /^v\d{1,9}:[\w.@-]{1,200}$/,
      'contentVersion: a content version as an answer names it, e.g. "v12:canmat-2018-2023u@0123456789abcdef"',
    )
    .optional(),
});
export type MedicationDetailQuery = z.infer<typeof medicationDetailQuerySchema>;
