import { citationKey, type Passage } from '@balancer/contract';
import { normalizeForMatch } from './citations';
import type { Evidence } from './extractive-answerer';
import { isHeading, textUnits } from './text-units';

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

/** A sentence ends at . ! or ? with at most a closing quote or bracket after it. */
const ENDS_SENTENCE = /[.!?]["'\u201d\u2019)\]]?$/;
/** Lines at each end of a page that may be furniture (a header or footer is rarely more than three or four lines). */
const EDGE_LINES = 4;
/** Furniture is a short line; a line of body text may be as long as the column. */
const SHORT = 100;
/** The longest continuation taken from the next page: a sentence, not a page. */
const MAX_TAIL = 600;

/**
 * What running headers and footers print, in any journal or label: a page number ("7", "Page 3 of 12",
 * "… 3 of 14"), a volume ("Focus Vol. 21"), a journal reference ("2024; 30: e945412", "(2024) 7:324"), a
 * DOI, a copyright or licence line, a web address, an FDA "Reference ID".
 */
const FURNITURE_PATTERNS = [
  /^(page\s+)?\d{1,4}(\s+(of|\/)\s+\d{1,4})?$/i,
  /\b\d{1,4}\s+of\s+\d{1,4}$/i,
  /\bvol\.\s*\d/i,
  /\b(19|20)\d{2}\s*;\s*\d{1,4}\s*[:(]/,
  /\((19|20)\d{2}\)\s*\d{1,4}\s*:\s*\d/,
  /\bdoi\b|\b10\.\d{4,9}\//i,
  /\u00a9|\bcopyright\b|all rights reserved|licen[sc]ed under|creative commons?\b|\bCC BY\b/i,
  /https?:\/\/|\bwww\./i,
  /\breference id\b/i,
];

/** A line's wording without its numbers: "Page 3 of 12" and "Page 4 of 12" are one line. */
const key = (line: string) => line.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

const edges = (page: string) => {
  const lines = page.split('\n').filter((l) => l.trim());
  return lines.length <= EDGE_LINES * 2 ? lines : [...lines.slice(0, EDGE_LINES), ...lines.slice(-EDGE_LINES)];
};

/**
 * The test for furniture at a join, given the texts of the pages around it (page N-1 to N+2): a short line
 * with one of the patterns above, or a line whose wording (numbers aside) is also at the edge of another of
 * those pages. Repetition catches what no pattern names (a running title, "Advances in mood disorder
 * pharmacotherapy"); looking two pages either way catches the headers journals alternate on facing pages.
 */
export function furnitureTest(pages: readonly string[]): (line: string) => boolean {
  const seen = new Map<string, number>();
  for (const page of pages) for (const k of new Set(edges(page).map(key))) if (k) seen.set(k, (seen.get(k) ?? 0) + 1);
  return (line) => {
    const text = line.trim();
    if (!text) return true;
    return (seen.get(key(text)) ?? 0) >= 2 || (text.length <= SHORT && FURNITURE_PATTERNS.some((p) => p.test(text)));
  };
}

/** Letters and digits only: how the viewer matches a quote, and how a unit is told apart from its tail of furniture. */
const folded = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The unit `unit` of `passage` (the last passage of its page) completed by the start of `next` (the first
 * passage of the next page): `head` is the unit without the page's footer, `tail` the next page's text after
 * its header up to the first sentence end. Null unless the unit is the page's last and ends no sentence, and
 * the next page goes on in prose. Each part is a run of its own passage's text, so each can be cited to it.
 */
export function joinAcrossPages(
  unit: string,
  passage: string,
  next: string,
  isFurniture: (line: string) => boolean,
): { head: string; tail: string } | null {
  const lines = passage.split('\n');
  for (let n = 0; n < EDGE_LINES && lines.length > 1 && isFurniture(lines.at(-1)!); n++) lines.pop();
  const head = textUnits(lines.join('\n')).at(-1)?.text;
  // The unit must be the page's last (with or without the footer that followed it) and end no sentence.
  if (!head || isHeading(head) || ENDS_SENTENCE.test(head) || !folded(unit).startsWith(folded(head))) return null;
  const starts = next.split('\n');
  for (let n = 0; n < EDGE_LINES && starts.length > 1 && isFurniture(starts[0]!); n++) starts.shift();
  const rest = starts.join('\n').trim();
  // A heading, a list item or a caption at the top of the next page starts something new.
  if (/^[•●▪-]\s/.test(rest)) return null;
  const tail = textUnits(rest)[0]?.text;
  if (!tail || isHeading(tail) || !ENDS_SENTENCE.test(tail) || tail.length > MAX_TAIL) return null;
  const within = (part: string, text: string) => normalizeForMatch(text).includes(normalizeForMatch(part));
  return within(head, passage) && within(tail, next) ? { head, tail } : null;
}

/** Units this close to a passage's end may be its page's last once a footer (up to a few units) is left out. */
const NEAR_END = 4;

/**
 * The picked units with each one that a page break cut completed from the next page (`continued`), and the
 * next pages' passages that are now cited. A unit of the same passage after the joined one is the footer, and
 * a unit of the next passage that the continuation already quotes is dropped.
 */
export async function completeAcrossPages(picked: Evidence[], lookup: PageBreakLookup): Promise<{ picked: Evidence[]; added: Passage[] }> {
  const near = (e: Evidence) => e.index >= textUnits(e.passage.text).length - NEAR_END;
  const joined = await Promise.all(
    picked.map(async (e): Promise<Evidence> => {
      if (!near(e)) return e;
      const around = await lookup(e.passage);
      if (!around?.last || !around.next) return e;
      const join = joinAcrossPages(e.sentence, e.passage.text, around.next.text, furnitureTest(around.pages.map((p) => p.text)));
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
