/** The patient-history feature's public face: what the app and other features may import. */
export { PatientHistoryList } from './components/patient-history-list';
