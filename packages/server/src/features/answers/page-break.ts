import { citationKey, type Passage } from '@balancer/contract';
import { normalizeForMatch } from './citations';
import type { Evidence } from './extractive-answerer';
import { isHeading, textUnits, type TextUnit } from './text-units';

/**
 * Passages never cross pages (ingestion/chunker.ts), so a sentence that runs over a page break is cut in
 * two: the answer would quote its first half, often with the page's running footer after it ("… and at
 * Focus Vol."). Here such a unit is completed with the next page's text up to its first sentence end,
 * each half cited to its own page's passage, and the footer and header at the join left out.
 */

/** What the library says around a passage: whether it ends its page, the next page's first passage, the pages beside it. */
export type PageBreakLookup = (
  at: Pick<Passage, 'guid' | 'page' | 'chunkNumber'>,
) => Promise<{ last: boolean; next: Passage | null; pages: { page: number; text: string }[] } | null>;

/** A sentence ends at . ! or ? with at most a closing quote or bracket after it; a colon ends a lead-in, whose items are units of their own. */
const ENDS_SENTENCE = /[.!?]["'\u201d\u2019)\]]?$/;
const ENDS_UNIT = /[.!?:]["'\u201d\u2019)\]]?$/;
/** Lines at each end of a page that may be furniture: a journal's footer may run to nine lines (title, licence, indexes). */
const EDGE_LINES = 10;
/** Furniture is a short line; a line of body text may be as long as the column. */
const SHORT = 100;
/** The longest continuation taken from the next page: a sentence, not a page. */
const MAX_TAIL = 600;

/**
 * What running headers and footers print, in any journal or label: a page number or a line with no letter
 * ("7", "Page 3 of 12", "… 3 of 14", "1234567890():,;"), a volume ("Focus Vol. 21"), a journal reference
 * ("2024; 30: e945412", "(2024) 7:324"), a page number with the authors ("20 A. Stelmach et al."), a DOI, a
 * copyright or licence line, a web address, an FDA "Reference ID".
 */
const FURNITURE_PATTERNS = [
  /^[^\p{L}]+$/u,
  /^(page\s+)?\d{1,4}(\s+(of|\/)\s+\d{1,4})?$/i,
  /\b\d{1,4}\s+of\s+\d{1,4}$/i,
  /\bvol\.\s*\d/i,
  /\b(19|20)\d{2}\s*;\s*\d{1,4}\s*[:(]/,
  /\((19|20)\d{2}\)\s*\d{1,4}\s*:\s*\d/,
  /^\d{1,4}\s.{0,60}\bet al\.?[\s\d]*$/i,
  /\bdoi\b|\b10\.\d{4,9}\//i,
  /\u00a9|\bcopyright\b|all rights reserved|licen[sc]ed under|creative commons?\b|\bCC BY\b/i,
  /https?:\/\/|\bwww\./i,
  /\breference id\b/i,
];

/**
 * Words no English sentence ends on (articles, prepositions, conjunctions, auxiliaries): a page that ends on
 * one goes on over the page even when the next page's text starts with a capital ("… crushed with | ELIQUIS").
 */
const GOES_ON =
  /(,|\b(a|an|the|of|in|on|at|to|for|with|by|from|into|than|as|and|or|nor|but|that|which|whose|if|is|are|was|were|be|been|has|have|had|not|no|such|their|its|this|these|between|during|after|before|per|via))$/i;

/** A line's wording without its numbers: "Page 3 of 12" and "Page 4 of 12" are one line. */
const key = (line: string) => line.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

const filled = (page: string) => page.split('\n').filter((l) => l.trim());

/**
 * The test for furniture at a join, given the texts of the pages around it (pages N-2 to N+3): a short line
 * with one of the patterns above, or a line whose wording (numbers aside) is also at the same edge (top or
 * foot) of another of those pages. Repetition catches what no pattern names (a running title, "Advances in
 * mood disorder pharmacotherapy"); looking two pages away catches the headers journals alternate on facing
 * pages. Only the same edge counts: a line printed at the foot of one page and again at the top of the next is
 * text printed twice, not a header.
 */
export function furnitureTest(pages: readonly string[]): { top: (line: string) => boolean; foot: (line: string) => boolean } {
  const count = (lines: (page: string[]) => string[]) => {
    const seen = new Map<string, number>();
    for (const page of pages) for (const k of new Set(lines(filled(page)).map(key))) if (k) seen.set(k, (seen.get(k) ?? 0) + 1);
    return seen;
  };
  const test = (seen: Map<string, number>) => (line: string) => {
    const text = line.trim();
    if (!text) return true;
    return (seen.get(key(text)) ?? 0) >= 2 || (text.length <= SHORT && FURNITURE_PATTERNS.some((p) => p.test(text)));
  };
  return { top: test(count((l) => l.slice(0, EDGE_LINES))), foot: test(count((l) => l.slice(-EDGE_LINES))) };
}

/** Letters and digits only: how the viewer matches a quote, and how a unit is told apart from its tail of furniture. */
const folded = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
const CAPTION = /^(Table|Figure|Box)\s+\d/i;

/**
 * The last unit of what is left of a page (`lines`) when it may be `unit` cut by the page break: it ends no
 * sentence, `unit` starts with it (the unit as cut may run on into the footer), and it is prose: a word or two
 * that do not lead on ("Human Data", "percentage") are a label.
 */
function cutHead(unit: string, lines: string[]): TextUnit | null {
  const last = textUnits(lines.join('\n')).at(-1);
  if (!last || isHeading(last.text) || ENDS_UNIT.test(last.text)) return null;
  if (last.text.split(/\s+/).length < 3 && !GOES_ON.test(last.text)) return null;
  return folded(unit).startsWith(folded(last.text)) ? last : null;
}

/** Whether some footer length could leave `unit` as its page's last, cut: only then is the library asked. */
export function mayBeCut(unit: string, passage: string): boolean {
  const lines = passage.split('\n');
  for (let k = 0; k <= EDGE_LINES && k < lines.length; k++) if (cutHead(unit, lines.slice(0, lines.length - k))) return true;
  return false;
}

/**
 * The unit `unit` of `passage` (the last passage of its page) completed by the start of `next` (the first
 * passage of the next page): `head` is the unit without the page's footer, `tail` the next page's text after
 * its header up to the first sentence end. Null unless the unit is the page's last prose and ends no sentence,
 * and the next page goes on in prose. Each part is a run of its own passage's text, so each can be cited to it.
 */
export function joinAcrossPages(
  unit: string,
  passage: string,
  next: string,
  furniture: ReturnType<typeof furnitureTest>,
  /** The whole page the passage ends, when known: a table's caption may be above the passage's start. */
  page: string = passage,
): { head: string; tail: string } | null {
  const withoutFoot = (text: string) => {
    const lines = text.split('\n');
    for (let n = 0; n < EDGE_LINES && lines.length && furniture.foot(lines.at(-1)!); n++) lines.pop();
    return lines;
  };
  const lines = withoutFoot(passage);
  const last = cutHead(unit, lines);
  // A table row is no sentence, even when the table's caption is above this passage.
  if (!last || [last, textUnits(withoutFoot(page).join('\n')).at(-1)].some((u) => u?.headings.some((h) => CAPTION.test(h)))) return null;
  const head = last.text;
  const starts = next.split('\n');
  for (let n = 0; n < EDGE_LINES && starts.length && furniture.top(starts[0]!); n++) starts.shift();
  // A line printed at the foot of a page and again at the top of the next is read once.
  if (starts.length > 1 && key(starts[0]!) === key(lines.at(-1)!)) starts.shift();
  const rest = starts.join('\n').trim();
  // A list item at the top of the next page starts something new.
  if (/^[•●▪-]\s/.test(rest)) return null;
  const tail = textUnits(rest)[0]?.text;
  if (!tail || isHeading(tail) || !ENDS_SENTENCE.test(tail) || tail.length > MAX_TAIL || !/\p{Ll}{2,}/u.test(tail)) return null;
  // A capital after the break starts a new sentence unless the page ended where no sentence can.
  if (/^\p{Lu}/u.test(tail) && !GOES_ON.test(head)) return null;
  const within = (part: string, text: string) => normalizeForMatch(text).includes(normalizeForMatch(part));
  return within(head, passage) && within(tail, next) ? { head, tail } : null;
}

/**
 * The picked units with each one that a page break cut completed from the next page (`continued`), and the
 * next pages' passages that are now cited. A unit of the same passage after the joined one is the footer, and
 * a unit of the next passage that the continuation already quotes is dropped.
 */
export async function completeAcrossPages(picked: Evidence[], lookup: PageBreakLookup): Promise<{ picked: Evidence[]; added: Passage[] }> {
  const joined = await Promise.all(
    picked.map(async (e): Promise<Evidence> => {
      if (!mayBeCut(e.sentence, e.passage.text)) return e;
      const around = await lookup(e.passage);
      if (!around?.last || !around.next) return e;
      const furniture = furnitureTest(around.pages.map((p) => p.text));
      const page = around.pages.find((p) => p.page === e.passage.page)?.text;
      const join = joinAcrossPages(e.sentence, e.passage.text, around.next.text, furniture, page);
      return join ? { ...e, sentence: join.head, continued: { passage: around.next, sentence: join.tail } } : e;
    }),
  );
  const joins = joined.filter((e) => e.continued);
  const out = joined.filter(
    (e) =>
      !joins.some(
        (j) =>
          (citationKey(j.passage) === citationKey(e.passage) && e.index > j.index) ||
          (citationKey(j.continued!.passage) === citationKey(e.passage) && folded(j.continued!.sentence).includes(folded(e.sentence))),
      ),
  );
  const added = new Map(joins.map((j) => [citationKey(j.continued!.passage), j.continued!.passage]));
  return { picked: out, added: [...added.values()] };
}
