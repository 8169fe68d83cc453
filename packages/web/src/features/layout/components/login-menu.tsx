import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { loginHref } from '../../auth';
import { dismissLoginMenu, loginMenuDismissed, opensLoginMenuAutomatically } from './login-menu-rule';

/**
 * The header's "Sign in" drop-down for anonymous visitors (the login side panel: a blurb and a
 * Log in button). Opens by itself on most pages (login-menu-rule.ts) until the visitor closes it.
 */
export function LoginMenu() {
  const { pathname, search } = useLocation();
  const [toggled, setToggled] = useState<boolean | null>(null);
  const [dismissed, setDismissed] = useState(loginMenuDismissed);
  const [path, setPath] = useState(pathname);
  if (path !== pathname) {
    setPath(pathname);
    setToggled(null);
  }
  const open = toggled ?? (!dismissed && opensLoginMenuAutomatically(pathname));
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = () => {
      setToggled(false);
      setDismissed(true);
      dismissLoginMenu();
    };
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const onToggle = () => {
    if (open) {
      setDismissed(true);
      dismissLoginMenu();
    }
    setToggled(!open);
  };

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className="whitespace-nowrap rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
      >
        Sign in
      </button>
      {open ? (
        <div
          id={panelId}
          data-testid="login-menu"
          className="absolute right-0 z-40 mt-2 w-72 rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-lg"
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
      ) : null}
    </div>
  );
}
