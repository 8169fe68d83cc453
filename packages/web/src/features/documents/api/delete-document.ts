import { apiRoutes } from '@balancer/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { documentListQuery, documentsKey, guidPath } from './documents-list';

export function useDeleteDocument(guid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(guidPath(apiRoutes.uploadedFile, guid), z.object({ message: z.string() }), { method: 'DELETE' }),
    onSuccess: () => {
      client.setQueryData(documentListQuery.queryKey, (list) => list?.filter((f) => f.guid !== guid));
      void client.invalidateQueries({ queryKey: documentsKey });
    },
  });
}
