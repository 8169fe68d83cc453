/** About a screenful of JJ's narrow panel: longer answers open at their first lines (issue 39: 5,282 characters). */
export const SHORT_ANSWER_CHARS = 700;

/**
 * An answer split for "Show more": whole lines (a list item, a paragraph; never inside a sentence or a
 * citation) up to about `limit` characters, at least the first; `rest` is empty when it all fits.
 */
export function shortAnswer(text: string, limit = SHORT_ANSWER_CHARS): { head: string; rest: string } {
  if (text.length <= limit * 1.3) return { head: text, rest: '' };
  const lines = text.split('\n');
  let used = 0;
  let take = 0;
  while (take < lines.length && (take === 0 || used + lines[take]!.length <= limit)) used += lines[take++]!.length + 1;
  // A heading line ("Risks and side effects:") stays with what follows it.
  while (take > 1 && /:\s*$/.test(lines[take - 1]!)) take--;
  const rest = lines.slice(take).join('\n').replace(/^\n+/, '');
  return rest.trim() ? { head: lines.slice(0, take).join('\n').trimEnd(), rest } : { head: text, rest: '' };
}
