/**
 * Finds a passage (a cited chunk's text) in the pieces of a page's text layer. Both sides are compared on
 * letters and digits only, lower-cased, so line breaks, spacing, punctuation and words hyphenated at a line
 * end do not matter. A passage that runs onto the next page (or began on the previous one) still matches by
 * its longest prefix (or suffix) found on this page.
 */
export type PieceSpan = { piece: number; start: number; end: number };

const WORD_CHAR = /[\p{L}\p{N}]/u;
const MIN_PARTIAL = 24;

type Folded = { text: string; at: Array<[piece: number, offset: number]> };

const LETTER = /\p{L}/u;

function fold(pieces: readonly string[], keep = WORD_CHAR): Folded {
  let text = '';
  const at: Array<[number, number]> = [];
  pieces.forEach((piece, p) => {
    for (let i = 0; i < piece.length; i++) {
      const ch = piece[i]!;
      if (!keep.test(ch)) continue;
      text += ch.toLowerCase();
      at.push([p, i]);
    }
  });
  return { text, at };
}

export const foldPassage = (passage: string): string => fold([passage]).text;

/** The longest n (at least MIN_PARTIAL) for which `has(n)` holds; `has` is monotone (true up to some n). */
function longest(max: number, has: (n: number) => boolean): number {
  if (max < MIN_PARTIAL || !has(MIN_PARTIAL)) return 0;
  let [low, high] = [MIN_PARTIAL, max];
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (has(mid)) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** [start, end) in the folded page text, or null: the whole passage, else its longest head or tail found. */
function locate(page: string, needle: string): [number, number] | null {
  if (!needle) return null;
  const exact = page.indexOf(needle);
  if (exact >= 0) return [exact, exact + needle.length];
  const head = longest(needle.length - 1, (n) => page.includes(needle.slice(0, n)));
  const tail = longest(needle.length - 1, (n) => page.includes(needle.slice(-n)));
  if (!head && !tail) return null;
  if (head >= tail) {
    const at = page.indexOf(needle.slice(0, head));
    return [at, at + head];
  }
  const at = page.indexOf(needle.slice(-tail));
  return [at, at + tail];
}

/** The character ranges, per piece, that the passage covers; null when it is not on the page. */
export function findPassage(pieces: readonly string[], passage: string): PieceSpan[] | null {
  let page = fold(pieces);
  const needle = foldPassage(passage);
  let found = locate(page.text, needle);
  // Ingestion puts a sub- or superscript back in its word ("vitamin B12", "m2"), where some PDFs draw it
  // after the page and the text layer lists it last: on letters alone the passage still matches whole.
  if (!found || found[1] - found[0] < needle.length) {
    const letters = fold(pieces, LETTER);
    const word = fold([passage], LETTER).text;
    const exact = word ? letters.text.indexOf(word) : -1;
    if (exact >= 0) [page, found] = [letters, [exact, exact + word.length]];
  }
  if (!found) return null;
  const spans: PieceSpan[] = [];
  for (let i = found[0]; i < found[1]; i++) {
    const [piece, offset] = page.at[i]!;
    const last = spans.at(-1);
    if (last && last.piece === piece) last.end = offset + 1;
    else spans.push({ piece, start: offset, end: offset + 1 });
  }
  return spans;
}
