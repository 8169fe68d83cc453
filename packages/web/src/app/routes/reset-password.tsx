import { ResetPasswordPage } from '../../features/auth';

export default ResetPasswordPage;
