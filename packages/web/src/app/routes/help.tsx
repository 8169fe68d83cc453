import { HelpPage } from '../../features/info-pages';

export default HelpPage;
