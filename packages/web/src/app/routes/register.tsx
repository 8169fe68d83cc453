import { RegisterPage } from '../../features/auth';

export default RegisterPage;
