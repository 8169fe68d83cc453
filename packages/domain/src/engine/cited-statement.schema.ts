import { z } from 'zod';

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
});
export type CitedStatement = z.infer<typeof citedStatementSchema>;

/** One source behind a list of statements, with every place in it that a statement comes from. */
export const statementSourceSchema = z.object({
  citation: z.string(),
  reference: z.string(),
  url: z.string().nullable(),
  locators: z.array(z.string()).min(1),
});
export type StatementSource = z.infer<typeof statementSourceSchema>;

/** The distinct sources of `statements`, in first-cited order, each listed once with its locators. */
export function sourcesOf(statements: readonly CitedStatement[]): StatementSource[] {
  const byReference = new Map<string, StatementSource>();
  for (const s of statements) {
    const known = byReference.get(s.reference);
    if (!known) byReference.set(s.reference, { citation: s.citation, reference: s.reference, url: s.url, locators: [s.locator] });
    else if (!known.locators.includes(s.locator)) known.locators.push(s.locator);
  }
  return [...byReference.values()];
}
