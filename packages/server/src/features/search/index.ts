// Search's public face: the passages a viewer may read that match a query (docs/architecture.md).
export { createSearchRepo } from './search.repo';
export { searchRoutes, toSearchResponse } from './search.routes';
export { createSearchService, type Found, type FoundPassage, type SearchService } from './search.service';
