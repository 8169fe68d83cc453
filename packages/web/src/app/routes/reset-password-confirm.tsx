import { ResetConfirmPage } from '../../features/auth/components/reset-confirm-page';

export default ResetConfirmPage;
