import { z } from 'zod';
import { provenanceSchema } from '../citation.schema';
import { reviewStampSchema } from '../review-stamp.schema';

export const drugClassSchema = z.enum([
  'mood_stabilizer',
  'anticonvulsant',
  'valproate',
  'sga',
  'fga',
  'ssri',
  'snri',
  'ndri',
  'antiestrogen',
  'cyp3a4_inducer',
]);
export type DrugClass = z.infer<typeof drugClassSchema>;

export const slugSchema = z.string().regex(/^[a-z0-9]+(?:[-+][a-z0-9]+)*$/, 'lower-case slug');

/** A clinical statement written for clinicians, with where it comes from. */
export const claimSchema = z.object({
  text: z.string().min(1),
  source: provenanceSchema,
  /** True for background-knowledge statements that a clinician reviewer has not yet checked. */
  needsReview: z.boolean().optional(),
  /** Who cleared `needsReview` and when (`review.mark`); goes when the text or source changes (docs/adr/0038). */
  reviewed: reviewStampSchema.optional(),
  /**
   * An interaction statement: shown for the ingredient alone and in combinations containing one of
   * these ingredients, never in a combination without them (it would not apply to that regimen).
   */
  interactsWith: z.array(slugSchema).min(1).optional(),
});
export type Claim = z.infer<typeof claimSchema>;

export const ingredientSchema = z.object({
  id: slugSchema,
  /** Generic display name, e.g. "Valproate". */
  name: z.string().min(1),
  /** Empty for a medication an administrator added without classifying it (class rules skip it). */
  classes: z.array(drugClassSchema),
  /** Brand names, matched case-insensitively (e.g. "Depakote"). */
  brands: z.array(z.string().min(1)),
  /** Other generic spellings (e.g. "divalproex", "valproic acid"). */
  synonyms: z.array(z.string().min(1)),
  benefits: z.array(claimSchema),
  risks: z.array(claimSchema),
});
export type Ingredient = z.infer<typeof ingredientSchema>;

/** What a clinician prescribes: one ingredient, or a combination of several. */
export const regimenSchema = z.object({
  id: slugSchema,
  /** Display name; combinations read "Quetiapine plus Lithium". */
  name: z.string().min(1),
  ingredientIds: z.array(slugSchema).min(1),
  /** Brand names of fixed-dose products of this exact regimen (e.g. "Symbyax"). */
  brands: z.array(z.string().min(1)),
  /** Statements specific to the regimen; ingredient statements are added to these. */
  benefits: z.array(claimSchema),
  risks: z.array(claimSchema),
});
export type Regimen = z.infer<typeof regimenSchema>;

export const catalogSchema = z.object({
  ingredients: z.array(ingredientSchema),
  regimens: z.array(regimenSchema),
});
export type Catalog = z.infer<typeof catalogSchema>;
