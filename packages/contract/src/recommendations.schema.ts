import { z } from 'zod';
import { recommendationSchema, wireInputShape } from '@balancer/domain';
import { text } from './text.schema';

/**
 * POST /api/v2/recommendations: the engine's own input, its fields from the domain's input table (every
 * risk flag optional, false when absent; `currentMedications`, `conditions` and who the patient is (age group,
 * sex, childbearing potential, bipolar type, mixed features, maintenance polarity; docs/adr/0046) optional,
 * not asked when absent). Strict,
 * so free text or identifiers cannot ride along: the server never sees them.
 */
export const recommendationRequestSchema = z.object(wireInputShape(() => text())).strict();
export type RecommendationRequest = z.input<typeof recommendationRequestSchema>;

/** The engine's answer as it is: tiers, exclusions, explanations and whatever else the domain returns. */
export const recommendationResponseSchema = recommendationSchema;
export type RecommendationResponse = z.infer<typeof recommendationResponseSchema>;
