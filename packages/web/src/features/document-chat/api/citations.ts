import type { PassageInfo } from '@balancer/contract';

/**
 * Where a citation points: a page of a library file and, when known, what to mark there: `highlight`
 * (the cited sentence) and `context` (its chunk, tinted lightly around it).
 */
export type PageTarget = { guid: string; page: number; highlight?: string; context?: string };

/** `***[<file guid>, Page N, Chunk M]***`, tolerant of the spacing and asterisks models vary. */
export const CITATION_SOURCE = String.raw`\*{0,3}\[\s*([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\s*,\s*Page\s*(\d+)\s*,\s*Chunk\s*(\d+)\s*\]\*{0,3}`;

/** `quote`: the answer's words the citation follows (back to the previous citation), when known. */
export type Citation = { guid: string; page: number; chunk: number; quote?: string };

/** Every citation in an answer, in order of appearance. */
export function citationsIn(text: string): Citation[] {
  return [...text.matchAll(new RegExp(CITATION_SOURCE, 'g'))].map((m) => ({
    guid: m[1]!.toLowerCase(),
    page: Number(m[2]),
    chunk: Number(m[3]),
  }));
}

const sameChunk = (p: PassageInfo, c: Citation) => p.guid.toLowerCase() === c.guid && p.chunk_number === c.chunk;

const folded = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * What of a chunk an answer quotes (docs/adr/0031-clinician-journeys.md): the words before the
 * citation when the chunk holds them, else their last sentence when it holds that; null otherwise.
 */
export function quotedSpan(quote: string | undefined, chunk: string): string | null {
  if (!quote) return null;
  const inChunk = folded(chunk);
  const candidates = [
    quote,
    quote
      .split(/(?<=[.!?])\s+/)
      .filter((s) => s.trim())
      .at(-1) ?? '',
  ];
  return candidates.find((q) => folded(q).length >= 12 && inChunk.includes(folded(q)))?.trim() ?? null;
}

/** The page target of a citation: the quoted sentence marked within its chunk, or the chunk when the quote is not in it. */
export function citationTarget(c: Citation, passages: readonly PassageInfo[]): PageTarget {
  const text = passages.find((p) => sameChunk(p, c))?.text;
  if (!text) return { guid: c.guid, page: c.page };
  const quote = quotedSpan(c.quote, text);
  return quote ? { guid: c.guid, page: c.page, highlight: quote, context: text } : { guid: c.guid, page: c.page, highlight: text };
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
