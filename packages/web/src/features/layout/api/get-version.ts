import { apiRoutes, versionResponseSchema } from '@balancer/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function useVersion() {
  return useQuery({
    queryKey: ['version'],
    queryFn: ({ signal }) => apiRequest(apiRoutes.version, versionResponseSchema, { signal }),
    staleTime: Infinity,
  });
}
