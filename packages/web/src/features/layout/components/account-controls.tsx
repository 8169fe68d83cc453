import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../auth';
import { LoginMenuButton, type useLoginPanel } from './login-menu';

/** Only superusers see it, so everyone else does not download it. */
const AdminMenu = lazy(async () => ({ default: (await import('./admin-menu')).AdminMenu }));
// Same footprint as the Sign in button, so that the header does not jump while the stored session is checked.
const placeholder = <span aria-hidden="true" className="inline-block h-8 w-[72px]" />;

/** The desktop header's account corner: the Admin Portal menu for superusers, Sign in or Sign out. */
export function AccountControls({ donate, loginPanel }: { donate: ReactNode; loginPanel: ReturnType<typeof useLoginPanel> }) {
  const { status, isSuperuser, signOut } = useAuth();
  return (
    <>
      {status === 'signed-in' && isSuperuser ? (
        <Suspense fallback={null}>
          <AdminMenu />
        </Suspense>
      ) : null}
      {donate}
      {status === 'signed-in' ? (
        <Link
          to="/account"
          className="whitespace-nowrap rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        >
          Account
        </Link>
      ) : null}
      {status === 'signed-in' ? (
        <button
          type="button"
          onClick={signOut}
          className="whitespace-nowrap rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          Sign out
        </button>
      ) : status === 'anonymous' ? (
        <LoginMenuButton state={loginPanel.state} buttonRef={loginPanel.refs.button} />
      ) : (
        // Same footprint while the stored session is being checked.
        placeholder
      )}
    </>
  );
}
