import { z } from 'zod';

/**
 * The drug and condition vocabulary (docs/adr/0041): what a drug or condition is called, how records
 * code it and which classes a drug belongs to. General facts with their source, never tuned to one
 * question; it covers drugs Balancer never suggests but patients take (ibuprofen, lisinopril …).
 */

/** Ids are lower-case words joined by hyphens (`sertraline`, `ace-inhibitor`, `strong-cyp3a4-inducer`). */
export const vocabularyIdSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by hyphens');

/** WHO ATC code at any level (A, A10, A10B, A10BA, A10BA02). */
export const atcCodeSchema = z.string().regex(/^[A-Z](?:\d\d(?:[A-Z](?:[A-Z](?:\d\d)?)?)?)?$/, 'a WHO ATC code');

export const vocabularyIngredientSchema = z.object({
  id: vocabularyIdSchema,
  /** Generic display name, e.g. "Lisinopril". */
  name: z.string().min(1),
  /** RxNorm ingredient (and salt) concepts that code it; empty where none was checked against an RxNorm-keyed source. */
  rxcuis: z.array(z.string().regex(/^[1-9][0-9]{0,9}$/)),
  /** WHO ATC codes (level 5); several where WHO lists the substance in several groups. */
  atc: z.array(atcCodeSchema),
  brands: z.array(z.string().min(1)),
  /** Other spellings and salts ("paracetamol", "valproic acid", "ethinyl estradiol"). */
  synonyms: z.array(z.string().min(1)),
  /** Classes not defined by an ATC group (SNRI, CYP3A4 inducer, QT-prolonging); ATC classes follow from `atc`. */
  classes: z.array(vocabularyIdSchema),
  /** Where the names, codes and class memberships were read. */
  source: z.string().min(1),
});
export type VocabularyIngredient = z.infer<typeof vocabularyIngredientSchema>;

export const drugClassBasisSchema = z.discriminatedUnion('kind', [
  /**
   * WHO ATC groups (`level` 1–4): every ingredient with a code under one of them is a member, except
   * codes under `excludes` (lithium is N05AN, inside N05A, but no antipsychotic).
   */
  z.object({
    kind: z.literal('atc'),
    codes: z.array(atcCodeSchema).min(1),
    level: z.number().int().min(1).max(4),
    excludes: z.array(atcCodeSchema).optional(),
  }),
  /** A class defined by a publication or label rather than an ATC group (FDA CYP tables, QT warnings). */
  z.object({ kind: z.literal('publication'), citation: z.string().min(1) }),
]);
export type DrugClassBasis = z.infer<typeof drugClassBasisSchema>;

export const vocabularyClassSchema = z.object({
  id: vocabularyIdSchema,
  /** How a clinician names the class, singular ("SSRI"). */
  name: z.string().min(1),
  /** How documents write it: plural, spelled out, older names ("SSRIs", "selective serotonin reuptake inhibitors"). */
  synonyms: z.array(z.string().min(1)),
  /** Classes this one is part of (SSRIs ⊂ antidepressants). */
  parents: z.array(vocabularyIdSchema),
  basis: drugClassBasisSchema,
  /** The general fact the class encodes, in one sentence. */
  meaning: z.string().min(1),
});
export type VocabularyClass = z.infer<typeof vocabularyClassSchema>;

export const conditionCodeSchema = z.object({
  system: z.enum(['snomed', 'icd10cm']),
  code: z.string().min(1),
  display: z.string().min(1),
  /** ICD-10-CM: every code under this category counts. */
  prefix: z.literal(true).optional(),
});
export type ConditionCode = z.infer<typeof conditionCodeSchema>;

export const vocabularyConditionSchema = z.object({
  id: vocabularyIdSchema,
  name: z.string().min(1),
  synonyms: z.array(z.string().min(1)),
  codes: z.array(conditionCodeSchema).min(1),
  source: z.string().min(1),
});
export type VocabularyCondition = z.infer<typeof vocabularyConditionSchema>;

export const drugVocabularySchema = z.object({
  ingredients: z.array(vocabularyIngredientSchema),
  classes: z.array(vocabularyClassSchema),
  conditions: z.array(vocabularyConditionSchema),
});
export type DrugVocabulary = z.infer<typeof drugVocabularySchema>;
