import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useDocuments } from '../../info-pages';

const item = (current: boolean) =>
  `block rounded-md px-2 py-1.5 text-sm break-words ${current ? 'bg-brand-50 font-medium text-brand-900' : 'text-slate-800 hover:bg-slate-100 hover:text-slate-900'}`;

/** The library's documents, each opening its document chat; superusers also get the file pages. */
export function WorkspaceSidebar({
  id,
  openGuid,
  admin,
  onNavigate,
}: {
  id: string;
  openGuid: string | null;
  admin: boolean;
  onNavigate: () => void;
}) {
  const docs = useDocuments();
  return (
    <nav id={id} aria-label="Documents" className="flex h-full flex-col overflow-y-auto px-3 py-4">
      <Link to="/drugsummary" onClick={onNavigate} aria-current={openGuid ? undefined : 'page'} className={item(!openGuid)}>
        Ask the whole library
      </Link>
      <h2 className="mt-4 px-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">Documents</h2>
      {docs.isPending ? <Spinner className="mt-2 px-2" label="Loading documents…" /> : null}
      {docs.isError ? <p className="mt-2 px-2 text-sm text-slate-700">The documents could not be loaded.</p> : null}
      {docs.data?.length === 0 ? <p className="mt-2 px-2 text-sm text-slate-700">No documents yet.</p> : null}
      {docs.data?.length ? (
        <ul className="mt-2 space-y-0.5">
          {docs.data.map((d) => {
            const current = d.guid.toLowerCase() === openGuid?.toLowerCase();
            return (
              <li key={d.guid}>
                <Link
                  to={`/drugsummary?guid=${encodeURIComponent(d.guid)}`}
                  onClick={onNavigate}
                  aria-current={current ? 'page' : undefined}
                  title={d.title || d.fileName}
                  className={`block ${item(current)}`}
                >
                  {/* Clamped inside the padding, so the third line is cut whole, not half shown (issue 39). */}
                  <span className="line-clamp-2">{d.title || d.fileName}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
      {admin ? (
        <>
          <h2 className="mt-5 px-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">Administration</h2>
          <ul className="mt-2 space-y-0.5">
            <li>
              <Link to="/listoffiles" onClick={onNavigate} className={item(false)}>
                Manage files
              </Link>
            </li>
            <li>
              <Link to="/UploadFile" onClick={onNavigate} className={item(false)}>
                Upload PDF
              </Link>
            </li>
          </ul>
        </>
      ) : null}
    </nav>
  );
}
