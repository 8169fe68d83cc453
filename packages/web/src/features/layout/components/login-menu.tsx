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
export function LoginMenu({ autoOpen = true }: { autoOpen?: boolean }) {
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(() => autoOpen && !loginMenuShown() && opensLoginMenuAutomatically(pathname));
  const [path, setPath] = useState(pathname);
  if (path !== pathname) {
    setPath(pathname);
    setOpen(false);
  }
  // undefined until looked up after the first commit (the slot is rendered in the same commit).
  const [slot, setSlot] = useState<HTMLElement | null | undefined>(undefined);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => setSlot(document.getElementById(LOGIN_PANEL_SLOT)), []);
  useEffect(() => {
    if (!open) return;
    markLoginMenuShown();
    const inside = (t: EventTarget | null) => [root.current, panel.current].some((el) => el?.contains(t as Node));
    const onDown = (e: MouseEvent) => inside(e.target) || setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const content = (
    <div
      ref={panel}
      id={panelId}
      data-testid="login-menu"
      className="mb-3 ml-auto w-80 rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm"
    >
      <p className="font-semibold text-slate-900">Sign in to Balancer</p>
      <p className="mt-1 text-slate-700">
        Signed-in clinicians can chat with our library of research papers and view documents. Everything else works without an account.
      </p>
      <Link to={loginHref(`${pathname}${search}`)} className={buttonClass('primary', 'sm', 'mt-3 w-full')}>
        Log in
      </Link>
      <p className="mt-2 text-center text-slate-700">
        New here?{' '}
        <Link to="/register" className="font-medium text-brand-700 underline underline-offset-2">
          Create an account
        </Link>
      </p>
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
      {!open || slot === undefined ? null : slot ? createPortal(content, slot) : content}
    </div>
  );
}
