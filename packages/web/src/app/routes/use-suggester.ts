import { useState } from 'react';
import { useRecommendation } from '../../features/suggester';
import { clearTarget } from '../../lib/clear-fragment';
import { certifyNoPhi, isPhiCertified } from '../../lib/phi-certification';
import { generatePatientId, loadPatients, removePatient, savePatients, upsertPatient } from '../../lib/patients/patient-history';
import {
  defaultPatientFormValues,
  toFormValues,
  toPatientRecord,
  toRecommendRequest,
  type PatientFormValues,
  type PatientRecord,
} from '../../lib/patients/patient-record';
import { inputsFromLink, type LinkedInputs } from '../../lib/patients/summary-link';

const scrollTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

/**
 * A new patient on screen starts clean (docs/product.md#screens): the previous one's open detail
 * (`#rx-…`) leaves the address, the page returns to the top, and the summary takes focus once shown.
 */
const showNewPatient = () => {
  clearTarget();
  scrollTop();
};

/** State of the Home screen: the form, the shown patient and the history (docs/product.md#screens). */
export function useSuggester() {
  const [patients, setPatients] = useState<PatientRecord[]>(loadPatients);
  const [current, setCurrent] = useState<PatientRecord | null>(null);
  const [summaryExpanded, setSummaryExpanded] = useState(true);
  // A link from the EHR's card opens the form filled in, for the clinician to check and submit.
  const [linked, setLinked] = useState<LinkedInputs | null>(() => inputsFromLink(window.location.search));
  const [formOpen, setFormOpen] = useState(linked !== null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [formDefaults, setFormDefaults] = useState<PatientFormValues>(linked?.values ?? defaultPatientFormValues);
  const [formKey, setFormKey] = useState(0);
  const [certified, setCertified] = useState(isPhiCertified);
  const recommend = useRecommendation();

  const commitPatients = (next: PatientRecord[]) => {
    setPatients(next);
    savePatients(next);
  };
  const resetForm = (values = defaultPatientFormValues) => {
    setLinked(null);
    setFormDefaults(values);
    setFormKey((k) => k + 1);
  };

  const submit = (values: PatientFormValues) => {
    recommend.mutate(toRecommendRequest(values), {
      onSuccess: (recommendation) => {
        const record = toPatientRecord(editingId ?? generatePatientId(), values, recommendation, new Date().toISOString());
        commitPatients(upsertPatient(loadPatients(), record));
        setCurrent(record);
        setSummaryExpanded(true);
        setFormOpen(false);
        setEditingId(null);
        resetForm();
        showNewPatient();
      },
      // On failure the form stays open with its values and shows the error (docs/product.md#decisions, 10).
    });
  };

  return {
    patients,
    current,
    summaryExpanded,
    setSummaryExpanded,
    form: { open: formOpen, editingId, defaults: formDefaults, key: formKey, linked },
    certified,
    recommend,
    submit,
    certify: () => {
      certifyNoPhi(new Date().toISOString());
      setCertified(true);
    },
    toggleForm: () => {
      setFormOpen((o) => !o);
      setEditingId(null);
      recommend.reset();
      resetForm();
    },
    edit: (patient: PatientRecord) => {
      setEditingId(patient.ID);
      setFormOpen(true);
      setSummaryExpanded(false);
      recommend.reset();
      resetForm(toFormValues(patient));
      requestAnimationFrame(() => document.getElementById('patient-form-title')?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
    },
    select: (patient: PatientRecord) => {
      setCurrent(patient);
      setSummaryExpanded(true);
      showNewPatient();
    },
    remove: (id: string) => {
      commitPatients(removePatient(patients, id));
      if (current?.ID === id) {
        setCurrent(null);
        setSummaryExpanded(true);
        setEditingId(null);
        resetForm();
      }
    },
  };
}
