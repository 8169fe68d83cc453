import type { CdsDiscovery, CdsHook, Coding } from '@balancer/contract';
import { CODE_SYSTEMS, observationLists, type ListedCode } from '@balancer/domain';

/**
 * The services of the discovery document. A CDS Hooks service answers one hook, so the same engine
 * is offered twice: on opening a chart (patient-view) and while choosing an order (order-select).
 */
export const CDS_SERVICES: { id: string; hook: CdsHook; title: string }[] = [
  { id: 'balancer-bipolar-medications', hook: 'patient-view', title: 'Balancer: bipolar disorder medication suggestions' },
  {
    id: 'balancer-bipolar-medications-order-select',
    hook: 'order-select',
    title: 'Balancer: bipolar disorder medication check while ordering',
  },
];

const latest = (codes: ListedCode[]) =>
  `Observation?patient={{context.patientId}}&code=${codes.map((c) => `${CODE_SYSTEMS[c.system]}|${c.code}`).join(',')}&_sort=-date&_count=1`;

/** Prefetch keys and their FHIR queries; `conditions` is required, the others make the answer complete. */
export const PREFETCH = {
  patient: 'Patient/{{context.patientId}}',
  conditions: 'Condition?patient={{context.patientId}}',
  // _include brings the Medication an order references (how Epic and Cerner send drugs) in the same Bundle.
  medicationRequests: 'MedicationRequest?patient={{context.patientId}}&_include=MedicationRequest:medication',
  medicationStatements: 'MedicationStatement?patient={{context.patientId}}&_include=MedicationStatement:medication',
  pregnancyStatus: latest(observationLists.pregnancyStatus.codes),
  egfr: latest(observationLists.egfr.codes),
  bmi: latest(observationLists.bmi.codes),
} as const;
export type PrefetchKey = keyof typeof PREFETCH;

export const REQUIRED_PREFETCH: PrefetchKey[] = ['conditions'];
export const MEDICATION_PREFETCH: PrefetchKey[] = ['medicationRequests', 'medicationStatements'];
export const OBSERVATION_PREFETCH: PrefetchKey[] = ['pregnancyStatus', 'egfr', 'bmi'];

export function discoveryDocument(): CdsDiscovery {
  return {
    services: CDS_SERVICES.map((s) => ({
      hook: s.hook,
      id: s.id,
      title: s.title,
      description:
        'Suggests medications for a patient with bipolar disorder in three lines (CANMAT/ISBD 2018 with the 2023 update), each with its guideline row and the safety rules that moved it, and lists what is not suggested and why. Reads the sex and age of the patient, the bipolar diagnosis and current episode, pregnancy status and recent births, eGFR, BMI, kidney, liver, blood-pressure, weight, psychosis and suicide-history conditions (coded or named in their text), and current and past medications. Holds no patient data beyond the request.',
      prefetch: { ...PREFETCH },
      usageRequirements:
        'Send a JWT signed with RS384 or ES384 by a configured issuer. The conditions prefetch (or a FHIR server to fetch it from) is required; the others complete the answer.',
    })),
  };
}

/** Card topics and override reasons use the service's own code systems. */
export const TOPIC_SYSTEM = 'urn:balancer:cds-hooks:topic';
export const OVERRIDE_SYSTEM = 'urn:balancer:cds-hooks:override-reason';

export const OVERRIDE_REASONS: Coding[] = [
  { system: OVERRIDE_SYSTEM, code: 'previously-effective', display: 'Previously effective for this patient' },
  { system: OVERRIDE_SYSTEM, code: 'patient-preference', display: 'Patient preference' },
  { system: OVERRIDE_SYSTEM, code: 'does-not-apply', display: 'Contraindication does not apply to this patient' },
  { system: OVERRIDE_SYSTEM, code: 'record-out-of-date', display: 'The record is incorrect or out of date' },
  { system: OVERRIDE_SYSTEM, code: 'specialist-advice', display: 'Following specialist advice' },
];
