import { citationKey, parseCitations, type Citation, type Passage } from '@balancer/contract';

export type { Citation };

/** Where a citation points: a page of a library file and, when known, the chunk to highlight there. */
export type PageTarget = { guid: string; page: number; highlight?: string };

const sameChunk = (p: Passage, c: Citation) => citationKey(p) === citationKey(c);

/** The page target of a citation: its chunk's text (when the answer's passages hold it) is what gets highlighted. */
export function citationTarget(c: Citation, passages: readonly Passage[]): PageTarget {
  const text = passages.find((p) => sameChunk(p, c))?.text;
  return text ? { guid: c.guid, page: c.page, highlight: text } : { guid: c.guid, page: c.page };
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
