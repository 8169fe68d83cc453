import type { PatientContext } from './input/patient-context.schema';
import { riskFlagValues } from './input/risk-flags';

/** A patient context with every flag off; tests override what they need. */
export function context(overrides: Partial<PatientContext> = {}): PatientContext {
  return { state: 'Manic', ...riskFlagValues(false), priorMedications: [], ...overrides };
}
