import { MedicationListPage } from '../../features/medications';

export default MedicationListPage;
