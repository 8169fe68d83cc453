import {
  apiRoutes,
  contentChangeResultSchema,
  contentHistorySchema,
  contentInteractionsSchema,
  contentPreviewSchema,
  contentReviewQueueSchema,
  contentRulesSchema,
  editableMedicationSchema,
  routePath,
  uploadedFileListSchema,
  type ContentChangeRequest,
  type ContentPreviewRequest,
} from '@balancer/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rulesQuery } from '../../document-chat';

/** Everything derived from the active content version: refetched after every change. */
const contentKey = ['content'] as const;

export const contentRulesQuery = queryOptions({
  queryKey: [...contentKey, 'rules'],
  queryFn: ({ signal }) => apiRequest(apiRoutes.contentRules, contentRulesSchema, { signal }),
});

/** The drug–drug interactions of the active version, with what a side may name (docs/adr/0048). */
export const contentInteractionsQuery = queryOptions({
  queryKey: [...contentKey, 'interactions'],
  queryFn: ({ signal }) => apiRequest(apiRoutes.contentInteractions, contentInteractionsSchema, { signal }),
});

export const contentHistoryQuery = queryOptions({
  queryKey: [...contentKey, 'history'],
  queryFn: ({ signal }) => apiRequest(apiRoutes.contentVersions, contentHistorySchema, { signal }),
});

export const editableMedicationQuery = (id: string) =>
  queryOptions({
    queryKey: [...contentKey, 'medication', id],
    queryFn: ({ signal }) => apiRequest(routePath(apiRoutes.contentMedication, { id }), editableMedicationSchema, { signal }),
  });

/** What awaits clinical review on the active version (the review page, and the count on the admin home). */
export const reviewQueueQuery = queryOptions({
  queryKey: [...contentKey, 'review'],
  queryFn: ({ signal }) => apiRequest(apiRoutes.contentReview, contentReviewQueueSchema, { signal }),
});

export const useContentRules = () => useQuery(contentRulesQuery);
export const useContentInteractions = () => useQuery(contentInteractionsQuery);
export const useReviewQueue = () => useQuery(reviewQueueQuery);
/** How many items await review; undefined until known. */
export const useReviewCount = () => useQuery({ ...reviewQueueQuery, select: (q) => q.items.length }).data;
export const useContentHistory = () => useQuery(contentHistoryQuery);
export const useEditableMedication = (id: string) => useQuery(editableMedicationQuery(id));

export function usePreviewChange() {
  return useMutation({ mutationFn: (body: ContentPreviewRequest) => apiRequest(apiRoutes.contentPreview, contentPreviewSchema, { body }) });
}

export function usePreviewRollback() {
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(routePath(apiRoutes.contentRollbackPreview, { id: String(id) }), contentPreviewSchema, { body: {} }),
  });
}

/** After a new version, every list derived from the content (including the public medication list) is stale. */
function useInvalidateContent() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: contentKey }), client.invalidateQueries({ queryKey: ['medications'] })]);
}

export function useSaveChange() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (body: ContentChangeRequest) => apiRequest(apiRoutes.contentChanges, contentChangeResultSchema, { body }),
    onSuccess: invalidate,
  });
}

export function useRollback() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; reason: string; confirm: boolean; baseVersion?: number }) =>
      apiRequest(routePath(apiRoutes.contentRollback, { id: String(id) }), contentChangeResultSchema, { body }),
    onSuccess: invalidate,
  });
}

/** The library's ready documents, to draft rules from their extracted insights. */
export const libraryQuery = queryOptions({
  queryKey: ['documents', 'list'],
  queryFn: ({ signal }) => apiRequest(apiRoutes.uploadFile, uploadedFileListSchema, { signal }),
});

/** A document's extracted rules, asked again while they are still being found (the workspace's own query). */
export function useExtractedRules(guid: string | null) {
  return useQuery({ ...rulesQuery(guid ?? ''), enabled: guid !== null });
}
