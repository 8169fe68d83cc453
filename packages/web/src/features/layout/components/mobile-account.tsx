import { Link, NavLink, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { adminMenuLinks, loginHref, useAuth } from '../../auth';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-base font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100'}`;

/** The mobile menu's account part: admin links for superusers and Sign Out, or the sign-in blurb. */
export function MobileAccount({ onNavigate }: { onNavigate: () => void }) {
  const { status, isSuperuser, signOut } = useAuth();
  const { pathname, search } = useLocation();
  if (status === 'signed-in') {
    return (
      <div className="mt-3 border-t border-slate-200 pt-3">
        {isSuperuser ? (
          <>
            <p className="px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">Admin Portal</p>
            <ul className="mt-1 space-y-1">
              {adminMenuLinks.map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to} end onClick={onNavigate} className={itemClass}>
                    {l.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <NavLink to="/account" end onClick={onNavigate} className={(s) => `${itemClass(s)} mt-1`}>
          Your account
        </NavLink>
        <button
          type="button"
          onClick={() => {
            signOut();
            onNavigate();
          }}
          className={buttonClass('secondary', 'md', 'mt-3 w-full')}
        >
          Sign Out
        </button>
      </div>
    );
  }
  if (status !== 'anonymous') return null;
  return (
    <div className="mt-3 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
      <p className="font-semibold text-slate-900">Sign in</p>
      <p className="mt-1">
        Signed-in clinicians can chat with our library of research papers and view documents. Everything else works without an account.
      </p>
      <Link to={loginHref(`${pathname}${search}`)} onClick={onNavigate} className={buttonClass('primary', 'md', 'mt-3 w-full')}>
        Sign in
      </Link>
    </div>
  );
}
