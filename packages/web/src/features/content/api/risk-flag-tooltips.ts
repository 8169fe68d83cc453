import { apiRoutes, riskFlagTooltipsSchema } from '@balancer/contract';
import { apiRequest } from '../../../lib/api-client';

/** Loaded on demand (see risk-flag-tooltips-query.ts): the content schemas stay out of the first page load. */
export const fetchRiskFlagTooltips = (signal: AbortSignal) => apiRequest(apiRoutes.riskFlagTooltips, riskFlagTooltipsSchema, { signal });
