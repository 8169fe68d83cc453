import { z } from 'zod';
import { riskFlagShape } from './risk-flags';

export const moodStateSchema = z.enum(['Manic', 'Depressed', 'Hypomanic', 'Euthymic']);
export type MoodState = z.infer<typeof moodStateSchema>;

export { riskFlagSchema, type RiskFlag } from './risk-flags';

/**
 * What the engine needs to know, and nothing else: no identifiers, no free text.
 * `.strict()` so that nothing identifying can ride along by accident.
 */
export const patientContextSchema = z
  .object({
    state: moodStateSchema,
    /** One yes/no per risk flag of `riskFlagDefinitions`. */
    ...riskFlagShape(() => z.boolean()),
    /** Names as typed: generics, brands or regimen names, any case. */
    priorMedications: z.array(z.string()),
  })
  .strict();
export type PatientContext = z.infer<typeof patientContextSchema>;
