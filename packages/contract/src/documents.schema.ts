import { z } from 'zod';
import { passageSchema } from './library/passage.schema';
import { text } from './text.schema';

export const documentStatusValues = ['processing', 'ready', 'failed'] as const;

/** One uploaded paper as lists and screens see it (legacy field names). */
export const uploadedFileSchema = z.object({
  id: z.number().int(),
  guid: z.uuid(),
  fileName: z.string(),
  title: z.string().nullable(),
  publication: z.string().nullable(),
  publicationDate: z.string().nullable(),
  dateOfUpload: z.string(),
  size: z.number().int(),
  pageCount: z.number().int().nullable(),
  fileType: z.string(),
  /** Present for superusers only; never shown to anyone else. */
  uploadedByEmail: z.string().nullable().optional(),
  status: z.enum(documentStatusValues),
  error: z.string().nullable(),
  pagesDone: z.number().int(),
  chunkCount: z.number().int(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
export const uploadedFileListSchema = z.array(uploadedFileSchema);

export const guidParamsSchema = z.object({ guid: z.uuid('must be a document id (UUID)') });

export const uploadResponseSchema = z.object({
  message: z.string(),
  fileId: z.number().int(),
  guid: z.uuid(),
  status: z.enum(documentStatusValues),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const documentStatusSchema = z.object({
  guid: z.uuid(),
  title: z.string().nullable(),
  status: z.enum(documentStatusValues),
  error: z.string().nullable(),
  pagesDone: z.number().int(),
  pageCount: z.number().int().nullable(),
  chunkCount: z.number().int(),
});
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

const isoDate = z
  .string()
  .transform((s) => s.replaceAll('/', '-'))
  .pipe(z.iso.date('Use a date like 2024-03-31.'))
  // PostgreSQL dates start at year 1 (there is no year 0).
  .refine((s) => !s.startsWith('0000'), 'Use a date from year 1 on.');

/** Only these four fields are writable (no mass assignment); unknown fields are refused by name. */
export const editMetadataSchema = z
  .object({
    fileName: text().trim().min(1, 'File name cannot be empty.').max(255),
    title: text().trim().max(500).nullable(),
    publication: text().trim().max(500).nullable(),
    publicationDate: z.union([isoDate, z.literal('').transform(() => null), z.null()]),
  })
  .partial()
  .strict();
export type EditMetadata = z.input<typeof editMetadataSchema>;

export const searchQuerySchema = z.object({
  q: text().trim().min(1, 'q: enter something to search for').max(500),
  guid: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** A passage found by search, with its snippet as HTML: matches in <mark>…</mark>, everything else escaped. */
export const searchHitSchema = passageSchema.extend({ highlighted: z.string() });
export type SearchHit = z.infer<typeof searchHitSchema>;
export const searchResponseSchema = z.object({ query: z.string(), expanded: z.array(z.string()), results: z.array(searchHitSchema) });
export type SearchResponse = z.infer<typeof searchResponseSchema>;
