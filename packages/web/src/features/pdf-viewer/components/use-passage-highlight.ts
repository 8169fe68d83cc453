import { useCallback, useEffect, useRef, useState } from 'react';
import { highlightPassage } from '../api/highlight-passage';
import { RETRY_MS } from './use-page-scroll';

const MAX_TRIES = 100;

/** `text` is marked; `context` (the chunk around it), when given, is tinted lightly. */
export type Passage = { page: number; text: string; context?: string };

/**
 * Keeps one passage highlighted: waits (every 100 ms) for its page's text layer, marks the passage and
 * brings it into view; marks it again whenever the page re-renders (zoom). `missing` is set when the
 * text layer is there but the passage is not on it.
 */
export function usePassageHighlight(getContainer: () => HTMLDivElement | null, reveal: (el: HTMLElement) => void) {
  const [passage, setPassage] = useState<Passage | null>(null);
  const [missing, setMissing] = useState<Passage | null>(null);
  const current = useRef<Passage | null>(null);
  // Pages whose text layer has finished rendering: only there does "not found" mean not on the page
  // (a layer still being filled in has spans but not yet the passage; issue 39's false banner).
  const complete = useRef(new Set<number>());

  const textLayerOf = useCallback(
    (page: number) => {
      const layer = getContainer()?.querySelector(`[data-page="${page}"] .textLayer`);
      return layer?.querySelector('span') ? layer : null;
    },
    [getContainer],
  );

  useEffect(() => {
    current.current = passage;
    if (!passage) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout>;
    const attempt = () => {
      const layer = textLayerOf(passage.page);
      if (!layer) {
        if (++tries < MAX_TRIES) timer = setTimeout(attempt, RETRY_MS);
        return;
      }
      const mark = highlightPassage(layer, passage.text, passage.context);
      if (mark) reveal(mark);
      else if (!complete.current.has(passage.page) && ++tries < MAX_TRIES) {
        timer = setTimeout(attempt, RETRY_MS);
        return;
      }
      setMissing(mark ? null : passage);
    };
    attempt();
    return () => clearTimeout(timer);
  }, [passage, textLayerOf, reveal]);

  /** Called when a page's text layer has (re)rendered: the passage is marked again, and its banner follows. */
  const onTextLayer = useCallback(
    (page: number) => {
      complete.current.add(page);
      const p = current.current;
      const layer = p && p.page === page ? textLayerOf(page) : null;
      if (p && layer) setMissing(highlightPassage(layer, p.text, p.context) ? null : p);
    },
    [textLayerOf],
  );

  return { highlight: setPassage, onTextLayer, missing };
}
