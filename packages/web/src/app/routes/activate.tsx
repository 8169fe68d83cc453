import { ActivatePage } from '../../features/auth/components/activate-page';

export default ActivatePage;
