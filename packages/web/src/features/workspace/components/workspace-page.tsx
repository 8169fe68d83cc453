import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useInsightsOn } from '../../../lib/insights-toggle';
import { useMediaQuery } from '../../../lib/use-media-query';
import { NAVIGATE_EVENT, PdfViewer } from '../../pdf-viewer';
import { DocumentTitle } from './document-title';
import { guidParam, paneLabels, paneParam, visiblePanes, type PaneId } from '../api/panes';
import { ChatPane, InsightsPane } from '../../document-chat';

const PHONE = '(max-width: 639.98px)';

/**
 * /drugsummary (docs/product.md#document-chat): the PDF viewer, the chat and the insights side by side,
 * the PDF taking at least half the window (docs/adr/0031-clinician-journeys.md); on a phone the same
 * panes as tabs, all kept mounted so that switching loses nothing, and a citation brings the Document tab forward.
 */
export function WorkspacePage() {
  const [params] = useSearchParams();
  const guid = guidParam(params.get('guid'));
  const insights = useInsightsOn();
  const phone = useMediaQuery(PHONE);
  const panes = visiblePanes(params.has('guid'), insights);
  // "Ask about it" arrives with ?pane=chat: the chat comes first and its question box takes the cursor.
  const asked = paneParam(params.get('pane'));
  const [chosen, setChosen] = useState<PaneId>(asked ?? panes[0]!);
  const active = panes.includes(chosen) ? chosen : (panes[0] ?? 'chat');
  // A citation followed into another file arrives with its passage in the navigation state.
  const location = useLocation();
  const [seen, setSeen] = useState(location.key);
  if (seen !== location.key) {
    setSeen(location.key);
    if ((location.state as { highlight?: unknown } | null)?.highlight) setChosen('document');
  }
  // A citation in the open file moves the viewer with an event: show the viewer it moves.
  useEffect(() => {
    const show = () => setChosen('document');
    window.addEventListener(NAVIGATE_EVENT, show);
    return () => window.removeEventListener(NAVIGATE_EVENT, show);
  }, []);

  const content: Record<PaneId, ReactNode> = {
    document: (
      <>
        {guid ? <DocumentTitle guid={guid} /> : null}
        <PdfViewer guid={guid} />
      </>
    ),
    chat: <ChatPane guid={guid} focusQuestion={asked === 'chat'} />,
    insights: <InsightsPane guid={guid} />,
  };

  return (
    <div data-testid="workspace" data-panes={panes.length} className="flex h-full min-h-0 flex-col">
      <h1 className="sr-only">{guid ? 'Document chat' : 'Chat with the library'}</h1>
      {phone && panes.length > 1 ? <PaneTabs panes={panes} active={active} onChoose={setChosen} /> : null}
      <div className="flex min-h-0 flex-1">
        {panes.map((id) => (
          <section
            key={id}
            id={`pane-${id}`}
            role={phone && panes.length > 1 ? 'tabpanel' : 'region'}
            aria-label={paneLabels[id]}
            data-testid={`pane-${id}`}
            hidden={phone && id !== active}
            className={`flex min-h-0 min-w-0 basis-0 flex-col border-slate-200 bg-white not-first:border-l ${paneWidth[id]}`}
          >
            {content[id]}
          </section>
        ))}
      </div>
    </div>
  );
}

// The document gets at least half the window (more with the chat alone); insights take the narrowest share.
const paneWidth: Record<PaneId, string> = { document: 'grow-[3] sm:min-w-[50vw]', chat: 'grow-[2]', insights: 'grow-[2]' };

function PaneTabs({ panes, active, onChoose }: { panes: PaneId[]; active: PaneId; onChoose: (id: PaneId) => void }) {
  const move = (from: PaneId, step: number) => {
    const next = panes[(panes.indexOf(from) + step + panes.length) % panes.length]!;
    onChoose(next);
    document.getElementById(`tab-${next}`)?.focus();
  };
  return (
    <div role="tablist" aria-label="Workspace panes" className="flex shrink-0 border-b border-slate-200 bg-white">
      {panes.map((id) => (
        <button
          key={id}
          id={`tab-${id}`}
          type="button"
          role="tab"
          aria-selected={id === active}
          aria-controls={`pane-${id}`}
          tabIndex={id === active ? 0 : -1}
          onClick={() => onChoose(id)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') move(id, 1);
            if (e.key === 'ArrowLeft') move(id, -1);
          }}
          className={`flex-1 border-b-2 px-3 py-2 text-sm font-medium ${id === active ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
        >
          {paneLabels[id]}
        </button>
      ))}
    </div>
  );
}
