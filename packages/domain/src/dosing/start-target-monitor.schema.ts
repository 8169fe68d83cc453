import { z } from 'zod';
import { provenanceSchema } from '../citation.schema';
import { slugSchema } from '../catalog/catalog.schema';
import { moodStateSchema } from '../input/patient-inputs';
import { reviewStampSchema } from '../review-stamp.schema';
import {
  adjustmentEffectSchema,
  adviceSchema,
  doseSchema,
  doseUnitSchema,
  monitoringSchema,
  sourceDifferenceSchema,
  targetLevelSchema,
  titrationStepSchema,
} from './dosing.schema';

/** An adjustment that applies to this patient, with the reason said ("Kidney disease"). */
export const appliedAdjustmentSchema = z.object({
  id: slugSchema,
  /** Why it applies: a risk flag's label, "Older adult", or "Takes valproate" / "Valproate in this regimen". */
  reason: z.string().min(1),
  effect: adjustmentEffectSchema,
  text: z.string().min(1),
  source: provenanceSchema,
  needsReview: z.boolean().optional(),
  reviewed: reviewStampSchema.optional(),
});
export type AppliedAdjustment = z.infer<typeof appliedAdjustmentSchema>;

/** One medication's start, target and monitoring for the phase, with this patient's adjustments. */
export const medicationBlockSchema = z.object({
  id: slugSchema,
  name: z.string(),
  product: z.string(),
  /** The use the doses are for, as the source words it. */
  use: z.string(),
  /** False when the sources set no dose for this phase and another phase's dosing is shown (said in `note`). */
  phaseMatched: z.boolean(),
  start: z.array(titrationStepSchema),
  usual: z.object({ low: z.number(), high: z.number(), unit: doseUnitSchema, frequency: z.string() }),
  maximum: doseSchema,
  note: z.string().optional(),
  doseSource: provenanceSchema,
  doseNeedsReview: z.boolean().optional(),
  /** Who checked the dose against its source (stored content, docs/adr/0049). */
  doseReviewed: reviewStampSchema.optional(),
  targets: z.array(targetLevelSchema),
  adjustments: z.array(appliedAdjustmentSchema),
  monitoring: z.array(monitoringSchema),
  advice: z.array(adviceSchema),
  differences: z.array(sourceDifferenceSchema),
  /** One line for a card or a printout: start, target and the patient's adjustments. */
  summary: z.string(),
});
export type MedicationBlock = z.infer<typeof medicationBlockSchema>;

/** The "Start, target, monitor" block of one suggested regimen. */
export const startTargetMonitorSchema = z.object({
  regimenId: slugSchema,
  state: moodStateSchema,
  medications: z.array(medicationBlockSchema),
  /** Ingredients with no dosing content (never for a first- or second-line regimen; tested). */
  missing: z.array(z.string()),
  /** Said once for the regimen, e.g. "Age not given: older-adult adjustments not applied". */
  notes: z.array(z.string()),
});
export type StartTargetMonitor = z.infer<typeof startTargetMonitorSchema>;
