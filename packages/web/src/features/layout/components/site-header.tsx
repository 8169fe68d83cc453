import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { JJ_DOCK_ID } from '../../../lib/header-slots';
import { site } from '../../../lib/site';
import { useAuth } from '../../auth';
import { AccountControls } from './account-controls';
import { LoginPanel, useLoginPanel } from './login-menu';
import { navItems, resetState } from './nav-items';

// The phone menu loads when first wanted (intent on its button), keeping it out of the first load of /.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-2 py-1.5 text-sm font-medium xl:px-2.5 ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'}`;

/** `quiet`: an error page, over which the sign-in panel does not open by itself. */
export function SiteHeader({ quiet = false }: { quiet?: boolean }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { status } = useAuth();
  const loginPanel = useLoginPanel(!quiet && status === 'anonymous');
  const location = useLocation();
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }

  return (
    <header className="border-b border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to="/"
          state={resetState()}
          className="flex shrink-0 items-center gap-2 rounded-md text-lg font-semibold tracking-tight text-brand-800"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 text-brand-700" fill="none" stroke="currentColor" strokeWidth="2">
            <path
              d="M12 3v18M5 7h14M5 7l-3 7a3 3 0 0 0 6 0L5 7Zm14 0-3 7a3 3 0 0 0 6 0l-3-7ZM8 21h8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {site.name}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-0.5 lg:flex xl:gap-1">
          {navItems(status === 'signed-in').map((item) => (
            <NavLink key={item.to} to={item.to} end state={item.to === '/' ? resetState() : undefined} className={linkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-1.5 lg:flex xl:gap-2">
          <AccountControls
            loginPanel={loginPanel}
            donate={
              <a
                href={site.donateUrl}
                target="_blank"
                rel="noreferrer"
                className="whitespace-nowrap rounded-md px-2 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 xl:px-2.5"
              >
                Donate<span className="sr-only"> (opens in a new tab)</span>
              </a>
            }
          />
        </div>
        <div id={JJ_DOCK_ID} className="ml-auto sm:hidden" />
        <button
          type="button"
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((o) => !o)}
          onPointerEnter={() => void loadMobileMenu()}
          onFocus={() => void loadMobileMenu()}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            {menuOpen ? (
              <path d="M5.3 4 4 5.3 8.7 10 4 14.7 5.3 16 10 11.3l4.7 4.7 1.3-1.3L11.3 10 16 5.3 14.7 4 10 8.7 5.3 4Z" />
            ) : (
              <path d="M3 5h14v2H3V5Zm0 4h14v2H3V9Zm0 4h14v2H3v-2Z" />
            )}
          </svg>
          Menu
        </button>
      </div>
      {/* The sign-in panel opens here, in the flow, pushing the page down rather than covering it. */}
      {status === 'anonymous' ? (
        <div className="mx-auto hidden max-w-6xl px-4 empty:hidden sm:px-6 lg:block">
          <LoginPanel state={loginPanel.state} panelRef={loginPanel.refs.panel} />
        </div>
      ) : null}
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu onNavigate={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
