import { DataSourcesPage } from '../../features/info-pages/components/data-sources-page';

export default DataSourcesPage;
