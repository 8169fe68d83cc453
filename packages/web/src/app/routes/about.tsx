import { AboutPage } from '../../features/info-pages';

export default AboutPage;
