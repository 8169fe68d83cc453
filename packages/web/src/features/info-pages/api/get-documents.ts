import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiClientError, apiRequest } from '../../../lib/api-client';

/** GET /api/v1/api/uploadFile arrives in a later issue; until then, 401/403/404 mean "no documents". */
export const DOCUMENTS_PATH = '/api/v1/api/uploadFile';

const documentSchema = z.object({
  guid: z.string(),
  title: z.string().nullish(),
  file_name: z.string().nullish(),
  publication: z.string().nullish(),
  publication_date: z.string().nullish(),
});
export type PublicDocument = z.infer<typeof documentSchema>;

export async function getDocuments(signal?: AbortSignal): Promise<PublicDocument[]> {
  try {
    return await apiRequest(DOCUMENTS_PATH, z.array(documentSchema), signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiClientError && [401, 403, 404].includes(error.status)) return [];
    throw error;
  }
}

export function useDocuments() {
  return useQuery({ queryKey: ['documents', 'public'], queryFn: ({ signal }) => getDocuments(signal), retry: false });
}
