import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { pageAtCentre, pageOffsets, visibleRange } from '../api/page-layout';

/** How long a programmatic smooth scroll keeps the scroll position from changing the current page. */
export const SCROLL_LOCK_MS = 500;
/** Page elements are looked for this often after load, until they exist. */
export const RETRY_MS = 100;
const MAX_RETRIES = 50;

/**
 * The scrolling column's state: which pages are on screen (so only they and their neighbours render),
 * which page is current (its centre nearest the view's centre), and a scroll-to-page that locks
 * detection while a smooth scroll runs.
 */
export function usePageScroll(getContainer: () => HTMLDivElement | null, heights: readonly number[], onPageChange: (page: number) => void) {
  const offsets = useMemo(() => pageOffsets(heights), [heights]);
  const [view, setView] = useState({ top: 0, height: 800 });
  const [current, setCurrent] = useState(1);
  const [paneWidth, setPaneWidth] = useState(0);
  const lockUntil = useRef(0);
  const frame = useRef(0);
  const latest = useRef({ offsets, heights, onPageChange, current });
  useLayoutEffect(() => {
    latest.current = { offsets, heights, onPageChange, current };
  });

  const setPage = useCallback((page: number) => {
    if (page === latest.current.current) return;
    latest.current.current = page;
    setCurrent(page);
    latest.current.onPageChange(page);
  }, []);

  const measure = useCallback(() => {
    frame.current = 0;
    const el = getContainer();
    // A hidden pane (another tab on a phone) has no size and has lost its scroll position: keep the page.
    if (!el || el.clientHeight === 0) return;
    setView({ top: el.scrollTop, height: el.clientHeight });
    if (Date.now() < lockUntil.current) return;
    const { offsets: o, heights: h } = latest.current;
    if (o.length) setPage(pageAtCentre(o, h, el.scrollTop, el.clientHeight));
  }, [getContainer, setPage]);

  const onScroll = useCallback(() => {
    if (!frame.current) frame.current = requestAnimationFrame(measure);
  }, [measure]);

  useEffect(() => {
    const el = getContainer();
    if (!el) return;
    let wasHidden = false;
    const observer = new ResizeObserver(() => {
      if (el.clientHeight === 0) {
        wasHidden = true;
        return;
      }
      setPaneWidth(el.clientWidth);
      if (wasHidden) {
        // Shown again: back to the page it showed (the browser reset the scroll position).
        wasHidden = false;
        const target = el.querySelector<HTMLElement>(`[data-page="${latest.current.current}"]`);
        if (target) el.scrollTo({ top: target.offsetTop - 8 });
      }
      onScroll();
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame.current);
    };
  }, [getContainer, onScroll]);

  /** Holds the current page for the lock's length, then looks again (the user may have scrolled meanwhile). */
  const relook = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lock = useCallback(() => {
    lockUntil.current = Date.now() + SCROLL_LOCK_MS;
    clearTimeout(relook.current);
    relook.current = setTimeout(onScroll, SCROLL_LOCK_MS + 20);
  }, [onScroll]);
  useEffect(() => () => clearTimeout(relook.current), []);

  /** Scrolls to a page's top once its element exists (retried every 100 ms); resolves with the element. */
  const scrollToPage = useCallback(
    (page: number, behavior: ScrollBehavior = 'smooth'): Promise<HTMLElement | null> =>
      new Promise((resolve) => {
        let tries = 0;
        const attempt = () => {
          const el = getContainer();
          const target = el?.querySelector<HTMLElement>(`[data-page="${page}"]`);
          if (!el || !target) {
            if (++tries < MAX_RETRIES) setTimeout(attempt, RETRY_MS);
            else resolve(null);
            return;
          }
          lock();
          setPage(page);
          el.scrollTo({ top: target.offsetTop - 8, behavior });
          resolve(target);
        };
        attempt();
      }),
    [getContainer, setPage, lock],
  );

  /** Keeps the view on an element (a highlighted passage) without the scroll changing the current page. */
  const revealElement = useCallback(
    (target: HTMLElement) => {
      const el = getContainer();
      if (!el) return;
      lock();
      const top = el.scrollTop + target.getBoundingClientRect().top - el.getBoundingClientRect().top - el.clientHeight / 3;
      el.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
    },
    [getContainer, lock],
  );

  const range = visibleRange(offsets, heights, view.top, view.height);
  return { paneWidth, current, range, onScroll, scrollToPage, revealElement };
}
