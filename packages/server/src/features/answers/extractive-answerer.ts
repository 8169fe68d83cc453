import type { Catalog } from '@balancer/domain';
import { formatCitation, normalizeForMatch, type CitablePassage } from './citations';
import { coverage, questionTerms, sentenceWords, type QuestionTerm } from './question-terms';

/** A passage as retrieval returned it, in search order. */
export type RetrievedPassage = CitablePassage & { title: string | null; fileName: string };

/** A passage with how well its best sentence answers the question. */
export type RankedPassage = RetrievedPassage & { coverage: number; bestSentence: string };

/** One sentence: how much of the question it covers, and its order among all sentences. */
export type Evidence = { passage: RankedPassage; sentence: string; coverage: number; score: number };

/** A sentence must cover this share of the question's terms to count as an answer. */
export const ANSWER_THRESHOLD = 0.6;
const MAX_SENTENCES = 6;
export const ABSTAIN_SENTENCE = 'Nothing in the library answers this question.';

/** Splits passage text into sentences; a full stop inside "7.3" or "0.6 mmol/L" does not end one. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?]["')\]]?)\s+(?=["'([]?[A-Z0-9])/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.split(' ').length >= 4);
}

/**
 * Scores every sentence of the retrieved passages against the question and orders the passages by
 * their best sentence (search order breaks ties), so the passage that answers comes first.
 */
export function rankEvidence(
  question: string,
  passages: RetrievedPassage[],
  catalog: Catalog,
): { ranked: RankedPassage[]; evidence: Evidence[]; terms: QuestionTerm[] } {
  const terms = questionTerms(question, catalog);
  const evidence: Evidence[] = [];
  const ranked = passages.map((p, rank) => {
    const passageCoverage = coverage(terms, sentenceWords(p.text));
    let best = { coverage: 0, sentence: '' };
    const entry: RankedPassage = { ...p, coverage: 0, bestSentence: '' };
    for (const sentence of splitSentences(p.text)) {
      const c = coverage(terms, sentenceWords(sentence));
      // Sentence coverage decides; the passage's own coverage and search rank only order near-ties.
      evidence.push({ passage: entry, sentence, coverage: c, score: c + 0.1 * passageCoverage - 0.001 * rank });
      if (c > best.coverage) best = { coverage: c, sentence };
    }
    entry.coverage = best.coverage;
    entry.bestSentence = best.sentence || p.text.slice(0, 220);
    return { entry, key: best.coverage + 0.1 * passageCoverage - 0.001 * rank };
  });
  ranked.sort((a, b) => b.key - a.key);
  evidence.sort((a, b) => b.score - a.score);
  return { ranked: ranked.map((r) => r.entry), evidence, terms };
}

/**
 * The answer without a model: the best-covering sentences, each quoted verbatim with its citation,
 * diverse across passages (a repeated sentence from overlapping chunks counts once), at most six.
 * Returns no sentences when nothing covers enough of the question.
 */
export function selectSentences(evidence: Evidence[]): Evidence[] {
  const best = Math.max(0, ...evidence.map((e) => e.coverage));
  if (best < ANSWER_THRESHOLD) return [];
  // Only sentences nearly as good as the best: a weaker match would pad the answer.
  const floor = Math.max(ANSWER_THRESHOLD, best * 0.75);
  const picked: Evidence[] = [];
  const seen = new Set<string>();
  const perPassage = new Map<string, number>();
  const pool = evidence.filter((e) => e.coverage >= floor);
  while (picked.length < MAX_SENTENCES && pool.length) {
    pool.sort((a, b) => adjusted(b) - adjusted(a));
    const next = pool.shift()!;
    const key = normalizeForMatch(next.sentence);
    if (seen.has(key)) continue;
    seen.add(key);
    picked.push(next);
    perPassage.set(passageId(next), (perPassage.get(passageId(next)) ?? 0) + 1);
  }
  return picked;

  function adjusted(e: Evidence) {
    return e.score - 0.1 * (perPassage.get(passageId(e)) ?? 0);
  }
}

const passageId = (e: Evidence) => `${e.passage.guid}#${e.passage.chunkNumber}`;

/** One line per sentence, each ending in its citation. */
export function composeAnswer(picked: Evidence[]): string[] {
  return picked.map((e) => `${e.sentence} ${formatCitation(e.passage)}\n`);
}

/** The abstention: one sentence, then where the nearest passages are (named, not cited as evidence). */
export function composeAbstention(ranked: RankedPassage[]): string {
  const near = ranked.slice(0, 3).map((p) => `${p.title ?? p.fileName}, page ${p.page}`);
  return near.length
    ? `${ABSTAIN_SENTENCE} Nearest passages: ${near.join('; ')}.`
    : `${ABSTAIN_SENTENCE} The library has no passage on it.`;
}
