import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { loginHref } from '../../auth';
import { loginMenuShown, markLoginMenuShown, opensLoginMenuAutomatically } from './login-menu-rule';

/**
 * The header's "Sign in" drop-down for anonymous visitors (the login side panel: a blurb and a Sign in
 * button). It opens by itself once per browser session (login-menu-rule.ts), never on an error page
 * (`autoOpen` false), and it is laid out in the page's flow under the header, so that it pushes the
 * page down instead of covering a Help card, a 404 message or the medication list (issue 29). It is
 * part of the first load and of the first paint, so that it never pushes a page already drawn down
 * (issue 39: it used to arrive 1.5 s late with a layout shift of 0.28).
 */
export function useLoginPanel(autoOpen: boolean) {
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(() => autoOpen && !loginMenuShown() && opensLoginMenuAutomatically(pathname));
  const [path, setPath] = useState(pathname);
  if (path !== pathname) {
    setPath(pathname);
    setOpen(false);
  }
  const panelId = useId();
  const button = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    markLoginMenuShown();
    const inside = (t: EventTarget | null) => [button.current, panel.current].some((el) => el?.contains(t as Node));
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

  const state = { open, setOpen, panelId, next: loginHref(`${pathname}${search}`), onLoginPage: pathname.toLowerCase() === '/login' };
  // The refs apart from the state: the button and the panel read the state while rendering, never a ref.
  return { state, refs: { button, panel } };
}
export type LoginPanelState = ReturnType<typeof useLoginPanel>['state'];
type Ref = RefObject<HTMLDivElement | null>;

/**
 * The header's button: opens the panel; pressed while the panel is open it goes on to the sign-in form
 * (issue 39: it used to close the panel, the opposite of what "Sign in" promises). Not shown on /login.
 */
export function LoginMenuButton({ state, buttonRef }: { state: LoginPanelState; buttonRef: Ref }) {
  const navigate = useNavigate();
  if (state.onLoginPage) return null;
  return (
    <div ref={buttonRef}>
      <button
        type="button"
        aria-expanded={state.open}
        aria-controls={state.panelId}
        onClick={() => (state.open ? void navigate(state.next) : state.setOpen(true))}
        className="whitespace-nowrap rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
      >
        Sign in
      </button>
    </div>
  );
}

/** One slim row under the header (not a card over the page): the blurb, then Sign in and Create an account. */
export function LoginPanel({ state, panelRef }: { state: LoginPanelState; panelRef: Ref }) {
  if (!state.open || state.onLoginPage) return null;
  return (
    <div
      ref={panelRef}
      id={state.panelId}
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
        <Link to={state.next} className={buttonClass('primary', 'sm')}>
          Sign in
        </Link>
      </div>
    </div>
  );
}
