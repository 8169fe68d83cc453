/** The medications feature's public face: what the app and other features may import. */
export { MedicationListPage } from './components/medication-list-page';
