/** The patient-summary feature's public face: what the app and other features may import. */
export { PatientSummary } from './components/patient-summary';
