// One passage of a page, with offsets into that page's text: the library stores it.
import type { Chunk } from '../library';
export type { Chunk };

export type ChunkOptions = { targetTokens: number; maxTokens: number; overlapTokens: number };
export const defaultChunkOptions: ChunkOptions = { targetTokens: 300, maxTokens: 400, overlapTokens: 50 };

// English prose averages about 1.3 tokens per word; close enough to size passages without a tokenizer.
const tokens = (s: string) => Math.ceil((s.match(/\S+/g)?.length ?? 0) * 1.3);

type Span = { start: number; end: number };

/** Sentence spans (offsets into `text`); overlong sentences are split on whitespace. */
export function sentenceSpans(text: string, maxTokens: number): Span[] {
  const spans: Span[] = [];
  const re = /[^.!?\n]+(?:[.!?]+["')\]]*|\n+|$)/g;
  for (const m of text.matchAll(re)) {
    const raw = m[0];
    const lead = raw.length - raw.trimStart().length;
    const body = raw.trim();
    if (!body) continue;
    const start = (m.index ?? 0) + lead;
    if (tokens(body) <= maxTokens) {
      spans.push({ start, end: start + body.length });
      continue;
    }
    for (const w of splitLong(body, maxTokens)) spans.push({ start: start + w.start, end: start + w.end });
  }
  return spans;
}

function splitLong(body: string, maxTokens: number): Span[] {
  const words = [...body.matchAll(/\S+/g)];
  const per = Math.max(1, Math.floor(maxTokens / 1.3));
  const out: Span[] = [];
  for (let i = 0; i < words.length; i += per) {
    const first = words[i]!;
    const last = words[Math.min(i + per, words.length) - 1]!;
    out.push({ start: first.index ?? 0, end: (last.index ?? 0) + last[0].length });
  }
  return out;
}

/**
 * Packs a page's sentences into passages of about `targetTokens` (never above `maxTokens`), each
 * starting with the last sentences of the previous one (`overlapTokens`). Passages never cross pages.
 */
export function chunkPage(pageNumber: number, text: string, options: ChunkOptions = defaultChunkOptions): Chunk[] {
  const spans = sentenceSpans(text, options.maxTokens);
  const chunks: Chunk[] = [];
  let i = 0;
  while (i < spans.length) {
    let j = i;
    let size = 0;
    while (j < spans.length) {
      const next = tokens(text.slice(spans[j]!.start, spans[j]!.end));
      if (j > i && (size + next > options.maxTokens || size >= options.targetTokens)) break;
      size += next;
      j++;
    }
    const charStart = spans[i]!.start;
    const charEnd = spans[j - 1]!.end;
    chunks.push({ pageNumber, charStart, charEnd, text: text.slice(charStart, charEnd) });
    if (j >= spans.length) break;
    // Step back over trailing sentences worth `overlapTokens`, but always move forward.
    let back = j;
    let overlap = 0;
    while (back - 1 > i && overlap + tokens(text.slice(spans[back - 1]!.start, spans[back - 1]!.end)) <= options.overlapTokens) {
      back--;
      overlap += tokens(text.slice(spans[back]!.start, spans[back]!.end));
    }
    i = back;
  }
  return chunks;
}
