import { apiRoutes, uploadedFileListSchema, type UploadedFile } from '@balancer/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiClientError, apiRequest } from '../../../lib/api-client';

export type PublicDocument = Pick<UploadedFile, 'guid' | 'title' | 'fileName' | 'publication' | 'publicationDate' | 'pageCount' | 'status'>;

/**
 * The library's sources (GET uploadFile, public): only documents whose ingestion finished. A refusal
 * (401/403/404) means "no documents", never an error page.
 */
export async function getDocuments(signal?: AbortSignal): Promise<PublicDocument[]> {
  try {
    const all = await apiRequest(apiRoutes.uploadFile, uploadedFileListSchema, signal ? { signal } : {});
    return all.filter((d) => d.status === 'ready');
  } catch (error) {
    if (error instanceof ApiClientError && [401, 403, 404].includes(error.status)) return [];
    throw error;
  }
}

export function useDocuments() {
  return useQuery({ queryKey: ['documents', 'public'], queryFn: ({ signal }) => getDocuments(signal), retry: false });
}
