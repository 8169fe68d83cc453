import { z } from 'zod';
import { provenanceSchema } from '../citation.schema';
import { slugSchema } from '../catalog/catalog.schema';
import { moodStateSchema } from '../input/patient-inputs';
import { riskFlagSchema } from '../input/risk-flags';
import { reviewStampSchema } from '../review-stamp.schema';

/**
 * Dosing and monitoring facts (issue 41, docs/adr/0047). Every fact names its source (guideline or
 * label) and where in it, and `needsReview` while a clinician has not checked a background-knowledge
 * fact against that source: the same marker as the catalogue's statements.
 */
const sourced = {
  source: provenanceSchema,
  /** True for background-knowledge facts that a clinician reviewer has not yet checked. */
  needsReview: z.boolean().optional(),
  /** Who checked it against its source, and when: written only by `review.mark` (docs/adr/0049). */
  reviewed: reviewStampSchema.optional(),
};

/** Daily totals in mg or mg/kg; long-acting injections per injection. */
export const doseUnitSchema = z.enum(['mg/day', 'mg/kg/day', 'mg/injection']);
export type DoseUnit = z.infer<typeof doseUnitSchema>;

export const doseSchema = z.object({
  amount: z.number().positive(),
  /** Upper end when the source gives a span for one step, e.g. 2–3 mg/day. */
  upTo: z.number().positive().optional(),
  unit: doseUnitSchema,
  /** How the amount is given, e.g. "in 2–3 divided doses", "once daily in the evening". */
  frequency: z.string().min(1),
});
export type Dose = z.infer<typeof doseSchema>;

export const titrationStepSchema = z.object({
  /** When this step starts, e.g. "Day 1", "Weeks 3–4", "Then". */
  when: z.string().min(1),
  dose: doseSchema,
  /** The amount is a change from the step before, not a total ("increase by 300 mg/day every 3 days"). */
  increment: z.boolean().optional(),
});
export type TitrationStep = z.infer<typeof titrationStepSchema>;

/** Starting dose, titration, usual range and maximum for one use (phase and role), from one source section. */
export const phaseDosingSchema = z.object({
  phases: z.array(moodStateSchema).min(1),
  /** The use as the source words it, e.g. "Acute mania, alone or with lithium or valproate". */
  use: z.string().min(1),
  start: z.array(titrationStepSchema).min(1),
  usual: z.object({ low: z.number().positive(), high: z.number().positive(), unit: doseUnitSchema, frequency: z.string().min(1) }),
  maximum: doseSchema,
  /** E.g. "No US indication for bipolar disorder: guideline use" (said beside the dose). */
  note: z.string().optional(),
  ...sourced,
});
export type PhaseDosing = z.infer<typeof phaseDosingSchema>;

export const levelPopulationSchema = z.enum(['adult', 'older-adult']);

/** A serum level to aim for, and when to draw it. */
export const targetLevelSchema = z.object({
  analyte: z.string().min(1),
  phases: z.array(moodStateSchema).min(1),
  population: levelPopulationSchema,
  low: z.number().positive(),
  high: z.number().positive(),
  unit: z.string().min(1),
  /** Other units, e.g. "350–700 µmol/L". */
  alsoAs: z.string().optional(),
  /** When to draw: "trough, 12 h after the last dose, 5–7 days after starting or any change". */
  draw: z.string().min(1),
  ...sourced,
});
export type TargetLevel = z.infer<typeof targetLevelSchema>;

/** What makes an adjustment apply. A current medication also matches another ingredient of the same regimen. */
export const adjustmentTriggerSchema = z.discriminatedUnion('kind', [
  /** Any of the flags answered Yes (e.g. the three pregnancy questions). */
  z.object({ kind: z.literal('flag'), flags: z.array(riskFlagSchema).min(1) }),
  z.object({ kind: z.literal('older-adult') }),
  z.object({
    kind: z.literal('medication'),
    /** Vocabulary ingredient ids, e.g. "valproate". */
    ingredients: z.array(slugSchema),
    /** Vocabulary class ids, e.g. "ace-inhibitor", "strong-cyp3a4-inducer". */
    classes: z.array(slugSchema),
    /** Ingredient or class ids a match must not have, e.g. a moderate-inhibitor row skips strong inhibitors. */
    unless: z.array(slugSchema).optional(),
    /** How the trigger reads to a clinician, e.g. "valproate", "an ACE inhibitor, ARB, thiazide or NSAID". */
    label: z.string().min(1),
  }),
]);
export type AdjustmentTrigger = z.infer<typeof adjustmentTriggerSchema>;

export const adjustmentEffectSchema = z.enum(['start-lower', 'reduce', 'increase', 'cap', 'avoid', 'monitor']);

export const adjustmentSchema = z.object({
  id: slugSchema,
  when: adjustmentTriggerSchema,
  effect: adjustmentEffectSchema,
  /** What to do, said to the prescriber: "start lower, titrate slowly, check the level at 5 days". */
  text: z.string().min(1),
  ...sourced,
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

/** A test at baseline and after starting; `days` place it on the printout's checklist. */
export const monitoringSchema = z.object({
  test: z.string().min(1),
  baseline: z.boolean(),
  /** Days after the start for the checklist (0 = baseline is given by `baseline`). */
  days: z.array(z.number().int().positive()),
  /** The interval in words, e.g. "at 6 months, then yearly". */
  interval: z.string().min(1),
  ...sourced,
});
export type Monitoring = z.infer<typeof monitoringSchema>;

export const adviceSchema = z.object({ text: z.string().min(1), ...sourced });
export type Advice = z.infer<typeof adviceSchema>;

/** Where the guideline and the label say different things, both, named. */
export const sourceDifferenceSchema = z.object({
  topic: z.string().min(1),
  guideline: z.object({ text: z.string().min(1), ...sourced }),
  label: z.object({ text: z.string().min(1), ...sourced }),
});
export type SourceDifference = z.infer<typeof sourceDifferenceSchema>;

/** The dosing of one ingredient, or of one product regimen (a fixed-dose combination or a long-acting injection). */
export const medicationDosingSchema = z.object({
  /** Catalogue ingredient id, or regimen id for a product whose dosing is its own (Symbyax, LAIs). */
  id: slugSchema,
  name: z.string().min(1),
  /** The product the doses are for, e.g. "Lithium carbonate, immediate-release tablets or capsules". */
  product: z.string().min(1),
  phases: z.array(phaseDosingSchema).min(1),
  levels: z.array(targetLevelSchema),
  adjustments: z.array(adjustmentSchema),
  monitoring: z.array(monitoringSchema).min(1),
  advice: z.array(adviceSchema).min(1),
  differences: z.array(sourceDifferenceSchema),
});
export type MedicationDosing = z.infer<typeof medicationDosingSchema>;
