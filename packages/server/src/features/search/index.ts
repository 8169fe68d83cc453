// Search's public face: the passages a viewer may read that match a query (docs/architecture.md).
export { createSearchRepo } from './search.repo';
export { searchRoutes } from './search.routes';
export { createSearchService, type SearchResult, type SearchService } from './search.service';
