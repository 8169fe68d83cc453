import { useCallback, useEffect, useRef, useState } from 'react';
import { useDocumentContext } from 'react-pdf';
import { useLocation, useSearchParams } from 'react-router';
import { clampPage, NAVIGATE_EVENT, parsePageParam, readNavigation, takePendingNavigation } from '../api/navigate-event';
import { readWorkspacePrefs, updateWorkspacePrefs } from '../../../lib/workspace-prefs';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useAuth } from '../../auth';
import { DEFAULT_ZOOM, isZoom, pageWidth } from '../api/zoom';
import { AnnotationLayer, selectionToHighlight } from './annotation-layer';
import { AnnotationTools, toolHints } from './annotation-tools';
import { CitedPassage } from './cited-passage';
import { PdfPageSlot } from './pdf-page-slot';
import { HIGHLIGHT_COLOR, useAnnotations } from './use-annotations';
import { RETRY_MS, usePageScroll } from './use-page-scroll';
import { usePassageHighlight, type Passage } from './use-passage-highlight';
import { ViewerToolbar, type ZoomChoice } from './viewer-toolbar';

type Size = { w: number; h: number };
const PHONE = '(max-width: 639.98px)';
const A4: Size = { w: 595, h: 842 };

/** The loaded document: toolbar, then the scrolling column of pages with the reader's annotations. */
export function PageColumn({ guid }: { guid: string }) {
  const notes = useAnnotations(guid);
  const context = useDocumentContext();
  const pdf = context?.pdf || null;
  const pageCount = pdf ? pdf.numPages : 0;
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  // The reader's zoom is kept for them on this browser (lib/workspace-prefs.ts).
  const userId = useAuth().user?.id;
  const [zoom, setZoom] = useState<ZoomChoice>(() => {
    const stored = readWorkspacePrefs(userId).zoom;
    return stored === 'fit' || (stored !== undefined && isZoom(stored)) ? stored : DEFAULT_ZOOM;
  });
  const [sizes, setSizes] = useState<Size[]>([]);
  const [rendered, setRendered] = useState<Set<string>>(() => new Set());

  // Every page is assumed to be the size of page 1 until it loads and says otherwise.
  useEffect(() => {
    let live = true;
    void pdf?.getPage(1).then((p) => {
      const [, , w, h] = p.view;
      if (live) setSizes(Array.from({ length: pageCount }, () => ({ w: w ?? A4.w, h: h ?? A4.h })));
    });
    return () => {
      live = false;
    };
  }, [pdf, pageCount]);

  const [width, setWidth] = useState(0);
  const heights = sizes.map((s) => Math.round((width * s.h) / s.w));

  const writePage = useCallback(
    (page: number) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('page', String(page));
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  const container = useRef<HTMLDivElement>(null);
  const getContainer = useCallback(() => container.current, []);
  const scroll = usePageScroll(getContainer, heights, writePage);
  const paneWidth = scroll.paneWidth;
  const fitted = pageWidth(paneWidth || 600, zoom === 'fit' ? 100 : zoom);
  if (fitted !== width) setWidth(fitted);
  const { highlight: mark, onTextLayer, missing } = usePassageHighlight(getContainer, scroll.revealElement);
  // On a phone a cited passage also opens as text, readable without zooming (cited-passage.tsx).
  const phone = useMediaQuery(PHONE);
  const [reading, setReading] = useState<Passage | null>(null);
  const highlight = useCallback(
    (p: Passage) => {
      mark(p);
      setReading(phone ? p : null);
    },
    [mark, phone],
  );

  // After load: the requested page (and the passage a citation in another file asked for), after 100 ms.
  const ready = heights.length > 0 && paneWidth > 0;
  // A citation tapped before this viewer was there (its event unheard) is where it starts (issue 39).
  const [missed] = useState(takePendingNavigation);
  const startPage = useRef(missed?.page ?? parsePageParam(params.get('page')));
  const startHighlight = useRef<{ highlight?: unknown; context?: unknown } | null>(
    missed ?? (location.state as { highlight?: unknown; context?: unknown } | null),
  );
  useEffect(() => {
    if (!ready) return;
    const page = clampPage(startPage.current, pageCount);
    const { highlight: text, context } = startHighlight.current ?? {};
    const timer = setTimeout(() => {
      void scroll.scrollToPage(page, 'instant');
      if (typeof text === 'string' && text.trim()) highlight({ page, text, ...(typeof context === 'string' ? { context } : {}) });
    }, RETRY_MS);
    return () => clearTimeout(timer);
    // Once per document: later changes come from scrolling and events.
  }, [ready]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const onNavigate = (event: Event) => {
      const nav = readNavigation((event as CustomEvent).detail);
      if (!nav || !pageCount) return;
      takePendingNavigation();
      const page = clampPage(nav.page, pageCount);
      // Not laid out yet (a phone's hidden Document tab): the first layout goes straight to this page
      // instead of the one the address had at load (issue 39: a tap landed on page 1 first).
      startPage.current = page;
      startHighlight.current = null;
      void scroll.scrollToPage(page);
      if (nav.highlight) highlight({ page, text: nav.highlight, ...(nav.context ? { context: nav.context } : {}) });
    };
    window.addEventListener(NAVIGATE_EVENT, onNavigate);
    return () => window.removeEventListener(NAVIGATE_EVENT, onNavigate);
  }, [pageCount, scroll, highlight]);

  const onSize = useCallback((page: number, w: number, h: number) => {
    setSizes((prev) => {
      const old = prev[page - 1];
      if (!old || (old.w === w && old.h === h)) return prev;
      const next = prev.slice();
      next[page - 1] = { w, h };
      return next;
    });
  }, []);
  const onRendered = useCallback((page: number) => setRendered((prev) => new Set(prev).add(`${page}@${width}`)), [width]);

  const [first, last] = scroll.range;
  let rendering = false;
  for (let p = first; p <= last; p++) if (!rendered.has(`${p}@${width}`)) rendering = true;

  const changeZoom = (next: ZoomChoice) => {
    setZoom(next);
    updateWorkspacePrefs(userId, { zoom: next });
    // Stay on the same page at the new size.
    const page = scroll.current;
    requestAnimationFrame(() => void scroll.scrollToPage(page, 'instant'));
  };

  return (
    <>
      <ViewerToolbar
        page={scroll.current}
        pageCount={pageCount}
        zoom={zoom}
        rendering={ready && rendering}
        onZoom={changeZoom}
        onPage={(p) => void scroll.scrollToPage(clampPage(p, pageCount))}
      >
        <AnnotationTools notes={notes} />
      </ViewerToolbar>
      {[toolHints[notes.tool], notes.failure ?? notes.loadError].map((line, i) =>
        line ? (
          <p
            key={i}
            role={i ? 'alert' : 'status'}
            className={`border-b px-3 py-1 text-xs ${i ? 'border-red-200 bg-red-50 text-red-900' : 'border-slate-200 bg-slate-50 text-slate-700'}`}
          >
            {line}
          </p>
        ) : null,
      )}
      {reading && phone ? <CitedPassage passage={reading} onShowPage={() => setReading(null)} /> : null}
      {missing ? (
        <p role="status" className="border-b border-amber-200 bg-amber-50 px-3 py-1.5 text-xs text-amber-950">
          The cited passage was not found on page {missing.page}.
        </p>
      ) : null}
      <div
        ref={container}
        onScroll={scroll.onScroll}
        onPointerUp={() => {
          if (notes.tool !== 'highlight') return;
          const picked = selectionToHighlight(window.getSelection());
          if (!picked) return;
          notes.create(picked.page, { kind: 'highlight', color: HIGHLIGHT_COLOR, rects: picked.rects, text: picked.text });
          window.getSelection()?.removeAllRanges();
        }}
        data-testid="pdf-scroll"
        tabIndex={0}
        role="region"
        aria-label="Document pages"
        className="relative min-h-0 flex-1 overflow-auto bg-slate-100"
      >
        <div className="flex flex-col items-center gap-4 py-4" style={{ minWidth: width + 32 }}>
          {heights.map((h, i) => (
            <PdfPageSlot
              key={i + 1}
              page={i + 1}
              width={width}
              height={h}
              render={i + 1 >= first && i + 1 <= last}
              onSize={onSize}
              onRendered={onRendered}
              onTextLayer={onTextLayer}
              overlay={<AnnotationLayer page={i + 1} width={width} height={h} scale={width / (sizes[i]?.w ?? A4.w)} notes={notes} />}
            />
          ))}
        </div>
      </div>
    </>
  );
}
