import { HowToPage } from '../../features/info-pages/components/how-to-page';

export default HowToPage;
