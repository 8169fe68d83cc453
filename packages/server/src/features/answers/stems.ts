/**
 * Text as stemmed words for matching a question to a passage (docs/adr/0028): the same stems on both sides,
 * PDF damage to words undone first.
 */
import { stem, words } from './question-terms';

// "MAOIs", "ACEIs": letters read one by one, made plural.
const CAPITALS_PLURAL = /\b(\p{Lu}{2,})s\b/gu;

/** Text as stemmed words, spaced so a phrase can be found with `includes`. */
export type Stems = string;
export const stemsOf = (text: string): Stems =>
  ` ${words(
    repairText(text)
      .replace(/[\u2018\u2019]/g, "'")
      .replace(CAPITALS_PLURAL, '$1'),
  )
    .flatMap((w) => w.replace(/'s$/, '').split('-'))
    .map(stem)
    .join(' ')} `;

// The English words that end in a ligature's letters ("off", "staff", "cutoff"): "came off lithium" is two words,
// not a ligature split from the next one.
const ENDS_IN_FF = /^(?:\p{L}*off|staff|stuff|cliff|sniff|stiff|cuff|puff|bluff|whiff|tariff|sheriff|plaintiff|chaff|scuff)$/iu;

/** The letters just before `at` in `text`, back to the word's start. */
function wordBefore(text: string, at: number): string {
  let start = at;
  while (start > 0 && /\p{L}/u.test(text[start - 1]!)) start--;
  return text.slice(start, at);
}

/** Undoes what PDF text does to words, for matching only: split ligatures ("identi fi ed") and line-end hyphens. */
export function repairText(text: string): string {
  return text
    .replace(
      /(\p{L})( ?)(fi|fl|ff|ffi|ffl) (?=\p{Ll})/gu,
      (all: string, letter: string, space: string, ligature: string, at: number, source: string) =>
        !space && ENDS_IN_FF.test(wordBefore(source, at) + letter + ligature) ? all : letter + ligature,
    )
    .replace(/(^|\s)(fi|fl) (?=\p{Ll}{2})/gu, '$1$2')
    .replace(/(\p{Ll})-\n(\p{Ll})/gu, '$1$2');
}

export const mentions = (text: Stems, phrases: Stems[]) => phrases.some((p) => text.includes(p));

// Per question: an answer asks the same unit about the same focus many times. Keyed by the analysis's own
// phrase arrays, so the memo goes with the question.
const memo = new WeakMap<Stems[], Map<Stems, boolean>>();
/** `mentions` for the phrases of one analysis, remembered. */
export function mentionsOnce(text: Stems, phrases: Stems[]): boolean {
  let seen = memo.get(phrases);
  if (!seen) memo.set(phrases, (seen = new Map()));
  let hit = seen.get(text);
  if (hit === undefined) seen.set(text, (hit = mentions(text, phrases)));
  return hit;
}
