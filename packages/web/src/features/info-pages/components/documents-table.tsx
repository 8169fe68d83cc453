import { Link } from 'react-router';
import type { PublicDocument } from '../api/get-documents';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
/** docs/product.md#limits: en-US, in UTC, so that a publication day never moves with the reader's time zone. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : dateFormat.format(d);
}

const cell = 'px-3 py-2 sm:px-5';
const wide = 'hidden sm:table-cell';

/** Name, Publication, Date Published, View; on a phone the publication and date sit under the name. */
export function DocumentsTable({ docs }: { docs: PublicDocument[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>
              Name
            </th>
            <th scope="col" className={`${cell} ${wide} font-semibold`}>
              Publication
            </th>
            <th scope="col" className={`${cell} ${wide} font-semibold`}>
              Date Published
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              View
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {docs.map((d) => {
            const name = d.title || d.fileName || 'Untitled';
            return (
              <tr key={d.guid}>
                <td className={`${cell} text-slate-900`}>
                  {name}
                  <span className="mt-0.5 block text-xs text-slate-700 sm:hidden">
                    {[d.publication, d.publicationDate ? formatDate(d.publicationDate) : null].filter(Boolean).join(' · ')}
                  </span>
                </td>
                <td className={`${cell} ${wide} text-slate-700`}>{d.publication || '—'}</td>
                <td className={`${cell} ${wide} whitespace-nowrap text-slate-700`}>{formatDate(d.publicationDate)}</td>
                <td className={cell}>
                  <Link
                    className="text-brand-700 underline"
                    to={`/drugsummary?guid=${encodeURIComponent(d.guid)}`}
                    aria-label={`View ${name}`}
                  >
                    View
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
