import { FIRST_NAMES, NOT_NAMES, US_STATES } from './identifier-words';

/** Kinds of identifier the browser warns about before a free-text field is submitted. */
export const identifierKinds = ['name', 'date', 'age', 'phone', 'email', 'record-number', 'ssn', 'address', 'zip'] as const;
export type IdentifierKind = (typeof identifierKinds)[number];
export type IdentifierMatch = { kind: IdentifierKind; match: string };

/**
 * Only this many characters are scanned. The suggester's free-text fields are shorter (2,000 at most),
 * and the bound keeps the worst case of every pattern small whatever is pasted.
 */
export const IDENTIFIER_SCAN_LIMIT = 4000;

const MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const MONTHS_CAPITALISED =
  'Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?';
const NUMERIC_DATE = '[0-9]{1,4}[/.-][0-9]{1,2}[/.-][0-9]{1,4}';
const UNITS = '(?:mg|mcg|µg|g|ml|mL|mEq|mmol|units?|iu|IU|%)';
const WORD = "\\p{Lu}[\\p{L}'’-]+";
/** Cue words before a name, any case ("Patient", "patient"); the name itself must be capitalised. */
const NAME_CUES = [
  'name',
  'named',
  'name is',
  'patient',
  'pt',
  'called',
  'son',
  'daughter',
  'wife',
  'husband',
  'mother',
  'father',
  'mom',
  'dad',
  'brother',
  'sister',
  'partner',
  'spouse',
  'friend',
  'caregiver',
  'neighbour',
  'neighbor',
]
  .map((w) => `[${w[0]?.toUpperCase()}${w[0]}]${w.slice(1)}`)
  .join('|');
const STREET =
  '(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Court|Ct|Place|Pl|Way|Terrace|Circle|Cir|Parkway|Pkwy|Highway|Hwy)';

type Pattern = { kind: IdentifierKind; re: RegExp; accept?: (m: RegExpMatchArray) => string | null };

/** A name candidate is kept only if no word of it is a drug, month or other capitalised clinical word. */
const plausibleName = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w.toLowerCase().replace(/[.,]/g, ''))
    .every((w) => w.length === 1 || !NOT_NAMES.has(w));
const nameGroup = (m: RegExpMatchArray) => {
  const name = m.groups?.name ?? m[0];
  return plausibleName(name) ? name : null;
};

/**
 * Patterns in priority order: an earlier pattern claims its span, so "1985-04-03" is a date and not
 * a phone number. Numeric patterns need separators, a keyword or a shape doses and lab values do not
 * have, so "300 600 1200 mg", "WBC 4500000" and "BP 90/60" do not match. Every repetition that can
 * meet itself again is bounded or anchored (the e-mail local part starts only where a run starts), so
 * no pattern backtracks quadratically.
 */
