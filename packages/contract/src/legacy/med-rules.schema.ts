import { z } from 'zod';

const legacyRuleSourceSchema = z.object({
  guid: z.string().nullable(),
  name: z.string(),
  text: z.string(),
  page_num: z.number().int().nullable(),
  chunk_number: z.number().int().nullable(),
});

/** GET /api/v1/api/medRules: the original's envelope, one entry per rule, medications with their sources. */
export const legacyMedRulesResponseSchema = z.object({
  status: z.literal('success'),
  count: z.number().int(),
  results: z.array(
    z.object({
      id: z.string(),
      rule_type: z.enum(['INCLUDE', 'EXCLUDE']),
      history_type: z.string(),
      reason: z.string(),
      label: z.string(),
      explanation: z.string(),
      /** Beyond the original: the rule's effect and whether it is switched off. */
      effect: z.string(),
      disabled: z.boolean(),
      medication_sources: z.array(
        z.object({
          medication: z.object({ name: z.string(), benefits: z.string(), risks: z.string() }),
          sources: z.array(legacyRuleSourceSchema),
        }),
      ),
    }),
  ),
});
export type LegacyMedRulesResponse = z.infer<typeof legacyMedRulesResponseSchema>;
