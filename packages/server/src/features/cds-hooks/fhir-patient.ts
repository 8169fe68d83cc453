import { ageOn, patientGates, pregnancyQuestionsApply, type PatientFacts, type RiskFlag } from '@balancer/domain';
import { str, type FhirResource } from './fhir-read';
import type { RecordAnswers } from './record-answers';

const PREGNANCY_FLAGS: RiskFlag[] = ['reproductive', 'riskPregnancy', 'anyPregnancy'];

/** Sex and age from the Patient resource; null when the EHR sent none. */
export function readPatient(resources: FhirResource[], now: Date): PatientFacts | null {
  const p = resources.find((r) => r.resourceType === 'Patient');
  if (!p) return null;
  return { sex: str(p.gender), age: ageOn(str(p.birthDate), now) };
}

/**
 * The pregnancy questions are asked of people who could be pregnant; for the others they are
 * answered no with the reason, unless the record itself shows a pregnancy.
 */
export function gatePregnancy(a: RecordAnswers, patient: PatientFacts | null) {
  if (!patient) return a.notFound.push('sex and age (the EHR sent no Patient), so the pregnancy questions are asked');
  const gate = pregnancyQuestionsApply(patient);
  if (gate.apply) return a.read.push({ input: 'Pregnancy questions', from: `asked (${gate.why})` });
  if (a.evidence.anyPregnancy) return;
  for (const f of PREGNANCY_FLAGS) a.no(f);
  a.read.push({ input: 'Pregnancy questions', from: `not asked (${gate.why})` });
}

/** Why the guideline's answer needs care at this age, or null for adults under the older-adult age. */
export function ageCaveat(patient: PatientFacts | null): { age: number; older: boolean } | null {
  const age = patient?.age;
  if (age === undefined) return null;
  if (age < patientGates.adultFrom) return { age, older: false };
  if (age >= patientGates.olderFrom) return { age, older: true };
  return null;
}