const PATTERNS: Pattern[] = [
  { kind: 'email', re: /(?<![\w.%+-])[\w.%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}\b/g },
  {
    kind: 'ssn',
    re: /\b(?:SSN|SS ?#|SS number|social security(?: number| no\.?)?)\s*[:#-]?\s*\d{3}[- ]?\d{2}[- ]?\d{4}\b|\b\d{3}-\d{2}-\d{4}\b/gi,
  },
  {
    kind: 'record-number',
    re: /\b(?:MRN|MR ?#|MR no\.?|medical record(?: number| no\.?| #)?|record (?:number|no\.?|#)|chart (?:number|no\.?|#)|patient (?:id|number|no\.?)|pt (?:id|#)|hospital (?:number|no\.?)|NHS (?:number|no\.?)|health card(?: number)?|acct\.?|account(?: number| no\.?| #)?|a\/c|member (?:id|number)|policy (?:number|no\.?|#)|insurance (?:id|number)|case (?:number|no\.?|#)|file ?#|ID ?(?:number|no\.?|#)?|Medicaid|Medicare)(?![a-z])\s*[:#]?\s*(?=[A-Z-]*\d)[A-Z0-9][A-Z0-9-]{2,}(?: \d{3,})*\b/gi,
  },
  { kind: 'record-number', re: /(?<![\w&])#\s?\d{4,}\b/g },
  { kind: 'record-number', re: /\b[A-Z]{1,3}\d{6,}\b|\b\d{8,}\b/g },
  { kind: 'date', re: new RegExp(`\\b(?:DOB|D\\.O\\.B\\.?|date of birth|birth ?date)\\b\\s*[:-]?\\s*(?:${NUMERIC_DATE})?`, 'gi') },
  {
    kind: 'date',
    re: new RegExp(
      `\\bborn(?: on| in)?\\s+(?:${NUMERIC_DATE}|(?:${MONTHS})\\b\\.?(?:\\s+\\d{1,2}(?:st|nd|rd|th)?)?(?:,?\\s+\\d{4})?|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${MONTHS})\\b(?:,?\\s+\\d{4})?|(?:19|20)\\d{2}\\b)`,
      'gi',
    ),
  },
  // The two separators must be the same, so "(1.02-2.68)" is not a date.
  { kind: 'date', re: /\b(?:19|20)\d{2}([-/.])(?:0?[1-9]|1[0-2])\1(?:0?[1-9]|[12]\d|3[01])\b/g },
  { kind: 'date', re: /\b(?:0?[1-9]|[12]\d|3[01])([/.-])(?:0?[1-9]|[12]\d|3[01])\1(?:\d{4}|\d{2})\b/g },
  { kind: 'date', re: new RegExp(`\\b(?:${MONTHS})\\.? \\d{1,2}(?:st|nd|rd|th)?,? (?:19|20)\\d{2}\\b`, 'gi') },
  { kind: 'date', re: new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:${MONTHS})\\.?,? (?:19|20)\\d{2}\\b`, 'gi') },
  // A day and month without a year: the month must be capitalised, so "may 5" in a sentence does not match.
  {
    kind: 'date',
    re: new RegExp(
      `\\b(?:${MONTHS_CAPITALISED})\\.? \\d{1,2}(?:st|nd|rd|th)?\\b(?!\\s*${UNITS}\\b)|\\b\\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:${MONTHS_CAPITALISED})\\b`,
      'g',
    ),
  },
  // Ages over 89 identify (Safe Harbor); younger ages do not.
  {
    kind: 'age',
    re: /\b(?:9\d|1[01]\d)(?:[- ]?(?:years?|yrs?|y\/o|yo|y\.o\.)(?:[- ]old)?|-year-old)\b|\b(?:aged?|age:)\s*(?:9\d|1[01]\d)\b|\b(?:9\d|1[01]\d) ?(?:M|F)\b|\bin (?:his|her|their) (?:late |early |mid-)?(?:90s|nineties)\b/gi,
  },
  {
    kind: 'phone',
    re: new RegExp(`(?:\\+\\d{1,3}[\\s.-]?)?(?:\\(\\d{2,4}\\)|\\b\\d{3})[\\s.-]?\\d{3}[\\s.-]\\d{4}\\b(?!\\s*${UNITS}\\b)`, 'g'),
  },
  { kind: 'phone', re: /\+\d{1,3}(?:[\s.-]?\d){8,12}\b/g },
  // UK and other trunk-prefixed numbers: "07700 900123", "020 7946 0018".
  { kind: 'phone', re: /\b0\d{2,4}[\s-]\d{3,6}(?:[\s-]\d{3,4})?\b/g, accept: (m) => (m[0].replace(/\D/g, '').length >= 10 ? m[0] : null) },
  // Seven-digit local numbers: a dash or dot, or a phone word before them ("300 600 1200 mg" is a dose list).
  {
    kind: 'phone',
    re: new RegExp(
      `\\b\\d{3}[-.]\\d{4}\\b(?!\\s*${UNITS}\\b)|\\b(?:call|phone|tel|cell|mobile|ph|contact)\\b\\.?:?\\s*(?:at\\s+|on\\s+)?\\d{3}\\s\\d{4}\\b`,
      'gi',
    ),
  },
  {
    kind: 'address',
    re: new RegExp(`\\b\\d{1,5}[A-Za-z]?\\s+(?:${WORD}\\s+){1,3}${STREET}\\b\\.?(?:,?\\s*(?:Apt|Unit|Suite|#)\\s*\\w+)?`, 'gu'),
  },
  {
    kind: 'address',
    re: /\b\d{1,5}\s+(?:[a-z]+\s+){1,3}(?:street|avenue|road|lane|drive|boulevard)\b|\b(?:P\.? ?O\.? Box|PO Box)\s*\d+|\b(?:Apt|Apartment|Suite)\.?\s*#?\d+[A-Z]?\b/gi,
  },
  { kind: 'zip', re: new RegExp(`\\b(?:${US_STATES})\\s+\\d{5}(?:-\\d{4})?\\b`, 'g') },
  { kind: 'zip', re: /\b[A-Z]\d[A-Z] \d[A-Z]\d\b/g },
  {
    kind: 'zip',
    re: /\b(?:zip|zip ?code|postcode|postal code)\s*:?\s*(?:\d{5}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})\b|\b\d{5}-\d{4}\b|\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b/gi,
  },
  // Titles are case-sensitive so that "ms" (multiple sclerosis) or "dr" in lower case do not match.
  { kind: 'name', re: new RegExp(`\\b(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof)\\.?\\s+${WORD}(?:\\s+${WORD})?`, 'gu') },
  // After a cue word: a known given name (with or without a surname), or two capitalised words.
  {
    kind: 'name',
    re: new RegExp(`\\b(?:${NAME_CUES})\\b:?\\s+(?<name>(?:${FIRST_NAMES})\\b(?:\\s+${WORD})?|${WORD}\\s+${WORD})`, 'gu'),
    accept: nameGroup,
  },
  { kind: 'name', re: new RegExp(`\\b(?:${FIRST_NAMES})\\s+(?:[A-Z]\\.\\s+)?${WORD}`, 'gu'), accept: nameGroup },
  { kind: 'name', re: new RegExp(`\\b${WORD},\\s+(?:${FIRST_NAMES})\\b`, 'gu'), accept: nameGroup },
  { kind: 'name', re: /\b[A-Z]\.\s?[A-Z][a-z]{2,}(?:-[A-Z][a-z]+)?\b/g, accept: nameGroup },
];

/** Likely identifiers in free text, in the order they appear. Heuristic: a warning, not a guarantee. */
export function detectIdentifiers(input: string): IdentifierMatch[] {
  const text = input.length > IDENTIFIER_SCAN_LIMIT ? input.slice(0, IDENTIFIER_SCAN_LIMIT) : input;
  const taken: { start: number; end: number; kind: IdentifierKind; match: string }[] = [];
  for (const { kind, re, accept } of PATTERNS) {
    for (const m of text.matchAll(new RegExp(re.source, re.flags))) {
      const match = (accept ? accept(m) : m[0])?.trim();
      if (!match) continue;
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (taken.some((t) => start < t.end && t.start < end)) continue;
      taken.push({ start, end, kind, match });
    }
  }
  return taken.sort((a, b) => a.start - b.start).map(({ kind, match }) => ({ kind, match }));
}
