import { ResetConfirmPage } from '../../features/auth';

export default ResetConfirmPage;
