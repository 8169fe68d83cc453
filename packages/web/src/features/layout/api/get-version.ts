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

/** The version as the footers show it: "v1.2.3" as sent, else "Version 1.2.3". */
export const versionLabel = (version: string) => (/^v/i.test(version) ? version : `Version ${version}`);
