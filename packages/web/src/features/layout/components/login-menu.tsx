import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { LOGIN_PANEL_SLOT } from '../../../lib/header-slots';
import { loginHref } from '../../auth';
import { loginMenuShown, markLoginMenuShown, opensLoginMenuAutomatically } from './login-menu-rule';

/**
 * The header's "Sign in" drop-down for anonymous visitors (the login side panel: a blurb and a Log in
 * button). It opens by itself once per browser session (login-menu-rule.ts), never on an error page
 * (`autoOpen` false), and it is laid out in the page's flow under the header, so that it pushes the
 * page down instead of covering a Help card, a 404 message or the medication list (issue 29).
 */
// This component loads lazily, so by its first render the header (and its slot) is on the page.
const slot = () => document.getElementById(LOGIN_PANEL_SLOT);

export function LoginMenu({ autoOpen = true }: { autoOpen?: boolean }) {
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(() => autoOpen && !loginMenuShown() && opensLoginMenuAutomatically(pathname));
  const [path, setPath] = useState(pathname);
  if (path !== pathname) {
    setPath(pathname);
    setOpen(false);
  }
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    markLoginMenuShown();
    const inside = (t: EventTarget | null) => [root.current, panel.current].some((el) => el?.contains(t as Node));
    // On click, not mousedown: the panel is in the flow, so closing it moves the page up; closing on
    // mousedown would move a clicked button away before its mouseup and swallow the click.
    const onOutside = (e: MouseEvent) => inside(e.target) || setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('click', onOutside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onOutside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // One slim row under the header (not a card over the page): the blurb, then Log in and Create an account.
  const content = (
    <div
      ref={panel}
      id={panelId}
      data-testid="login-menu"
      role="region"
      aria-label="Sign in to Balancer"
      className="mb-3 flex w-full flex-wrap items-center gap-x-6 gap-y-2 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm"
    >
      <p className="min-w-0 flex-1 text-slate-800">
        <span className="font-semibold text-slate-900">Sign in to Balancer. </span>
        Signed-in clinicians can chat with our library of research papers and view documents. Everything else works without an account.
      </p>
      <div className="flex shrink-0 items-center gap-4">
        <Link to="/register" className="font-medium text-brand-700 underline underline-offset-2">
          Create an account
        </Link>
        <Link to={loginHref(`${pathname}${search}`)} className={buttonClass('primary', 'sm')}>
          Log in
        </Link>
      </div>
    </div>
  );

  return (
    <div ref={root}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="whitespace-nowrap rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
      >
        Sign in
      </button>
      {open ? (slot() ? createPortal(content, slot()!) : content) : null}
    </div>
  );
}
