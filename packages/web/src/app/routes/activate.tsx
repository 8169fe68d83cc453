import { ActivatePage } from '../../features/auth';

export default ActivatePage;
