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

/** Where in a source a statement comes from. */
export const provenanceSchema = z.object({
  citationId: z.string().min(1),
  /** Locator inside the source, e.g. "Box 1", "Boxed warning", "Table 5". */
  locator: z.string().min(1),
});
export type Provenance = z.infer<typeof provenanceSchema>;
