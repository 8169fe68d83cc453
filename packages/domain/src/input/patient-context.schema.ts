import { z } from 'zod';
import { engineInputShape } from './patient-inputs';

export { moodStateSchema, type MoodState } from './patient-inputs';
export { riskFlagSchema, type RiskFlag } from './risk-flags';

/**
 * What the engine needs to know, and nothing else: no identifiers, no free text. The fields come from
 * the input table (patient-inputs.ts). `.strict()` so that nothing identifying can ride along by accident.
 */
export const patientContextSchema = z.object(engineInputShape()).strict();
export type PatientContext = z.infer<typeof patientContextSchema>;
