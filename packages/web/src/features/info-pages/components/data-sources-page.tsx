import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useDocuments } from '../api/get-documents';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : dateFormat.format(d);
}

export function DataSourcesPage() {
  const docs = useDocuments();
  return (
    <div>
      <PageHeader title="Data sources">
        <p>
          Tiers come from the CANMAT/ISBD 2018 guidelines for bipolar disorder with their 2023 update. Safety rules and the benefits and risks of each
          medication cite their sources: prescribing labels, guidelines and reviews. Papers in our library are listed below.
        </p>
      </PageHeader>
      <section aria-labelledby="library-title" className="rounded-lg border border-slate-200 bg-white shadow-sm">
        <h2 id="library-title" className="border-b border-slate-200 px-5 py-3 text-lg font-semibold text-slate-900">
          Library
        </h2>
        {docs.isPending ? <Spinner className="px-5 py-4" label="Loading documents…" /> : null}
        {docs.isError ? <p className="px-5 py-4 text-sm text-red-800">Could not load the documents: {errorMessage(docs.error)}</p> : null}
        {docs.data && docs.data.length === 0 ? <p className="px-5 py-4 text-sm text-slate-700">No documents yet.</p> : null}
        {docs.data && docs.data.length > 0 ? (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-5 py-2 font-semibold">Name</th>
                  <th scope="col" className="px-5 py-2 font-semibold">Publication</th>
                  <th scope="col" className="px-5 py-2 font-semibold">Date Published</th>
                  <th scope="col" className="px-5 py-2 font-semibold">View</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {docs.data.map((d) => (
                  <tr key={d.guid}>
                    <td className="px-5 py-2 text-slate-900">{d.title || d.file_name || 'Untitled'}</td>
                    <td className="px-5 py-2 text-slate-700">{d.publication || '—'}</td>
                    <td className="px-5 py-2 whitespace-nowrap text-slate-700">{formatDate(d.publication_date)}</td>
                    <td className="px-5 py-2">
                      <Link className="text-brand-700 underline" to={`/drugsummary?guid=${encodeURIComponent(d.guid)}`} aria-label={`View ${d.title || d.file_name}`}>
                        View
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
    </div>
  );
}
