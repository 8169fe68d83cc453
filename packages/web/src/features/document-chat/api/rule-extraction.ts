import { apiRoutes, documentRulesSchema, routePath } from '@balancer/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiClientError, apiRequest } from '../../../lib/api-client';
import { defaultRetry } from '../../../lib/query-client';

const rulesPath = (guid: string) => routePath(apiRoutes.documentRules, { guid });

/** The server is still finding the document's rules (its extraction job runs): ask again shortly (docs/adr/0040). */
export const rulesPending = (error: unknown): boolean => error instanceof ApiClientError && error.code === 'rules_pending';

/** Keeps asking while the rules are being found, shown as such; each ask waits up to 5 s on the server, so about ten minutes in all. */
const whileRulesPending = {
  retry: (count: number, error: unknown) => (rulesPending(error) ? count < 90 : defaultRetry(count, error)),
  retryDelay: (count: number, error: unknown) => (rulesPending(error) ? 2_000 : Math.min(1_000 * 2 ** count, 30_000)),
};

export const rulesQuery = (guid: string) =>
  queryOptions({
    queryKey: ['rule-extraction', guid],
    queryFn: ({ signal }) => apiRequest(rulesPath(guid), documentRulesSchema, { signal }),
    ...whileRulesPending,
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
