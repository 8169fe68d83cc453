import { z } from 'zod';
import { patientContextSchema, recommendationSchema, riskFlagShape } from '@balancer/domain';
import { text } from './text.schema';

/**
 * POST /api/v2/recommendations: the engine's own input, with every risk flag optional (false when
 * absent). Strict, so free text or identifiers cannot ride along: the server never sees them.
 */
export const recommendationRequestSchema = patientContextSchema.extend({
  ...riskFlagShape(() => z.boolean().default(false)),
  priorMedications: z.array(text().trim().min(1, 'Enter a name').max(200)).max(100).default([]),
});
export type RecommendationRequest = z.input<typeof recommendationRequestSchema>;

/** The engine's answer as it is: tiers, exclusions, explanations and whatever else the domain returns. */
export const recommendationResponseSchema = recommendationSchema;
export type RecommendationResponse = z.infer<typeof recommendationResponseSchema>;
