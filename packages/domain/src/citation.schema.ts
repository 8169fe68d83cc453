import { z } from 'zod';

/** A bibliographic source: a guideline, label, trial or review. */
export const citationSchema = z.object({
  id: z.string().min(1),
  /** Short label shown in the UI, e.g. "CANMAT/ISBD 2018 (2023 update)". */
  short: z.string().min(1),
  /** Full reference in Vancouver style. */
  reference: z.string().min(1),
  url: z.url().optional(),
  publication: z.string().optional(),
  year: z.number().int().optional(),
});
export type Citation = z.infer<typeof citationSchema>;

/** A passage of a document in the library: the document's guid, its page and chunk number. */
export const libraryPassageSchema = z.object({
  guid: z.string().min(1),
  page: z.number().int().positive(),
  chunk: z.number().int().nonnegative(),
});
export type LibraryPassage = z.infer<typeof libraryPassageSchema>;

/** Where in a source a statement comes from. */
export const provenanceSchema = z.object({
  citationId: z.string().min(1),
  /** Locator inside the source, e.g. "Box 1", "Boxed warning", "Table 5". */
  locator: z.string().min(1),
  /** Set when the source is a passage of a library document (the citation names the document). */
  passage: libraryPassageSchema.optional(),
});
export type Provenance = z.infer<typeof provenanceSchema>;
