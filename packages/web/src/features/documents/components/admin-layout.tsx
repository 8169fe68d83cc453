import { Suspense, useId, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { JJ_DOCK_ID } from '../../../lib/header-slots';
import { AdminSidebar } from './admin-sidebar';
import { useSidebarOpen } from './use-sidebar-open';

const headerLink =
  'rounded-md px-1.5 sm:px-2.5 py-1 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-slate-900';

/** Admin screens (docs/product.md#screens): a 43 px header with Home and Admin Portal, and a sidebar listing every admin area and the files (a menu on phones). */
export function AdminLayout({ children }: { children?: ReactNode }) {
  const sidebarId = useId();
  const sidebar = useSidebarOpen();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-brand-800 shadow focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <header
        data-testid="admin-header"
        className="sticky top-0 z-40 flex h-[43px] shrink-0 items-center justify-between gap-2 sm:gap-3 border-b border-slate-200 bg-white px-2 sm:px-3 print:hidden"
      >
        <button
          type="button"
          aria-expanded={sidebar.open}
          aria-controls={sidebarId}
          onClick={sidebar.toggle}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M3 4h14v2H3V4Zm0 5h14v2H3V9Zm0 5h14v2H3v-2Z" />
          </svg>
          {/* On a phone the sidebar is the admin menu (issue 30). */}
          <span>{sidebar.narrow ? 'Menu' : sidebar.open ? 'Hide sidebar' : 'Show sidebar'}</span>
        </button>
        <div id={JJ_DOCK_ID} className="ml-auto sm:hidden" />
        <nav aria-label="Admin" className="flex items-center gap-0.5 sm:gap-1">
          <Link to="/" className={headerLink}>
            Home
          </Link>
          <Link to="/AdminPortal" className={headerLink}>
            Admin Portal
          </Link>
        </nav>
      </header>
      <div className="relative flex flex-1">
        {sidebar.open && sidebar.narrow ? (
          // On a phone the open sidebar covers the page; a tap beside it closes it.
          <div aria-hidden="true" onClick={sidebar.close} className="fixed inset-x-0 top-[43px] bottom-0 z-20 bg-slate-900/40 sm:hidden" />
        ) : null}
        {sidebar.open ? (
          <aside
            data-testid="admin-sidebar"
            className="w-64 shrink-0 border-r border-slate-200 bg-white max-sm:fixed max-sm:top-[43px] max-sm:bottom-0 max-sm:left-0 max-sm:z-30 max-sm:shadow-xl sm:sticky sm:top-[43px] sm:h-[calc(100vh-43px)]"
          >
            <AdminSidebar id={sidebarId} onNavigate={() => sidebar.narrow && sidebar.close()} />
          </aside>
        ) : null}
        <main id="main" tabIndex={-1} className="jj-room min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-8 sm:py-8">
          <Suspense fallback={<Spinner label="Loading page…" />}>{children ?? <Outlet />}</Suspense>
        </main>
      </div>
    </div>
  );
}
