import { apiRoutes, uploadedFileListSchema, type UploadedFile } from '@balancer/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const documentsKey = ['documents'] as const;

/** The library as the admin screens see it (GET uploadFile; uploader e-mails for superusers). */
export const documentListQuery = queryOptions({
  queryKey: [...documentsKey, 'list'],
  queryFn: ({ signal }) => apiRequest(apiRoutes.uploadFile, uploadedFileListSchema, { signal }),
  // Keep polling while anything is still being ingested, so that badges move on their own.
  refetchInterval: (query) => (query.state.data?.some((f: UploadedFile) => f.status === 'processing') ? 2000 : false),
});

export function useDocumentList() {
  return useQuery(documentListQuery);
}

/** What a person reads as the file's name: its title, else its file name. */
export const displayTitle = (file: Pick<UploadedFile, 'title' | 'fileName'>): string => file.title?.trim() || file.fileName;

export const guidPath = (template: string, guid: string): string => template.replace(':guid', encodeURIComponent(guid));
