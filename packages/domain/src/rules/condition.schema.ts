import { z } from 'zod';
import { moodStateSchema, riskFlagSchema } from '../input/patient-context.schema';
import { vocabularyIdSchema } from '../vocabulary/vocabulary.schema';
import { ageGroupSchema, bipolarTypeSchema, maintenancePolaritySchema, sexSchema } from '../input/who-inputs';

/**
 * When a rule applies (docs/adr/0041): a tree of `all`, `any` and `not` over atoms about the patient.
 * `{ kind: 'all', of: [] }` holds for every patient (prior-medication rules). An atom about an input
 * the patient did not give does not hold (the input table states what "unknown" means per input).
 */

/** Drugs named by ingredient or by class; a class takes in its sub-classes (vocabulary `membersOf`). */
export const drugSelectorSchema = z
  .object({ ingredients: z.array(vocabularyIdSchema).optional(), classes: z.array(vocabularyIdSchema).optional() })
  .refine((s) => (s.ingredients?.length ?? 0) + (s.classes?.length ?? 0) > 0, 'name at least one ingredient or class');
export type DrugSelector = z.infer<typeof drugSelectorSchema>;

export { bipolarTypeSchema, sexSchema, maintenancePolaritySchema } from '../input/who-inputs';
export const specifierSchema = z.enum(['mixedFeatures', 'psychoticFeatures']);
export const ageBandSchema = ageGroupSchema;

export const conditionAtomSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('flag'), flag: riskFlagSchema }),
  z.object({ kind: z.literal('state'), states: z.array(moodStateSchema).min(1) }),
  z.object({ kind: z.literal('bipolarType'), types: z.array(bipolarTypeSchema).min(1) }),
  z.object({ kind: z.literal('specifier'), specifier: specifierSchema }),
  z.object({ kind: z.literal('ageBand'), bands: z.array(ageBandSchema).min(1) }),
  z.object({ kind: z.literal('sex'), sexes: z.array(sexSchema).min(1) }),
  /** The childbearing-potential answer was given and is `value` (only a female patient's answer is read). */
  z.object({ kind: z.literal('childbearingPotential'), value: z.boolean() }),
  /** The predominant polarity of past episodes, for maintenance (issue 37 finding 9). */
  z.object({ kind: z.literal('maintenancePolarity'), polarities: z.array(maintenancePolaritySchema).min(1) }),
  /** The patient takes one of these drugs now. */
  z.object({ kind: z.literal('taking'), drugs: drugSelectorSchema }),
  /** One of these drugs is among the medications tried before. */
  z.object({ kind: z.literal('tried'), drugs: drugSelectorSchema }),
  /** The patient has one of these vocabulary conditions (long QT, epilepsy …) on record or as entered. */
  z.object({ kind: z.literal('hasCondition'), conditions: z.array(vocabularyIdSchema).min(1) }),
]);
export type ConditionAtom = z.infer<typeof conditionAtomSchema>;

export type Condition =
  | ConditionAtom
  | { kind: 'all'; of: Condition[] }
  | { kind: 'any'; of: Condition[] }
  | { kind: 'not'; of: Condition };

export const conditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    conditionAtomSchema,
    z.object({ kind: z.literal('all'), of: z.array(conditionSchema) }),
    z.object({ kind: z.literal('any'), of: z.array(conditionSchema).min(1) }),
    z.object({ kind: z.literal('not'), of: conditionSchema }),
  ]),
);
