import { findPassage } from './find-passage';

const MARK_CLASS = 'pdf-passage-mark';

/** Removes earlier passage marks under `root`, restoring the plain text. */
export function clearPassageMarks(root: ParentNode): void {
  root.querySelectorAll(`mark.${MARK_CLASS}`).forEach((mark) => {
    const parent = mark.parentNode;
    mark.replaceWith(...Array.from(mark.childNodes));
    parent?.normalize();
  });
}

/** The text layer's leaf spans, in reading order (pdf.js may nest spans for marked content). */
const textPieces = (textLayer: Element): HTMLElement[] =>
  Array.from(textLayer.querySelectorAll<HTMLElement>('span')).filter((s) => s.children.length === 0 && (s.textContent ?? '') !== '');

/**
 * Marks the passage on one page's text layer and returns the first mark (to scroll to), or null when
 * the passage is not on the page. Earlier marks on the page are removed first.
 */
export function highlightPassage(textLayer: Element, passage: string): HTMLElement | null {
  clearPassageMarks(textLayer);
  const pieces = textPieces(textLayer);
  const spans = findPassage(
    pieces.map((p) => p.textContent ?? ''),
    passage,
  );
  if (!spans) return null;
  let first: HTMLElement | null = null;
  for (const { piece, start, end } of spans) {
    const span = pieces[piece]!;
    const text = span.textContent ?? '';
    const mark = document.createElement('mark');
    mark.className = MARK_CLASS;
    mark.textContent = text.slice(start, end);
    span.replaceChildren(text.slice(0, start), mark, text.slice(end));
    first ??= mark;
  }
  return first;
}
