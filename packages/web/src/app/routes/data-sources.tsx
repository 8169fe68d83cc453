import { DataSourcesPage } from '../../features/info-pages';

export default DataSourcesPage;
