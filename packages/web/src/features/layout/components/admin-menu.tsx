import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { adminMenuLinks } from '../../auth';

/** docs/product.md#screens: the menu hides 300 ms after the pointer leaves it. */
export const ADMIN_MENU_HIDE_MS = 300;
type Reason = 'hover' | 'focus' | 'click';

/**
 * The superuser's "Admin Portal" drop-down (a disclosure button with a list of links): opens on
 * hover, on keyboard focus and on click; hides 300 ms after the pointer leaves, on Escape, and when
 * focus or a click goes elsewhere. The current page is highlighted and marked aria-current.
 */
export function AdminMenu() {
  const [reason, setReason] = useState<Reason | null>(null);
  const { pathname } = useLocation();
  const [path, setPath] = useState(pathname);
  if (path !== pathname) {
    setPath(pathname);
    setReason(null);
  }
  const open = reason !== null;
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const active = adminMenuLinks.some((l) => l.to.toLowerCase() === pathname.toLowerCase());

  const cancelHide = () => clearTimeout(hideTimer.current);
  const show = (why: Reason) => {
    cancelHide();
    setReason((r) => r ?? why);
  };
  useEffect(() => cancelHide, []);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setReason(null);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const links = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      setReason(null);
      button.current?.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      show('click');
      const all = links();
      const at = all.indexOf(document.activeElement as HTMLAnchorElement);
      const next = e.key === 'ArrowDown' ? (at + 1) % all.length : at <= 0 ? all.length - 1 : at - 1;
      requestAnimationFrame(() => links()[next]?.focus());
    }
  };

  return (
    <div
      ref={root}
      className="relative"
      onMouseEnter={() => show('hover')}
      onMouseLeave={() => {
        cancelHide();
        hideTimer.current = setTimeout(() => setReason(null), ADMIN_MENU_HIDE_MS);
      }}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setReason(null);
      }}
      onKeyDown={onKeyDown}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onFocus={(e) => e.currentTarget.matches(':focus-visible') && show('focus')}
        onClick={() => setReason((r) => (r === 'click' ? null : 'click'))}
        className={`inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-1.5 xl:px-2.5 text-sm font-medium ${active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'}`}
      >
        Admin Portal
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
          fill="currentColor"
        >
          <path d="M5.2 7.5 10 12.3l4.8-4.8 1.2 1.2-6 6-6-6 1.2-1.2Z" />
        </svg>
      </button>
      <ul
        id={listId}
        hidden={!open}
        data-testid="admin-menu"
        className="absolute right-0 z-40 mt-1 w-56 rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg"
      >
        {adminMenuLinks.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                `block px-4 py-2 ${isActive ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-800 hover:bg-slate-100'} focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
