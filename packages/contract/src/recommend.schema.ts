import { z } from 'zod';
import { moodStateSchema, recommendationSchema } from '@balancer/domain';
import { freeTextLimits } from './text.schema';

const flag = z.boolean().default(false);

/**
 * POST /api/v1/api/get_med_recommend. Field names are the legacy client's.
 * Free-text fields are accepted for compatibility and discarded unread: the server never stores
 * or logs suggester input.
 */
export const recommendRequestSchema = z.object({
  id: z.string().max(freeTextLimits.id).optional(),
  state: moodStateSchema,
  otherDiagnosis: z.string().max(freeTextLimits.otherDiagnosis).optional(),
  description: z.string().max(freeTextLimits.description).optional(),
  currentMedications: z.string().max(freeTextLimits.currentMedications).optional(),
  depression: flag,
  hypomania: flag,
  mania: flag,
  psychotic: flag,
  suicideHistory: flag,
  kidneyHistory: flag,
  liverHistory: flag,
  bloodPressureHistory: flag,
  weightGainConcern: flag,
  reproductive: flag,
  riskPregnancy: flag,
  anyPregnancy: flag,
  /** The legacy client sends a comma-joined string; a list is accepted too. */
  priorMedications: z
    .union([z.string().max(2000), z.array(z.string().max(200)).max(100)])
    .default('')
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)),
});
export type RecommendRequest = z.input<typeof recommendRequestSchema>;

export const recommendResponseSchema = recommendationSchema;
export type RecommendResponse = z.infer<typeof recommendResponseSchema>;
