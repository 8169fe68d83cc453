import type { Citation } from '../citation.schema';
import type { ClinicalContentSet } from './clinical-content';

/** The source of statements an administrator types without naming one: shown as such, and marked for review. */
export const ADMIN_CITATION: Citation = {
  id: 'administrator-entry',
  short: 'Entered by an administrator',
  reference: 'Entered in the medication list by an administrator; no published source recorded.',
};

/** Thrown for a change that names something the content does not have; the message names it. */
export class ContentChangeError extends Error {
  constructor(
    readonly status: 'not_found' | 'conflict',
    message: string,
  ) {
    super(message);
  }
}

/** Adds the citations a change needs (the administrator's, a library document's) when missing. */
export function withCitations(content: ClinicalContentSet, needed: readonly Citation[]): ClinicalContentSet {
  const have = new Set(content.pack.citations.map((c) => c.id));
  const added = needed.filter((c) => !have.has(c.id) && (have.add(c.id), true));
  return added.length ? { ...content, pack: { ...content.pack, citations: [...content.pack.citations, ...added] } } : content;
}
