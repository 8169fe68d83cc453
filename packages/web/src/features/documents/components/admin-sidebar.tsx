import { Link, NavLink } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { adminTiles } from '../../auth';
import { useConflictCount } from '../../content';
import { displayTitle, useDocumentList } from '../api/documents-list';

/** Every admin area, in the Admin Portal's order: one shell for all of them (issue 30). */
const pages = [{ to: '/AdminPortal', label: 'Admin home' }, ...adminTiles.map((t) => ({ to: t.to, label: t.title }))];
const pageLink = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-2 py-1.5 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'}`;

/** The admin sidebar: brand link to the Admin Portal, every admin area, and the library's files, each opening its document chat. */
export function AdminSidebar({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  const files = useDocumentList();
  // Open release conflicts wait for a superuser's decision: counted beside their page (docs/adr/0050).
  const conflicts = useConflictCount();
  const badges: Partial<Record<string, number>> = { '/release-conflicts': conflicts };
  return (
    <div id={id} className="flex h-full flex-col overflow-y-auto px-3 py-4">
      <Link
        to="/AdminPortal"
        onClick={onNavigate}
        className="flex items-center gap-2 rounded-md px-2 py-1 text-lg font-semibold tracking-tight text-brand-800"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 text-brand-700" fill="none" stroke="currentColor" strokeWidth="2">
          <path
            d="M12 3v18M5 7h14M5 7l-3 7a3 3 0 0 0 6 0L5 7Zm14 0-3 7a3 3 0 0 0 6 0l-3-7ZM8 21h8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        Balancer
      </Link>
      <nav aria-label="Admin areas">
        <ul className="mt-4 space-y-0.5">
          {pages.map((p) => (
            <li key={p.to}>
              <NavLink to={p.to} end onClick={onNavigate} className={pageLink}>
                {p.label}
                {badges[p.to] ? (
                  <span className="ml-2 rounded-full bg-violet-100 px-1.5 py-0.5 text-xs font-semibold text-violet-900">
                    <span className="sr-only">, </span>
                    {badges[p.to]}
                    <span className="sr-only"> to settle</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Library">
        <h2 className="mt-5 px-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">Files</h2>
        {files.isPending ? <Spinner className="mt-2 px-2" label="Loading files…" /> : null}
        {files.isError ? <p className="mt-2 px-2 text-sm text-slate-700">The files could not be loaded.</p> : null}
        {files.data?.length === 0 ? <p className="mt-2 px-2 text-sm text-slate-700">No files yet.</p> : null}
        {files.data?.length ? (
          <ul className="mt-2 space-y-0.5">
            {files.data.map((f) => (
              <li key={f.guid}>
                <Link
                  to={`/drugSummary?guid=${encodeURIComponent(f.guid)}`}
                  onClick={onNavigate}
                  title={displayTitle(f)}
                  className="block rounded-md px-2 py-1.5 text-sm break-words text-slate-800 hover:bg-slate-100 hover:text-slate-900"
                >
                  {/* Clamped inside the padding, so the third line is cut whole, not half shown (issue 39). */}
                  <span className="line-clamp-2">{displayTitle(f)}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </nav>
    </div>
  );
}
