/** The suggester feature's public face: what the app and other features may import. */
export { getRecommendation, useRecommendation } from './api/get-recommendation';
export { NewPatientCard } from './components/new-patient-card';
export { Welcome } from './components/welcome';
