import { moodStateSchema } from '@balancer/domain';
import { defaultPatientFormValues, type PatientFormValues } from './patient-record';
import { riskQuestions } from './risk-questions';

export interface LinkedInputs {
  values: PatientFormValues;
  /** Risk flags the link named that this form does not know: shown, never silently dropped. */
  unknown: string[];
}

/**
 * Form values from a link that carries only non-identifying inputs, `?state=…&risk=<flag>&prior=<name>`,
 * as the EHR card's "Open the full summary" link does (docs/cds-hooks.md, "Engine → cards"). No valid state: no link.
 */
export function inputsFromLink(search: string): LinkedInputs | null {
  const params = new URLSearchParams(search);
  const state = moodStateSchema.safeParse(params.get('state'));
  if (!state.success) return null;
  const values: PatientFormValues = { ...defaultPatientFormValues, Diagnosis: state.data };
  const unknown: string[] = [];
  for (const flag of new Set(params.getAll('risk'))) {
    const question = riskQuestions.find((q) => q.flag === flag);
    if (question) values[question.key] = 'Yes';
    else unknown.push(flag);
  }
  const prior = params.getAll('prior').map((m) => m.trim());
  values.PriorMedications = [...new Set(prior.filter(Boolean))].slice(0, 50);
  return { values, unknown };
}
