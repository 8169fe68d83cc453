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
