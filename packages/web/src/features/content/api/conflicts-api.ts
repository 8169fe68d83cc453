import {
  apiRoutes,
  contentConflictSettledSchema,
  contentConflictsSchema,
  routePath,
  type ContentConflictSettleRequest,
} from '@balancer/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../auth';

/** Under the content key: a content change (which can settle a conflict) refetches the list too. */
export const conflictsQuery = queryOptions({
  queryKey: ['content', 'merge-conflicts'],
  queryFn: ({ signal }) => apiRequest(apiRoutes.contentConflicts, contentConflictsSchema, { signal }),
});

export const useConflicts = () => useQuery(conflictsQuery);

/** How many release conflicts are open, for the sidebar and the admin home; asked only of a superuser's session. */
export function useConflictCount(): number | undefined {
  const { isSuperuser } = useAuth();
  return useQuery({ ...conflictsQuery, enabled: isSuperuser, select: (c) => c.conflicts.length }).data;
}

export function useSettleConflict() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ area, id, ...body }: ContentConflictSettleRequest & { area: string; id: string }) =>
      apiRequest(routePath(apiRoutes.contentConflictSettle, { area, id }), contentConflictSettledSchema, { body }),
    // A new version may have been stored: every list derived from the content is stale.
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: ['content'] }), client.invalidateQueries({ queryKey: ['medications'] })]),
  });
}
