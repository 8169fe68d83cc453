import { z } from 'zod';
import { readStored, writeStored } from '../storage';
import { patientRecordSchema, type PatientRecord } from './patient-record';

export const PATIENTS_KEY = 'patientInfos';

/** Generated patient ID: the first 5 characters of a random UUID (docs/product.md#patient-record). */
export function generatePatientId(): string {
  return crypto.randomUUID().slice(0, 5);
}

/** Reads the list, dropping entries that are not valid records instead of failing the whole list. */
export function loadPatients(): PatientRecord[] {
  const raw = readStored(PATIENTS_KEY, z.array(z.unknown()), []);
  return raw.flatMap((entry) => {
    const parsed = patientRecordSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

export function savePatients(patients: PatientRecord[]): boolean {
  return writeStored(PATIENTS_KEY, patients);
}

/** An existing ID is replaced in place; otherwise the patient is added at the front (newest first). */
export function upsertPatient(patients: PatientRecord[], patient: PatientRecord): PatientRecord[] {
  const index = patients.findIndex((p) => p.ID === patient.ID);
  if (index === -1) return [patient, ...patients];
  return patients.map((p, i) => (i === index ? patient : p));
}

export function removePatient(patients: PatientRecord[], id: string): PatientRecord[] {
  return patients.filter((p) => p.ID !== id);
}
