import { z } from 'zod';

export const moodStateSchema = z.enum(['Manic', 'Depressed', 'Hypomanic', 'Euthymic']);
export type MoodState = z.infer<typeof moodStateSchema>;

/** Yes/no risk factors that safety rules can be triggered by. */
export const riskFlagSchema = z.enum([
  'psychotic',
  'suicideHistory',
  'kidneyHistory',
  'liverHistory',
  'bloodPressureHistory',
  'weightGainConcern',
  'reproductive',
  'riskPregnancy',
  'anyPregnancy',
]);
export type RiskFlag = z.infer<typeof riskFlagSchema>;

/**
 * What the engine needs to know, and nothing else: no identifiers, no free text.
 * `.strict()` so that nothing identifying can ride along by accident.
 */
export const patientContextSchema = z
  .object({
    state: moodStateSchema,
    psychotic: z.boolean(),
    suicideHistory: z.boolean(),
    kidneyHistory: z.boolean(),
    liverHistory: z.boolean(),
    bloodPressureHistory: z.boolean(),
    weightGainConcern: z.boolean(),
    reproductive: z.boolean(),
    riskPregnancy: z.boolean(),
    anyPregnancy: z.boolean(),
    /** Names as typed: generics, brands or regimen names, any case. */
    priorMedications: z.array(z.string()),
  })
  .strict();
export type PatientContext = z.infer<typeof patientContextSchema>;
