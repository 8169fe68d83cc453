import { useEffect, useRef, type MouseEvent } from 'react';

/**
 * Deep links within the summary: `#rx-lithium`, `#caution-…`, `#excluded-…`, `#why-…`. Opening a target
 * writes its fragment into the address with replaceState (keeping the router's history state, so the
 * router does not treat it as a new page), then scrolls to it and moves focus there. A fragment already
 * in the address, or typed later, opens its target too.
 */
export function useInPageTarget(open: (anchor: string) => boolean) {
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });

  useEffect(() => {
    const fromHash = () => {
      const anchor = decodeURIComponent(window.location.hash.slice(1));
      if (anchor && openRef.current(anchor)) reveal(anchor);
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, []);

  /** Opens a target from a control inside the page; a disclosure button keeps focus (moveFocus false). */
  const go = (anchor: string, moveFocus = true) => {
    if (!openRef.current(anchor)) return;
    window.history.replaceState(window.history.state, '', `#${anchor}`);
    if (moveFocus) reveal(anchor);
  };
  /** onClick for an <a href="#…">: the same as go, without a full fragment navigation. */
  const link = (anchor: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    go(anchor);
  };
  return { go, link };
}

/** Removes the fragment when the target it named is closed. */
export { clearTarget } from '../../../lib/clear-fragment';

/**
 * After React has rendered the opened target: bring it into view and give it focus (tabIndex -1). A
 * regimen whose detail stands apart from its row (the wide layout's panel) is revealed by its panel.
 */
function reveal(anchor: string) {
  requestAnimationFrame(() => {
    const el = document.querySelector<HTMLElement>(`[id="${anchor}-detail"][role="region"]`) ?? document.getElementById(anchor);
    if (!el) return;
    el.scrollIntoView({ block: 'nearest' });
    el.focus({ preventScroll: true });
  });
}
