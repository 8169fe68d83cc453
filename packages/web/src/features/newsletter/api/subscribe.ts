import { apiRoutes, newsletterResponseSchema } from '@balancer/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function useSubscribe() {
  return useMutation({
    mutationFn: (email: string) => apiRequest(apiRoutes.newsletter, newsletterResponseSchema, { body: { email } }),
  });
}
