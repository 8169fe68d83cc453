import { apiRoutes, feedbackItemSchema, feedbackListSchema, routePath, type FeedbackItem } from '@balancer/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadWithToken } from '../../../lib/download';

export type InboxFilters = { feedbacktype: '' | FeedbackItem['feedbacktype']; handled: '' | 'true' | 'false' };

const queryString = (f: InboxFilters) => {
  const q = new URLSearchParams();
  if (f.feedbacktype) q.set('feedbacktype', f.feedbacktype);
  if (f.handled) q.set('handled', f.handled);
  const s = q.toString();
  return s ? `?${s}` : '';
};

export function useFeedbackInbox(filters: InboxFilters) {
  return useQuery({
    queryKey: ['feedback-inbox', filters],
    queryFn: ({ signal }) => apiRequest(`${apiRoutes.feedback}${queryString(filters)}`, feedbackListSchema, { signal }),
  });
}

export function useMarkHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      apiRequest(routePath(apiRoutes.feedbackItem, { id: String(id) }), feedbackItemSchema, { method: 'PATCH', body: { handled } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['feedback-inbox'] }),
  });
}

/** The CSV of what the filters show. */
export const exportFeedback = (filters: InboxFilters) =>
  downloadWithToken(`${apiRoutes.feedbackExport}${queryString(filters)}`, 'balancer-feedback.csv');
