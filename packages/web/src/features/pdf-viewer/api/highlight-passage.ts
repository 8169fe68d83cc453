import { findPassage, type PieceSpan } from './find-passage';

const MARK_CLASS = 'pdf-passage-mark';
const CONTEXT_CLASS = 'pdf-passage-context';

/** Removes earlier passage marks under `root`, restoring the plain text. */
export function clearPassageMarks(root: ParentNode): void {
  root.querySelectorAll(`mark.${MARK_CLASS}, mark.${CONTEXT_CLASS}`).forEach((mark) => {
    const parent = mark.parentNode;
    mark.replaceWith(...Array.from(mark.childNodes));
    parent?.normalize();
  });
}

/** The text layer's leaf spans, in reading order (pdf.js may nest spans for marked content). */
const textPieces = (textLayer: Element): HTMLElement[] =>
  Array.from(textLayer.querySelectorAll<HTMLElement>('span')).filter((s) => s.children.length === 0 && (s.textContent ?? '') !== '');

type Level = 0 | 1 | 2;

/** Per piece, per character: 2 in the passage, 1 in its context only, 0 outside. */
function levels(pieces: HTMLElement[], spans: PieceSpan[], context: PieceSpan[] | null): Map<number, Level[]> {
  const out = new Map<number, Level[]>();
  const paint = (list: PieceSpan[], level: Level) => {
    for (const { piece, start, end } of list) {
      const row = out.get(piece) ?? new Array<Level>((pieces[piece]!.textContent ?? '').length).fill(0);
      for (let i = start; i < end; i++) row[i] = Math.max(row[i]!, level) as Level;
      out.set(piece, row);
    }
  };
  if (context) paint(context, 1);
  paint(spans, 2);
  return out;
}

/**
 * Marks the passage (the cited sentence) on one page's text layer, and tints the rest of its `context`
 * (the chunk) lightly; returns the passage's first mark (to scroll to), or null when the passage is not
 * on the page. Earlier marks on the page are removed first.
 */
export function highlightPassage(textLayer: Element, passage: string, context?: string): HTMLElement | null {
  clearPassageMarks(textLayer);
  const pieces = textPieces(textLayer);
  const texts = pieces.map((p) => p.textContent ?? '');
  const spans = findPassage(texts, passage);
  if (!spans) return null;
  const around = context ? findPassage(texts, context) : null;
  let first: HTMLElement | null = null;
  for (const [piece, row] of levels(pieces, spans, around)) {
    const text = texts[piece]!;
    const parts: Array<string | HTMLElement> = [];
    for (let i = 0; i < text.length; ) {
      let j = i;
      while (j < text.length && row[j] === row[i]) j++;
      const slice = text.slice(i, j);
      if (row[i] === 0) parts.push(slice);
      else {
        const mark = document.createElement('mark');
        mark.className = row[i] === 2 ? MARK_CLASS : CONTEXT_CLASS;
        mark.textContent = slice;
        if (row[i] === 2) first ??= mark;
        parts.push(mark);
      }
      i = j;
    }
    pieces[piece]!.replaceChildren(...parts);
  }
  return first;
}
