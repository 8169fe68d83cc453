// What the v1 adapter uses of recommendations: the service and the JSON sender (docs/architecture.md).
export { sendJson } from './recommendation-json';
export { type RecommendationsService } from './recommendations.service';
