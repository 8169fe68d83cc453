/**
 * Words printed letter-spaced, which pdf.js returns cut in pieces ("The ris k of bleeding increas es"): a
 * run of pieces on one line is joined when the joined word is an English word (an-array-of-english-words,
 * about 275,000 words) or a word printed whole elsewhere on the page, and at least one piece is no word
 * at all. Two words that also make one ("the rapist", "a part") stay apart. The viewer's highlight compares
 * letters only, so a joined passage still highlights.
 */
import { createRequire } from 'node:module';

let dictionary: Set<string> | undefined;
// Loaded (about 20 MB) only by a thread that meets a letter-spaced page.
const english = () => (dictionary ??= new Set(createRequire(import.meta.url)('an-array-of-english-words') as string[]));

// Common short words a piece may be: never a sign of letter spacing.
const SHORT = new Set('a i al am an as at be by do et go he if in is it me my no of on or so to up us we'.split(' '));
// A piece of one or two lower-case letters that is no short word, right after or before a word on the line.
const PIECE = /\p{L}{2,} (\p{Ll}{1,2})\b|\b(\p{Ll}{1,2}) \p{Ll}{2,}/gu;
/** Pages with fewer such pieces are not letter-spaced (normal prose has almost none). */
const MIN_PIECES = 2;

export function rejoinSpacedWords(text: string): string {
  const pieces = [...text.matchAll(PIECE)].filter((m) => !SHORT.has((m[1] ?? m[2])!)).length;
  if (pieces < MIN_PIECES) return text;
  const words = english();
  const printed = new Set(text.toLowerCase().match(/\p{L}+/gu));
  const isWord = (w: string) => words.has(w) || SHORT.has(w);
  return text
    .split('\n')
    .map((line) => {
      const tokens = line.split(' ');
      const out: string[] = [];
      for (let i = 0; i < tokens.length; ) {
        let joined = 1;
        // The longest run of up to four pieces that makes a word and holds a piece that is none.
        for (let k = Math.min(4, tokens.length - i); k >= 2; k--) {
          // The last piece may carry the sentence's punctuation ("increas es.").
          const run = tokens.slice(i, i + k).map((t, j) => (j === k - 1 ? t.replace(/[.,;:!?)"'\]]+$/u, '') : t));
          if (!run.every((t, j) => (j === 0 ? /^\p{L}+$/u : /^\p{Ll}+$/u).test(t))) continue;
          const word = run.join('').toLowerCase();
          // A lone letter ("vitamin K is") is an abbreviation and a capitalised first piece ("Chen et al.") a
          // name: some other piece must be no word.
          const broken = run.some((t, j) => t.length > 1 && !(j === 0 && /^\p{Lu}/u.test(t)) && !isWord(t.toLowerCase()));
          if ((words.has(word) || printed.has(word)) && broken) {
            joined = k;
            break;
          }
        }
        out.push(tokens.slice(i, i + joined).join(''));
        i += joined;
      }
      return out.join(' ');
    })
    .join('\n');
}
