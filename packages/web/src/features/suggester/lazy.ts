/** The parts of the suggester feature that load on demand (kept out of the index so they stay in their own chunk). */
export { PatientForm } from './components/patient-form';
export { LinkedInputsNotice } from './components/linked-inputs-notice';
