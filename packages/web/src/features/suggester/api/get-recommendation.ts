import { apiRoutes, recommendResponseSchema, type RecommendRequest } from '@balancer/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function getRecommendation(request: RecommendRequest) {
  return apiRequest(apiRoutes.recommend, recommendResponseSchema, { body: request });
}

export function useRecommendation() {
  return useMutation({ mutationFn: getRecommendation });
}
