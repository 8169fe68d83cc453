import { apiRoutes, editMetadataSchema, uploadedFileSchema, type UploadedFile } from '@balancer/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { documentListQuery, documentsKey, guidPath } from './documents-list';

/** The editor's fields, as typed (strings; the date as the date input gives it). */
export interface MetadataDraft {
  fileName: string;
  title: string;
  publication: string;
  publicationDate: string;
}

export const draftOf = (file: UploadedFile): MetadataDraft => ({
  fileName: file.fileName,
  title: file.title ?? '',
  publication: file.publication ?? '',
  publicationDate: file.publicationDate ?? '',
});

/** docs/product.md#limits: the publication date is sent with '/' replaced by '-', or null when empty. */
export function toPublicationDate(value: string): string | null {
  const trimmed = value.trim();
  return trimmed ? trimmed.replaceAll('/', '-') : null;
}

/** The PATCH body: blanks become null (title, publication, date); the contract schema checks the rest. */
export function toMetadataPayload(draft: MetadataDraft) {
  const blankToNull = (s: string) => (s.trim() ? s.trim() : null);
  return editMetadataSchema.safeParse({
    fileName: draft.fileName.trim(),
    title: blankToNull(draft.title),
    publication: blankToNull(draft.publication),
    publicationDate: toPublicationDate(draft.publicationDate),
  });
}
export type MetadataPayload = z.output<typeof editMetadataSchema>;

export function useEditMetadata(guid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MetadataPayload) =>
      apiRequest(guidPath(apiRoutes.editMetadata, guid), uploadedFileSchema, { method: 'PATCH', body }),
    onSuccess: (updated) => {
      client.setQueryData(documentListQuery.queryKey, (list) => list?.map((f) => (f.guid === updated.guid ? updated : f)));
      void client.invalidateQueries({ queryKey: documentsKey });
    },
  });
}
