/** Kinds of identifier the browser warns about before a free-text field is submitted. */
export type IdentifierKind = 'name-with-title' | 'date' | 'phone' | 'email' | 'record-number' | 'ssn';
export type IdentifierMatch = { kind: IdentifierKind; match: string };

const MONTHS = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';

/**
 * Patterns in priority order: an earlier pattern claims its span, so "1985-04-03" is a date and not
 * a phone number. Numeric patterns need separators or a keyword, so doses ("300 mg"), levels
 * ("0.6-1.0 mEq/L") and blood pressures ("90/60") do not match.
 */
const PATTERNS: { kind: IdentifierKind; re: RegExp }[] = [
  { kind: 'email', re: /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/g },
  { kind: 'ssn', re: /\b(?:SSN|social security(?: number| no\.?)?)\s*[:#]?\s*\d{3}[- ]?\d{2}[- ]?\d{4}\b|\b\d{3}-\d{2}-\d{4}\b/gi },
  {
    kind: 'record-number',
    re: /\b(?:MRN|medical record(?: number| no\.?| #)?|record (?:number|no\.?|#)|chart (?:number|no\.?|#)|patient (?:id|number|no\.?)|hospital (?:number|no\.?)|NHS (?:number|no\.?)|health card(?: number)?)\s*[:#]?\s*[A-Z0-9][A-Z0-9-]{3,}\b/gi,
  },
  { kind: 'date', re: /\b(?:DOB|D\.O\.B\.?|date of birth|birth ?date|born(?: on)?)\b\s*[:-]?\s*(?:[0-9]{1,4}[/.-][0-9]{1,2}[/.-][0-9]{1,4})?/gi },
  { kind: 'date', re: /\b(?:19|20)\d{2}[-/.](?:0?[1-9]|1[0-2])[-/.](?:0?[1-9]|[12]\d|3[01])\b/g },
  { kind: 'date', re: /\b(?:0?[1-9]|[12]\d|3[01])[/.-](?:0?[1-9]|[12]\d|3[01])[/.-](?:\d{4}|\d{2})\b/g },
  { kind: 'date', re: new RegExp(`\\b(?:${MONTHS})\\.? \\d{1,2}(?:st|nd|rd|th)?,? (?:19|20)\\d{2}\\b`, 'gi') },
  { kind: 'date', re: new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:${MONTHS})\\.?,? (?:19|20)\\d{2}\\b`, 'gi') },
  { kind: 'phone', re: /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)|\b\d{3})[\s.-]?\d{3}[\s.-]\d{4}\b/g },
  { kind: 'phone', re: /\+\d{1,3}(?:[\s.-]?\d){8,12}\b/g },
  // Titles are case-sensitive so that "ms" (multiple sclerosis) or "dr" in lower case do not match.
  { kind: 'name-with-title', re: /\b(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\.?\s+[A-Z][a-zA-Z'’-]+(?:\s+[A-Z][a-zA-Z'’-]+)?/g },
  // Long digit runs: record, insurance or account numbers (doses never run to 7 digits).
  { kind: 'record-number', re: /\b\d{7,}\b/g },
];

/** Likely identifiers in free text, in the order they appear. Heuristic: a warning, not a guarantee. */
export function detectIdentifiers(text: string): IdentifierMatch[] {
  const taken: { start: number; end: number; kind: IdentifierKind; match: string }[] = [];
  for (const { kind, re } of PATTERNS) {
    for (const m of text.matchAll(new RegExp(re.source, re.flags))) {
      const match = m[0].trim();
      if (!match) continue;
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some((t) => start < t.end && t.start < end)) continue;
      taken.push({ start, end, kind, match });
    }
  }
  return taken.sort((a, b) => a.start - b.start).map(({ kind, match }) => ({ kind, match }));
}
