import { defaultCatalog } from '@balancer/domain';
import { rankEvidence, selectSentences, type RetrievedPassage } from './extractive-answerer';

/** An invented passage as retrieval returns it, for the answerer's tests. */
export const retrievedPassage = (text: string, title: string, page: number, fileName = 'h.pdf'): RetrievedPassage => ({
  guid: '3f2a8c1e-1111-4222-8333-944455556666',
  title,
  fileName,
  page,
  chunkNumber: page,
  text,
});

/** The sentences the extractive answerer quotes for a question over these passages. */
export const answerSentences = (q: string, passages: RetrievedPassage[]) =>
  selectSentences(rankEvidence(q, passages, defaultCatalog)).picked.map((e) => e.sentence);
