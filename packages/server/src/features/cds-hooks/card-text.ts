import type { AppliedRule, ReviewStamp } from '@balancer/domain';
import type { Finding } from './fhir-context';

/** CDS Hooks asks for a summary of fewer than 140 characters. */
export const SUMMARY_MAX = 139;

/** "Prefix: A, B, C (+4 more)", as many names as fit in a summary. */
export function fitSummary(prefix: string, names: string[]): string {
  for (let shown = names.length; shown > 0; shown--) {
    const rest = names.length - shown;
    const text = `${prefix}: ${names.slice(0, shown).join(', ')}${rest ? ` (+${rest} more)` : ''}`;
    if (text.length <= SUMMARY_MAX) return text;
  }
  const bare = `${prefix} (${names.length})`;
  return bare.length <= SUMMARY_MAX ? bare : `${bare.slice(0, SUMMARY_MAX - 1)}…`;
}

/**
 * Record text (displays typed in an EHR) and reviewer names must not turn into Markdown: no links,
 * emphasis, HTML, headings, lists or images, and no line breaks that start any of them. Line breaks
 * become spaces; Markdown's punctuation is escaped; bare URLs lose the "://" and "www." autolinks need.
 */
export function md(text: string): string {
  return text
    .replace(/\s*[\r\n\u2028\u2029\v\f]\s*/g, ' ')
    .replace(/[\\`*_[\]<>|~#!]/g, (c) => `\\${c}`)
    .replace(/:\/\//g, ':\\/\\/')
    .replace(/\bwww\./gi, (w) => `${w.slice(0, 3)}\\.`)
    .replace(/^(\s*)([-+=]|\d+[.)])/, (_, space: string, mark: string) => `${space}${mark.replace(/[-+=.)]/, (c) => `\\${c}`)}`);
}

/** After a rule's sources: not yet verified, or who checked it and when (docs/adr/0038-clinical-review-queue.md). */
export function reviewState(r: { needsReview: boolean; reviewed?: ReviewStamp | undefined }): string {
  if (r.needsReview) return ' (not yet verified against the source text)';
  return r.reviewed ? ` (reviewed by ${md(r.reviewed.by)}, ${r.reviewed.on})` : '';
}

export function ruleLine(r: AppliedRule): string {
  const cites = r.citations.length ? ` _Sources: ${r.citations.map(md).join('; ')}${reviewState(r)}._` : '';
  return `${md(r.label)}: ${md(r.reason)}${cites}`;
}

/** The "what the record said" footer every card carries, so a card read alone is still honest. */
export function recordFooter(
  {
    read,
    notFound,
    unclear,
    unmatchedMedications: unmatched,
  }: { read: Finding[]; notFound: string[]; unclear: string[]; unmatchedMedications: string[] },
  contentVersion: string,
): string {
  const parts = ['---'];
  if (read.length) parts.push(`**Read from the record:**\n${read.map((f) => `- ${md(f.input)}: ${md(f.from)}`).join('\n')}`);
  if (notFound.length)
    parts.push(
      `**Not found in the record:** ${notFound.map(md).join('; ')}. Balancer took these as "no"; answer them in Balancer if they apply.`,
    );
  if (unclear.length)
    parts.push(`**Unclear in the record** (taken as "no" until answered in Balancer):\n${unclear.map((u) => `- ${md(u)}`).join('\n')}`);
  if (unmatched.length) {
    const shown = unmatched.slice(0, 10).map(md).join('; ');
    parts.push(
      `**Medications not in Balancer's catalogue** (not rated): ${shown}${unmatched.length > 10 ? `; and ${unmatched.length - 10} more` : ''}.`,
    );
  }
  parts.push(
    `_Balancer clinical content ${md(contentVersion)}. Decision support for licensed prescribers; it does not replace clinical judgement._`,
  );
  return parts.join('\n\n');
}
