import { apiRoutes, recommendationResponseSchema, type RecommendationRequest } from '@balancer/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function getRecommendation(request: RecommendationRequest) {
  return apiRequest(apiRoutes.recommendations, recommendationResponseSchema, { body: request });
}

export function useRecommendation() {
  return useMutation({ mutationFn: getRecommendation });
}
