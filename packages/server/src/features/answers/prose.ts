/**
 * English prose is held together by function words: about four in ten words of any sentence are
 * articles, prepositions, auxiliaries, pronouns or conjunctions. A "sentence" of eight or more words
 * with none of them is no statement of the document: a keyword list, an index line, garbled text
 * extraction or generated filler. It is not quoted as an answer. Table rows and list items end without
 * a full stop and are never judged by this.
 */
const FUNCTION_WORDS = new Set(
  (
    'a an the of in on at to for from by with without into onto over under between among about after before during ' +
    'than as and or but nor if then when while because although though so that which who whom whose what where ' +
    'this these those it its they them their he she his her we our you your i me my ' +
    'is are was were be been being am has have had do does did can could may might must shall should will would ' +
    'not no also only both either neither each every all any some such more most less per via'
  ).split(' '),
);

export function isWordList(text: string): boolean {
  if (!/[.!?]["')\]]?$/.test(text)) return false;
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.length >= 8 && !words.some((w) => FUNCTION_WORDS.has(w));
}
