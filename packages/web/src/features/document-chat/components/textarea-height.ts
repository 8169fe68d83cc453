/** The chat box: 50 px to start, 20 px more per line (Shift+Enter or wrapping), at most 150 px. */
export const TEXTAREA = { min: 50, step: 20, max: 150 } as const;

/** The height for the text typed so far; `scrollHeight` (0 where there is no layout) counts wrapped lines. */
export function textareaHeight(value: string, scrollHeight = 0): number {
  // An empty box keeps its starting height even where the placeholder wraps.
  if (!value) return TEXTAREA.min;
  let height = TEXTAREA.min + TEXTAREA.step * (value.split('\n').length - 1);
  while (height < scrollHeight && height < TEXTAREA.max) height += TEXTAREA.step;
  return Math.min(TEXTAREA.max, height);
}

export const wordCount = (text: string): number => (text.trim() ? text.trim().split(/\s+/).length : 0);
