import { NavLink } from 'react-router';
import { site } from '../../../lib/site';
import { useAuth } from '../../auth';
import { MobileAccount } from './mobile-account';
import { navItems, resetState } from './nav-items';

export function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  const { status } = useAuth();
  return (
    <nav id="mobile-menu" aria-label="Mobile" className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 lg:hidden">
      <ul className="space-y-1">
        {navItems(status === 'signed-in').map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end
              state={item.to === '/' ? resetState() : undefined}
              onClick={onNavigate}
              className={({ isActive }) =>
                `block rounded-md px-3 py-2 text-base font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100'}`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
        <li>
          <a
            href={site.donateUrl}
            target="_blank"
            rel="noreferrer"
            className="block rounded-md px-3 py-2 text-base font-semibold text-brand-700 hover:bg-brand-50"
          >
            Donate<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
      <MobileAccount onNavigate={onNavigate} />
    </nav>
  );
}
