import { z } from 'zod';
import { moodStateSchema, recommendationSchema, riskFlagShape } from '@balancer/domain';
import { freeTextLimits } from '../text.schema';

const flag = z.boolean().default(false);

/**
 * POST /api/v1/api/get_med_recommend, as the original client sends it. The legacy adapter maps it
 * to the engine's input; free text and the three episode answers are accepted and discarded unread
 * (the server never stores or logs suggester input).
 */
export const legacyRecommendRequestSchema = z.object({
  id: z.string().max(freeTextLimits.id).optional(),
  state: moodStateSchema,
  otherDiagnosis: z.string().max(freeTextLimits.otherDiagnosis).optional(),
  description: z.string().max(freeTextLimits.description).optional(),
  currentMedications: z.string().max(freeTextLimits.currentMedications).optional(),
  depression: flag,
  hypomania: flag,
  mania: flag,
  ...riskFlagShape(() => flag),
  /** The original client sends a comma-joined string; a list is accepted too. */
  priorMedications: z
    .union([z.string().max(2000), z.array(z.string().max(200)).max(100)])
    .default('')
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)),
});
export type LegacyRecommendRequest = z.input<typeof legacyRecommendRequestSchema>;

/** The original client reads `first`, `second` and `third` (`name`, `source`); the rest rides along. */
export const legacyRecommendResponseSchema = recommendationSchema;
