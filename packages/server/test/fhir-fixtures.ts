import { randomUUID } from 'node:crypto';

/**
 * Synthetic FHIR R4 resources for the CDS Hooks tests: invented patients, no real data. Builders
 * produce what an EHR's prefetch returns (searchset Bundles of Condition, Observation,
 * MedicationRequest and MedicationStatement).
 */

export const SYS = {
  icd10cm: 'http://hl7.org/fhir/sid/icd-10-cm',
  snomed: 'http://snomed.info/sct',
  loinc: 'http://loinc.org',
  rxnorm: 'http://www.nlm.nih.gov/research/umls/rxnorm',
  clinical: 'http://terminology.hl7.org/CodeSystem/condition-clinical',
  verification: 'http://terminology.hl7.org/CodeSystem/condition-ver-status',
} as const;

export const PATIENT_ID = 'example-patient-7';
const subject = { reference: `Patient/${PATIENT_ID}` };
let n = 0;
const id = (prefix: string) => `${prefix}-${++n}`;

type Res = Record<string, unknown> & { resourceType: string };

export function condition(
  system: keyof typeof SYS,
  code: string,
  display: string,
  opts: { clinicalStatus?: string; verificationStatus?: string; recorded?: string } = {},
): Res {
  return {
    resourceType: 'Condition',
    id: id('cond'),
    subject,
    clinicalStatus: { coding: [{ system: SYS.clinical, code: opts.clinicalStatus ?? 'active' }] },
    verificationStatus: { coding: [{ system: SYS.verification, code: opts.verificationStatus ?? 'confirmed' }] },
    category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-category', code: 'problem-list-item' }] }],
    code: { coding: [{ system: SYS[system], code, display }], text: display },
    recordedDate: opts.recorded ?? '2026-09-30',
  };
}

export function observation(
  loinc: string,
  display: string,
  value: Record<string, unknown>,
  date = '2026-10-02T09:30:00Z',
  status = 'final',
): Res {
  return {
    resourceType: 'Observation',
    id: id('obs'),
    status,
    subject,
    code: { coding: [{ system: SYS.loinc, code: loinc, display }], text: display },
    effectiveDateTime: date,
    ...value,
  };
}

export const pregnancyStatus = (pregnant: boolean, date = '2026-10-01T10:00:00Z') =>
  observation(
    '82810-3',
    'Pregnancy status',
    {
      valueCodeableConcept: {
        coding: [
          pregnant
            ? { system: SYS.snomed, code: '77386006', display: 'Pregnant' }
            : { system: SYS.snomed, code: '60001007', display: 'Not pregnant' },
        ],
      },
    },
    date,
  );

export const egfr = (value: number, date?: string, loinc = '98979-8') =>
  observation(
    loinc,
    'Glomerular filtration rate/1.73 sq M.predicted (CKD-EPI 2021)',
    { valueQuantity: { value, unit: 'mL/min/{1.73_m2}', system: 'http://unitsofmeasure.org', code: 'mL/min/{1.73_m2}' } },
    date,
  );

export const bmi = (value: number) => observation('39156-5', 'Body mass index (BMI) [Ratio]', { valueQuantity: { value, unit: 'kg/m2' } });

type MedOpts = { rxnorm?: { code: string; display: string }; text?: string; status?: string; intent?: string };
const medConcept = (o: MedOpts) => ({
  ...(o.rxnorm ? { coding: [{ system: SYS.rxnorm, ...o.rxnorm }] } : { coding: [] }),
  ...(o.text ? { text: o.text } : {}),
});

export function medicationRequest(o: MedOpts): Res {
  return {
    resourceType: 'MedicationRequest',
    id: id('mr'),
    status: o.status ?? 'active',
    intent: o.intent ?? 'order',
    subject,
    medicationCodeableConcept: medConcept(o),
    authoredOn: '2025-03-14',
  };
}

export function medicationStatement(o: MedOpts): Res {
  return {
    resourceType: 'MedicationStatement',
    id: id('ms'),
    status: o.status ?? 'completed',
    subject,
    medicationCodeableConcept: medConcept(o),
    dateAsserted: '2024-11-02',
  };
}

export function bundle(resources: Res[]): Res {
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total: resources.length,
    entry: resources.map((resource) => ({ fullUrl: `urn:uuid:${randomUUID()}`, resource })),
  };
}

/** Splits resources into the service's prefetch keys, as an EHR would fill them. */
export function prefetchFor(resources: Res[]) {
  const of = (...types: string[]) => bundle(resources.filter((r) => types.includes(r.resourceType)));
  const obs = (code: string) =>
    bundle(resources.filter((r) => r.resourceType === 'Observation' && JSON.stringify(r.code).includes(`"${code}"`)));
  const patient = resources.find((r) => r.resourceType === 'Patient');
  return {
    ...(patient ? { patient } : {}),
    conditions: of('Condition'),
    // Medication resources ride with the orders, as `_include=MedicationRequest:medication` returns them.
    medicationRequests: of('MedicationRequest', 'Medication'),
    medicationStatements: of('MedicationStatement'),
    pregnancyStatus: obs('82810-3'),
    egfr: bundle(resources.filter((r) => r.resourceType === 'Observation' && !JSON.stringify(r.code).match(/82810-3|39156-5/))),
    bmi: obs('39156-5'),
  };
}

/** A complete CDS Hooks patient-view request for these resources. */
export function patientView(resources: Res[], extra: Record<string, unknown> = {}) {
  return {
    hook: 'patient-view',
    hookInstance: randomUUID(),
    context: { userId: 'Practitioner/example-prescriber', patientId: PATIENT_ID },
    prefetch: prefetchFor(resources),
    ...extra,
  };
}

// Patients used across tests.
export const manic = () => condition('icd10cm', 'F31.12', 'Bipolar disorder, current episode manic without psychotic features, moderate');
export const depressed = () => condition('icd10cm', 'F31.31', 'Bipolar disorder, current episode depressed, mild');
/** Coded by name only, as many EHR medication lists are. */
export const depakoteRequest = () => medicationRequest({ status: 'stopped', text: 'Depakote 500 mg DR tablet' });
