import { apiRoutes, citedSourcesSchema } from '@balancer/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The guidelines, labels and papers the active clinical content cites (public). */
export function useCitedSources() {
  return useQuery({
    queryKey: ['content', 'sources'],
    queryFn: ({ signal }) => apiRequest(apiRoutes.contentSources, citedSourcesSchema, { signal }),
    staleTime: 10 * 60_000,
  });
}
