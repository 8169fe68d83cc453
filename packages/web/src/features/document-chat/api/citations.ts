import type { PassageInfo } from '@balancer/contract';

/** Where a citation points: a page of a library file and, when known, the chunk to highlight there. */
export type PageTarget = { guid: string; page: number; highlight?: string };

/** `***[<file guid>, Page N, Chunk M]***`, tolerant of the spacing and asterisks models vary. */
export const CITATION_SOURCE = String.raw`\*{0,3}\[\s*([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\s*,\s*Page\s*(\d+)\s*,\s*Chunk\s*(\d+)\s*\]\*{0,3}`;

export type Citation = { guid: string; page: number; chunk: number };

/** Every citation in an answer, in order of appearance. */
export function citationsIn(text: string): Citation[] {
  return [...text.matchAll(new RegExp(CITATION_SOURCE, 'g'))].map((m) => ({
    guid: m[1]!.toLowerCase(),
    page: Number(m[2]),
    chunk: Number(m[3]),
  }));
}

const sameChunk = (p: PassageInfo, c: Citation) => p.guid.toLowerCase() === c.guid && p.chunk_number === c.chunk;

/** The page target of a citation: its chunk's text (when the answer's passages hold it) is what gets highlighted. */
export function citationTarget(c: Citation, passages: readonly PassageInfo[]): PageTarget {
  const text = passages.find((p) => sameChunk(p, c))?.text;
  return text ? { guid: c.guid, page: c.page, highlight: text } : { guid: c.guid, page: c.page };
}

/** The passages an answer cites, once each, in the order it cites them. */
export function citedPassages(text: string, passages: readonly PassageInfo[]): PassageInfo[] {
  const out: PassageInfo[] = [];
  for (const c of citationsIn(text)) {
    const p = passages.find((q) => sameChunk(q, c));
    if (p && !out.includes(p)) out.push(p);
  }
  return out;
}

export const PREVIEW_LENGTH = 220;

/** A source's preview: at most 220 characters, an ellipsis marking the cut. */
export function preview(text: string, max = PREVIEW_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** The link a page target opens when followed as a link (another file, or a new tab). */
export const pageHref = (t: Pick<PageTarget, 'guid' | 'page'>) => `/drugsummary?guid=${encodeURIComponent(t.guid)}&page=${t.page}`;
