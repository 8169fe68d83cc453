/** Per-question outcomes of the real-document set and the figures of a group of them. */
import { CITATION_PATTERN } from '@balancer/contract';
import type { LegacyAskResponse as AskResponse } from '@balancer/contract/legacy';
import { percentile } from '../bench/report';
import { ratio } from './eval-server';
import type { CitationCheck } from './metrics';
import type { SetName } from './question-sets';

export type Outcome = {
  set: SetName;
  answerable: boolean;
  useful: boolean;
  abstained: boolean;
  /** Abstained and cited nothing. */
  cleanAbstention: boolean;
  hit1: boolean;
  recall5: boolean;
  bmHit1: boolean;
  bmRecall5: boolean;
  checks: CitationCheck[];
  firstContent: number;
};

const norm = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ');
const CITATION = new RegExp(CITATION_PATTERN, 'gi');

/** Every key fact in the first 1,000 characters of the answer (citations removed), with a verified citation. */
export function useful(facts: string[][], a: AskResponse, checks: CitationCheck[]): boolean {
  if (a.abstained || !checks.some((c) => c.ok)) return false;
  const head = norm(a.llm_response.replace(CITATION, '')).slice(0, 1000);
  return facts.every((alternatives) => alternatives.some((f) => head.includes(norm(f))));
}

export function summarise(outs: Outcome[]): Record<string, number> {
  const ans = outs.filter((o) => o.answerable);
  const un = outs.filter((o) => !o.answerable);
  const count = (xs: Outcome[], k: keyof Outcome) => xs.filter((o) => o[k]).length;
  const checks = outs.flatMap((o) => o.checks);
  return {
    useful: ratio(count(ans, 'useful'), ans.length),
    'false not found': ratio(count(ans, 'abstained'), ans.length),
    'abstention accuracy': ratio(count(un, 'cleanAbstention'), un.length),
    'page-hit@1': ratio(count(ans, 'hit1'), ans.length),
    'page-hit@1, BM25 baseline': ratio(count(ans, 'bmHit1'), ans.length),
    'page-hit@1 over BM25': ratio(count(ans, 'hit1') - count(ans, 'bmHit1'), ans.length),
    'recall@5': ratio(count(ans, 'recall5'), ans.length),
    'recall@5, BM25 baseline': ratio(count(ans, 'bmRecall5'), ans.length),
    'citation precision': ratio(checks.filter((c) => c.ok).length, checks.length),
    'time to first content p95 (ms)': percentile(
      outs.map((o) => o.firstContent),
      95,
    ),
  };
}
