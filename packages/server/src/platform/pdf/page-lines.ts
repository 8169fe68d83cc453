/**
 * A page's text from pdf.js's positioned items (docs/adr/0028, "Text in reading order"). Two things
 * pdf.js's own order gets wrong for quoting:
 * - pieces of one word printed as separate items (a ligature glyph, a kerned run) were joined with a
 *   space ("re fl ecting"): items that touch on the same line are joined without one;
 * - words hyphenated at a line end ("pharma-" / "cokinetics") were quoted as two: they are joined on the
 *   first line, and the hyphen kept only where it is a compound's ("low-dose", "by-nc-nd").
 * The viewer's highlight compares letters and digits only, so it finds a passage either way.
 */
export type PositionedItem = { str: string; x: number; y: number; width: number; height: number; hasEOL: boolean };

/** A gap narrower than this share of the font size is inside a word. */
const TOUCHING = 0.12;

/** Words that begin compounds a line may break after: their hyphen stays. */
const COMPOUND_HEADS = new Set(
  'low high well meta non self long short first second third co cross double single open follow placebo dose age sex time evidence treatment semi multi'.split(
    ' ',
  ),
);

export function assembleLines(items: readonly PositionedItem[]): string {
  let text = '';
  let prev: PositionedItem | null = null;
  for (const item of inReadingPlace(items)) {
    if (prev && item.str && !text.endsWith('\n') && !text.endsWith(' ') && !item.str.startsWith(' ')) {
      const size = Math.max(prev.height, item.height, 1);
      const sameLine = Math.abs(item.y - prev.y) < size * 0.5;
      const gap = item.x - (prev.x + prev.width);
      if (!(sameLine && gap < size * TOUCHING && gap > -size)) text += ' ';
    }
    text += item.str;
    if (item.hasEOL) text += '\n';
    if (item.str) prev = item;
  }
  return joinHyphenated(text);
}

/**
 * "differ-\nence is" becomes "difference\nis": the word moves up whole, the lines stay lines. The hyphen
 * stays for a compound: after a word that begins them ("low-dose"), in a link, or where both halves are
 * words of the page and the joined word is not ("dopamine-system").
 */
export function joinHyphenated(text: string): string {
  const words = new Set(
    text
      .replace(/\p{L}+-\n\p{L}+/gu, ' ')
      .toLowerCase()
      .match(/\p{L}+/gu),
  );
  return text.replace(
    /(\S*?)(\p{Ll}+)-\n(\p{Ll}[\p{L}-]*)([.,;:)]*)( ?)/gu,
    (_whole, lead: string, head: string, tail: string, punct: string, space: string) => {
      const next = tail.split('-')[0]!;
      const keep =
        COMPOUND_HEADS.has(head) || /:\/\/|www\.|@/.test(lead) || (words.has(head) && words.has(next) && !words.has(head + next));
      return `${lead}${head}${keep ? '-' : ''}${tail}${punct}${space ? '\n' : ''}`;
    },
  );
}

/** A sub- or superscript is set smaller and is short: "12" of "vitamin B12", "2" of "m²", a footnote mark. */
const isScript = (item: PositionedItem, base: PositionedItem) =>
  item.str.trim().length > 0 && item.str.trim().length <= 4 && item.height > 0 && item.height <= base.height * 0.85;

/**
 * Some PDFs (labels rendered from HTML) draw a line's sub- and superscripts after the whole page: pdf.js
 * lists them last, so "vitamin B12" read "vitamin B … 12" and "m²" lost its 2. Such an item is put back
 * after the earlier item on its line whose span it starts in or right after (before a blank item held for
 * it), so a question about "B12" finds the text that says it (docs/adr/0054).
 */
export function inReadingPlace(items: readonly PositionedItem[]): PositionedItem[] {
  const placed = [...items];
  for (let k = 2; k < placed.length; k++) {
    const item = placed[k]!;
    if (!item.str.trim()) continue;
    const size = (b: PositionedItem) => Math.max(b.height, 1);
    const onLineOf = (b: PositionedItem) => Math.abs(item.y - b.y) < size(b) * 0.6;
    // Only an item out of its line's run: the last text before it (blanks and line marks aside) is on another line.
    const before = placed.findLastIndex((b, j) => j < k && b.str.trim() !== '');
    if (before < 0 || onLineOf(placed[before]!)) continue;
    const at = placed.findIndex(
      (b, j) => j < before && b.str && onLineOf(b) && isScript(item, b) && item.x >= b.x - 1 && item.x <= b.x + b.width + size(b) * 0.3,
    );
    if (at < 0) continue;
    const host = placed[at]!;
    // A blank item where the script goes was held for it: the script takes its place, the blank follows.
    const index = !host.str.trim() && Math.abs(host.x - item.x) < size(host) * 0.3 ? at : at + 1;
    placed.splice(k, 1);
    placed.splice(index, 0, item);
  }
  return placed;
}
