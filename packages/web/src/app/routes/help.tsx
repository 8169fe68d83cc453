import { HelpPage } from '../../features/info-pages/components/help-page';

export default HelpPage;
