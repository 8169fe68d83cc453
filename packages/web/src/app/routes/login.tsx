import { LoginPage } from '../../features/auth';

export default LoginPage;
