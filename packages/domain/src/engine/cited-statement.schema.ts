import { z } from 'zod';
import { libraryPassageSchema } from '../citation.schema';
import { reviewStampSchema } from '../review-stamp.schema';

/** A clinical statement ready to show, with its source resolved and its review status. */
export const citedStatementSchema = z.object({
  text: z.string(),
  /** Short citation label, e.g. "Depakote US label". */
  citation: z.string(),
  /** Where in the source, e.g. "Boxed warning". */
  locator: z.string(),
  /** Full reference. */
  reference: z.string(),
  url: z.string().nullable(),
  /** True for background knowledge that a clinician reviewer has yet to confirm. */
  needsReview: z.boolean(),
  /** Who checked it against its source, and when: shown to prescribers as "Reviewed by …". */
  reviewed: reviewStampSchema.optional(),
  /** Set when the statement cites a passage of a library document. */
  passage: libraryPassageSchema.optional(),
});
export type CitedStatement = z.infer<typeof citedStatementSchema>;

/** One source behind a list of statements, with every place in it that a statement comes from. */
export const statementSourceSchema = z.object({
  citation: z.string(),
  reference: z.string(),
  url: z.string().nullable(),
  locators: z.array(z.string()).min(1),
  /** The library passages cited from this source, in first-cited order (empty for a published source). */
  passages: z.array(libraryPassageSchema),
});
export type StatementSource = z.infer<typeof statementSourceSchema>;

/** The distinct sources of `statements`, in first-cited order, each listed once with its locators. */
export function sourcesOf(statements: readonly CitedStatement[]): StatementSource[] {
  const byReference = new Map<string, StatementSource>();
  for (const s of statements) {
    const known = byReference.get(s.reference) ?? { citation: s.citation, reference: s.reference, url: s.url, locators: [], passages: [] };
    byReference.set(s.reference, known);
    if (!known.locators.includes(s.locator)) known.locators.push(s.locator);
    const p = s.passage;
    if (p && !known.passages.some((q) => q.guid === p.guid && q.page === p.page && q.chunk === p.chunk)) known.passages.push(p);
  }
  return [...byReference.values()];
}
