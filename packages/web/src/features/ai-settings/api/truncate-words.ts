/** The first `max` words of a text, with an ellipsis when there were more (how /Settings shows long values). */
export function truncateWords(text: string, max = 50): string {
  const words = text.trim().split(/\s+/);
  return words.length > max ? `${words.slice(0, max).join(' ')}…` : text.trim();
}
