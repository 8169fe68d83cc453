import { citationKey, parseCitations, type Citation as ContractCitation, type Passage } from '@balancer/contract';

/** A citation in an answer; `quote`: the answer's words it follows (back to the previous citation), when known. */
export type Citation = ContractCitation & { quote?: string };

/**
 * Where a citation points: a page of a library file and, when known, what to mark there: `highlight`
 * (the cited sentence) and `context` (its chunk, tinted lightly around it).
 */
export type PageTarget = { guid: string; page: number; highlight?: string; context?: string };

const sameChunk = (p: Passage, c: ContractCitation) => citationKey(p) === citationKey(c);

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
export function citationTarget(c: Citation, passages: readonly Passage[]): PageTarget {
  const text = passages.find((p) => sameChunk(p, c))?.text;
  if (!text) return { guid: c.guid, page: c.page };
  const quote = quotedSpan(c.quote, text);
  return quote ? { guid: c.guid, page: c.page, highlight: quote, context: text } : { guid: c.guid, page: c.page, highlight: text };
}

/** The passages an answer cites, once each, in the order it cites them. */
export function citedPassages(text: string, passages: readonly Passage[]): Passage[] {
  const out: Passage[] = [];
  for (const c of parseCitations(text)) {
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
