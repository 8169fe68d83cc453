import { Suspense, useId, useState } from 'react';
import { Link, Outlet, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { setInsightsOn, useInsightsOn } from '../../../lib/insights-toggle';
import { readWorkspacePrefs, updateWorkspacePrefs } from '../../../lib/workspace-prefs';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useAuth } from '../../auth';
import { guidParam } from '../api/panes';
import { WorkspaceSidebar } from './workspace-sidebar';

const PHONE = '(max-width: 639.98px)';
const headerLink =
  'rounded-md px-1.5 py-1 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-slate-900 sm:px-2.5';

/**
 * The clinician's layout of the document workspace (docs/adr/0031-clinician-journeys.md): a slim header
 * (Balancer, the documents sidebar, Insights, Library, Suggester; the Admin Portal for superusers only)
 * and a documents sidebar that closes when a document opens, so that the PDF gets the room. The
 * sidebar's state is kept per user on this browser; on a phone it covers the page and starts closed.
 */
export function WorkspaceLayout() {
  const sidebarId = useId();
  const { user, isSuperuser } = useAuth();
  const [params] = useSearchParams();
  const guid = guidParam(params.get('guid'));
  const phone = useMediaQuery(PHONE);
  const [stored, setStored] = useState<boolean | undefined>(() => readWorkspacePrefs(user?.id).sidebarOpen);
  // The session is checked after the first render: read the signed-in user's choice once they are known.
  const [prefsOf, setPrefsOf] = useState(user?.id);
  if (prefsOf !== user?.id) {
    setPrefsOf(user?.id);
    setStored(readWorkspacePrefs(user?.id).sidebarOpen);
  }
  const [phoneOpen, setPhoneOpen] = useState(false);
  // A document opened (or switched) closes the sidebar: the PDF needs the width more than the list.
  const [shownGuid, setShownGuid] = useState(guid);
  if (shownGuid !== guid) {
    setShownGuid(guid);
    if (guid && stored !== false) setStored(false);
    setPhoneOpen(false);
  }
  const open = phone ? phoneOpen : (stored ?? !guid);
  const setOpen = (next: boolean) => {
    if (phone) return setPhoneOpen(next);
    setStored(next);
    updateWorkspacePrefs(user?.id, { sidebarOpen: next });
  };

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-brand-800 shadow focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <header
        data-testid="workspace-header"
        className="sticky top-0 z-40 flex h-[43px] shrink-0 items-center justify-between gap-1 border-b border-slate-200 bg-white px-2 sm:gap-3 sm:px-3 print:hidden"
      >
        <div className="flex min-w-0 items-center gap-1 sm:gap-2">
          <Link to="/" className="rounded-md px-1.5 py-1 text-base font-semibold tracking-tight text-brand-800">
            Balancer
          </Link>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={sidebarId}
            onClick={() => setOpen(!open)}
            className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
              <path d="M3 4h14v2H3V4Zm0 5h14v2H3V9Zm0 5h14v2H3v-2Z" />
            </svg>
            <span className="max-sm:sr-only">Documents</span>
          </button>
        </div>
        <nav aria-label="Workspace" className="flex items-center gap-0.5 sm:gap-1">
          <InsightsToggle />
          <Link to="/library" className={headerLink}>
            Library
          </Link>
          <Link to="/" className={`${headerLink} max-sm:hidden`}>
            Suggester
          </Link>
          {isSuperuser ? (
            <Link to="/AdminPortal" className={headerLink}>
              <span className="max-sm:hidden">Admin Portal</span>
              <span className="sm:hidden">Admin</span>
            </Link>
          ) : null}
        </nav>
      </header>
      <div className="relative flex flex-1">
        {open && phone ? (
          <div aria-hidden="true" onClick={() => setOpen(false)} className="fixed inset-x-0 top-[43px] bottom-0 z-20 bg-slate-900/40" />
        ) : null}
        {open ? (
          <aside
            data-testid="workspace-sidebar"
            className="w-64 shrink-0 border-r border-slate-200 bg-white max-sm:fixed max-sm:top-[43px] max-sm:bottom-0 max-sm:left-0 max-sm:z-30 max-sm:shadow-xl sm:sticky sm:top-[43px] sm:h-[calc(100vh-43px)]"
          >
            <WorkspaceSidebar id={sidebarId} openGuid={guid} admin={isSuperuser} onNavigate={() => phone && setOpen(false)} />
          </aside>
        ) : null}
        <main id="main" tabIndex={-1} className="h-[calc(100dvh-43px)] min-w-0 flex-1 focus:outline-none">
          <Suspense fallback={<Spinner label="Loading page…" />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

/** Shows or hides the workspace's Insights pane (a switch, so its state is announced). */
function InsightsToggle() {
  const on = useInsightsOn();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={() => setInsightsOn(!on)}
      className={`${headerLink} inline-flex items-center gap-1.5`}
    >
      <span
        aria-hidden="true"
        className={`relative inline-block h-4 w-7 rounded-full transition-colors ${on ? 'bg-brand-700' : 'bg-slate-300'}`}
      >
        <span className={`absolute top-0.5 size-3 rounded-full bg-white transition-all ${on ? 'left-3.5' : 'left-0.5'}`} />
      </span>
      Insights
    </button>
  );
}
