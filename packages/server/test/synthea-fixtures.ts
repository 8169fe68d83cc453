import { randomUUID } from 'node:crypto';
import { bundle, PATIENT_ID, SYS } from './fhir-fixtures';

/**
 * FHIR R4 resources shaped as Synthea writes them (invented patients, no real data): SNOMED CT
 * conditions with onset and abatement, Patient with gender and birthDate, medications by reference
 * to a Medication resource, searchset Bundles split into pages with `link.next`.
 */

type Res = Record<string, unknown> & { resourceType: string };
const subject = { reference: `Patient/${PATIENT_ID}` };
let n = 0;
const id = (prefix: string) => `${prefix}-s${++n}`;

export function patient(gender: string, birthDate: string): Res {
  return { resourceType: 'Patient', id: PATIENT_ID, gender, birthDate, name: [{ family: 'Example', given: ['Invented'] }] };
}

type CondOpts = { onset?: string | null; abatement?: string; clinicalStatus?: string; verificationStatus?: string };

/** A Synthea condition: SNOMED CT coding with its display, text = display, onset and recorded dates. */
export function sctCondition(code: string, display: string, o: CondOpts = {}): Res {
  return conditionWith({ coding: [{ system: SYS.snomed, code, display }], text: display }, o);
}

/** A problem-list entry typed in, with no code (or only a local one). */
export function textCondition(text: string, o: CondOpts & { localCode?: string } = {}): Res {
  const coding = o.localCode ? [{ system: 'urn:oid:1.2.3.4.5.example-local', code: o.localCode }] : [];
  return conditionWith({ coding, text }, o);
}

function conditionWith(code: Record<string, unknown>, o: CondOpts): Res {
  const onset = o.onset === undefined ? '2026-06-15T10:00:00Z' : o.onset;
  return {
    resourceType: 'Condition',
    id: id('cond'),
    subject,
    clinicalStatus: { coding: [{ system: SYS.clinical, code: o.clinicalStatus ?? (o.abatement ? 'resolved' : 'active') }] },
    verificationStatus: { coding: [{ system: SYS.verification, code: o.verificationStatus ?? 'confirmed' }] },
    category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-category', code: 'encounter-diagnosis' }] }],
    code,
    ...(onset ? { onsetDateTime: onset, recordedDate: onset } : {}),
    ...(o.abatement ? { abatementDateTime: o.abatement } : {}),
  };
}

/** A Medication resource as Synthea and US EHRs send it: RxNorm coding, display optional. */
export function medication(medId: string, rxcui: string, display?: string): Res {
  return {
    resourceType: 'Medication',
    id: medId,
    code: { coding: [{ system: SYS.rxnorm, code: rxcui, ...(display ? { display } : {}) }] },
  };
}

/** A MedicationRequest naming its drug by reference (how Epic and Cerner send them). */
export function requestByReference(reference: string, o: { display?: string; status?: string } = {}): Res {
  return {
    resourceType: 'MedicationRequest',
    id: id('mr'),
    status: o.status ?? 'active',
    intent: 'order',
    subject,
    medicationReference: { reference, ...(o.display ? { display: o.display } : {}) },
    authoredOn: '2026-08-01T09:00:00Z',
  };
}

/** A MedicationRequest coded by RxNorm only, with no display or text. */
export function requestByCode(rxcui: string, status = 'active'): Res {
  return {
    resourceType: 'MedicationRequest',
    id: id('mr'),
    status,
    intent: 'order',
    subject,
    medicationCodeableConcept: { coding: [{ system: SYS.rxnorm, code: rxcui }] },
    authoredOn: '2026-08-01T09:00:00Z',
  };
}

/** A searchset Bundle of `resources`, with a `next` link to the following page when there is one. */
export function page(resources: Res[], next?: string): Res {
  return { ...bundle(resources), ...(next ? { link: [{ relation: 'next', url: next }] } : {}), id: randomUUID() };
}
