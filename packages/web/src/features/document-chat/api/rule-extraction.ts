import { apiRoutes, documentRulesSchema, routePath } from '@balancer/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const rulesPath = (guid: string) => routePath(apiRoutes.documentRules, { guid });

export const rulesQuery = (guid: string) =>
  queryOptions({
    queryKey: ['rule-extraction', guid],
    queryFn: ({ signal }) => apiRequest(rulesPath(guid), documentRulesSchema, { signal }),
  });

/** The rules stated in a document, as the server extracted and verified them. */
export function useRules(guid: string) {
  return useQuery(rulesQuery(guid));
}

/** Superusers: extract the rules again (with the model when one is configured) and show the result. */
export function useReExtractRules(guid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(rulesPath(guid), documentRulesSchema, { method: 'POST' }),
    onSuccess: (data) => client.setQueryData(rulesQuery(guid).queryKey, data),
  });
}
