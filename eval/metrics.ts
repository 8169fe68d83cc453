import { CITATION_PATTERN } from '@balancer/contract';
import type { LegacyAskResponse as AskResponse } from '@balancer/contract/legacy';

export type CitationCheck = { ok: boolean; marker: string };

const MARKER = new RegExp(CITATION_PATTERN, 'gi');
const QUOTE = /"([^"]{3,}?)"|\u201c([^\u201d]{3,}?)\u201d/g;
const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Checked independently of the server's own verifier: a citation is precise when its chunk is among
 * the retrieved passages on the page it names, and the span it vouches for occurs in that chunk (the
 * quoted phrases before it, or, with no quotes, the whole sentence before it).
 */
export function citationPrecision(answer: AskResponse): CitationCheck[] {
  const checks: CitationCheck[] = [];
  let from = 0;
  for (const m of answer.llm_response.matchAll(MARKER)) {
    const segment = answer.llm_response.slice(from, m.index).split('\n').at(-1) ?? '';
    from = (m.index ?? 0) + m[0].length;
    const passage = answer.embeddings_info.find((p) => p.guid === m[1] && p.chunk_number === Number(m[3]));
    const body = norm(passage?.text ?? '');
    const quotes = [...segment.matchAll(QUOTE)].map((q) => norm(q[1] ?? q[2] ?? ''));
    const spans = quotes.length ? quotes : [norm(segment.replace(/^[\s.]+/, ''))];
    checks.push({ marker: m[0], ok: !!passage && passage.page_number === Number(m[2]) && spans.every((s) => s && body.includes(s)) });
  }
  return checks;
}
