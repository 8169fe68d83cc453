/**
 * The one citation of the library: `***[<file guid>, Page N, Chunk M]***`. Answers write it, models
 * are asked for it, the server verifies it and the web turns it into a link; every one of them uses
 * this pattern and these two functions (docs/adr/0029-library-contract-and-v2.md).
 */
export type Citation = { guid: string; page: number; chunkNumber: number };

/**
 * Tolerant of what models write: missing asterisks, "Page Number:", spacing and case. Groups: guid,
 * page, chunk. Not global (so `test` keeps no state); `new RegExp(CITATION_PATTERN, 'gi')` to scan.
 */
export const CITATION_PATTERN =
  /\*{0,3}\[\s*([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\s*,\s*Page\s*(?:Number:?)?\s*(\d+)\s*,\s*Chunk\s*(?:Number:?)?\s*(\d+)\s*\]\*{0,3}/i;

/** The citation in its one written form. */
export const formatCitation = (c: Citation) => `***[${c.guid}, Page ${c.page}, Chunk ${c.chunkNumber}]***`;

/** A citation found in a text, with where it was written (`marker` is the text as written). */
export type CitationMatch = Citation & { index: number; marker: string };

/** Every citation in a text, in order of appearance; the guid lower-cased. */
export function parseCitations(text: string): CitationMatch[] {
  return [...text.matchAll(new RegExp(CITATION_PATTERN, 'gi'))].map((m) => ({
    guid: m[1]!.toLowerCase(),
    page: Number(m[2]),
    chunkNumber: Number(m[3]),
    index: m.index,
    marker: m[0],
  }));
}

/** The text with each citation replaced by what `render` returns for it. */
export function replaceCitations(text: string, render: (c: CitationMatch) => string): string {
  let out = '';
  let last = 0;
  for (const c of parseCitations(text)) {
    out += text.slice(last, c.index) + render(c);
    last = c.index + c.marker.length;
  }
  return out + text.slice(last);
}

/** One key per cited chunk of a file, for sets and maps. */
export const citationKey = (c: Pick<Citation, 'guid' | 'chunkNumber'>) => `${c.guid.toLowerCase()}#${c.chunkNumber}`;
