import { HowToPage } from '../../features/info-pages';

export default HowToPage;
