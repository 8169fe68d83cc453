import { MedicationListPage } from '../../features/medications/components/medication-list-page';

export default MedicationListPage;
