import { z } from 'zod';

/**
 * One retrieved chunk of a library document, the single shape search returns, answers and the
 * assistant read, and the v2 wire carries (docs/adr/0029-library-contract-and-v2.md).
 */
export const passageSchema = z.object({
  guid: z.uuid(),
  title: z.string().nullable(),
  fileName: z.string(),
  page: z.number().int(),
  chunkNumber: z.number().int(),
  text: z.string(),
  /** Plain-text excerpt around the matches (no markup). */
  snippet: z.string(),
  /** Relevance as the search ranked it (higher is better; comparable within one search only). */
  score: z.number(),
});
export type Passage = z.infer<typeof passageSchema>;
