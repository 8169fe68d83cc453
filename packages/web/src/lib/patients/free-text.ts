import type { PatientRecord } from './patient-record';

/**
 * The free-text fields (issue 39): kept in this browser's record and printed, never sent and never
 * read by the suggestions. One list, so that the form's labels, the summary and the printout agree.
 */
export const freeTextFields = [
  { key: 'OtherDiagnosis', label: 'Other diagnoses' },
  { key: 'CurrentMedications', label: 'Medication notes' },
  { key: 'Description', label: 'Notes' },
] as const satisfies readonly { key: keyof PatientRecord; label: string }[];

/** What the form and the summary say of every free-text field. */
export const FREE_TEXT_KEPT = 'kept in this browser and printed; not used for the suggestions';

/** The fields typed in, in the form's order, for the summary and the printout. */
export function freeTextWords(record: Pick<PatientRecord, (typeof freeTextFields)[number]['key']>): { label: string; text: string }[] {
  return freeTextFields.flatMap((f) => (record[f.key].trim() ? [{ label: f.label, text: record[f.key].trim() }] : []));
}
