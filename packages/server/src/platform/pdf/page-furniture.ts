/**
 * Running headers and footers ("page furniture": a journal's name, "Focus Vol. 21, No. 1", a page number,
 * a DOI or licence line) are printed at the same place on most pages and belong to no sentence. Left in,
 * a sentence that runs to the foot of a page ends with the footer, and a page's first sentence starts with
 * the header. They are found by repetition, not by a list of strings: a line among the first or last
 * EDGE_LINES of a page whose wording (digits aside, so page and volume numbers vary) recurs at the edges
 * of at least SHARE of the pages read together. Removing whole edge lines keeps every remaining passage a
 * run of the printed text, so the viewer still finds it.
 */

/** Lines at each end of a page that may be furniture (a header or footer is rarely more than three lines). */
const EDGE_LINES = 4;
/** Journals alternate headers on facing pages (name on even, title on odd): each is on about half of them. */
const SHARE = 0.4;
/** Fewer pages than this say nothing about repetition. */
const MIN_PAGES = 4;

/** A line's wording without its numbers: "Page 3 of 12" and "Page 4 of 12" are one line. */
const key = (line: string) => line.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

function edgeIndexes(lines: readonly string[]): number[] {
  const filled = lines.flatMap((line, i) => (line.trim() ? [i] : []));
  if (filled.length <= EDGE_LINES * 2) return filled;
  return [...filled.slice(0, EDGE_LINES), ...filled.slice(-EDGE_LINES)];
}

/** The keys of the lines repeated at the page edges of `pages` (texts of neighbouring pages of one document). */
export function findFurniture(pages: readonly string[]): Set<string> {
  const furniture = new Set<string>();
  const filled = pages.filter((p) => p.trim());
  if (filled.length < MIN_PAGES) return furniture;
  const seen = new Map<string, number>();
  for (const page of filled) {
    const lines = page.split('\n');
    for (const k of new Set(edgeIndexes(lines).map((i) => key(lines[i]!)))) if (k) seen.set(k, (seen.get(k) ?? 0) + 1);
  }
  const needed = Math.max(3, Math.ceil(filled.length * SHARE));
  for (const [k, n] of seen) if (n >= needed) furniture.add(k);
  return furniture;
}

/**
 * A passage's text without the furniture lines that start or end it, with where what is left starts in it and
 * the lines cut. Only runs at the very start and end are cut, so what is left is one run of the printed text
 * (the viewer finds it) and the same words inside the text stay the text's.
 */
export function trimFurniture(text: string, furniture: ReadonlySet<string>): { text: string; start: number; removed: string[] } {
  const lines = text.split('\n');
  let first = 0;
  let last = lines.length;
  const cut = (line: string) => !line.trim() || furniture.has(key(line));
  while (first < last && cut(lines[first]!)) first++;
  while (last > first && cut(lines[last - 1]!)) last--;
  const removed = [...lines.slice(0, first), ...lines.slice(last)].filter((l) => l.trim());
  if (!removed.length) return { text, start: 0, removed };
  const start = lines.slice(0, first).reduce((n, l) => n + l.length + 1, 0);
  return { text: lines.slice(first, last).join('\n'), start, removed };
}
