import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../auth';

/** Only superusers see it, so everyone else does not download it. */
const AdminMenu = lazy(async () => ({ default: (await import('./admin-menu')).AdminMenu }));
/** Only anonymous visitors see it; lazy to keep the first load of / under its budget (issue 29). */
const LoginMenu = lazy(async () => ({ default: (await import('./login-menu')).LoginMenu }));
// Same footprint as the Sign in button, so that the header does not jump while it loads.
const placeholder = <span aria-hidden="true" className="inline-block h-8 w-[72px]" />;

/** The desktop header's account corner: the Admin Portal menu for superusers, Sign in or Sign out. */
export function AccountControls({ donate, autoOpenSignIn = true }: { donate: ReactNode; autoOpenSignIn?: boolean }) {
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
        <Suspense fallback={placeholder}>
          <LoginMenu autoOpen={autoOpenSignIn} />
        </Suspense>
      ) : (
        // Same footprint while the stored session is being checked.
        placeholder
      )}
    </>
  );
}
