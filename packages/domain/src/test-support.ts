import type { PatientContext } from './input/patient-context.schema';

/** A patient context with every flag off; tests override what they need. */
export function context(overrides: Partial<PatientContext> = {}): PatientContext {
  return {
    state: 'Manic',
    psychotic: false,
    suicideHistory: false,
    kidneyHistory: false,
    liverHistory: false,
    bloodPressureHistory: false,
    weightGainConcern: false,
    reproductive: false,
    riskPregnancy: false,
    anyPregnancy: false,
    priorMedications: [],
    ...overrides,
  };
}
