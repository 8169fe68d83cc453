/** About a screenful of JJ's narrow panel: longer answers open at their first paragraphs (issue 39: 5,282 characters). */
export const SHORT_ANSWER_CHARS = 700;

/**
 * An answer split for "Show more": whole paragraphs (blank-line separated, so that no citation, list or
 * sentence is cut) up to about `limit` characters, at least the first; `rest` is empty when it all fits.
 */
export function shortAnswer(text: string, limit = SHORT_ANSWER_CHARS): { head: string; rest: string } {
  if (text.length <= limit * 1.3) return { head: text, rest: '' };
  const paragraphs = text.split(/\n{2,}/);
  let used = 0;
  let take = 0;
  while (take < paragraphs.length && (take === 0 || used + paragraphs[take]!.length <= limit)) used += paragraphs[take++]!.length + 2;
  if (take >= paragraphs.length) return { head: text, rest: '' };
  return { head: paragraphs.slice(0, take).join('\n\n'), rest: paragraphs.slice(take).join('\n\n') };
}
