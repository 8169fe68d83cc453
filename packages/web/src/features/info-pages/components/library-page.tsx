import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useDocuments, type PublicDocument } from '../api/get-documents';
import { formatDate } from './documents-table';

const askHref = (guid?: string) => (guid ? `/drugsummary?guid=${encodeURIComponent(guid)}` : '/drugsummary');

/**
 * /library, for signed-in clinicians (docs/adr/0031-clinician-journeys.md): the documents the chat
 * answers from, each with its publication and length and a way to ask about it; or the whole library.
 */
export function LibraryPage() {
  const docs = useDocuments();
  return (
    <div>
      <PageHeader title="Library">
        <p>
          Papers and guidelines that the document chat answers from. Every answer cites the page it comes from; select a citation to see the
          sentence on its page.
        </p>
      </PageHeader>
      <Link to={askHref()} className={buttonClass('primary', 'md', 'mb-6')}>
        Ask the whole library
      </Link>
      {docs.isPending ? <Spinner label="Loading documents…" /> : null}
      {docs.isError ? <p className="text-sm text-red-800">Could not load the documents: {errorMessage(docs.error)}</p> : null}
      {docs.data?.length === 0 ? <p className="text-sm text-slate-700">No documents yet: an administrator adds them.</p> : null}
      {docs.data?.length ? (
        <ul aria-label="Documents" className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
          {docs.data.map((d) => (
            <DocumentItem key={d.guid} doc={d} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function DocumentItem({ doc }: { doc: PublicDocument }) {
  const title = doc.title || doc.fileName || 'Untitled';
  const facts = [
    doc.publication,
    doc.publicationDate ? formatDate(doc.publicationDate) : null,
    doc.pageCount ? `${doc.pageCount} ${doc.pageCount === 1 ? 'page' : 'pages'}` : null,
  ].filter(Boolean);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-5">
      <div className="min-w-0">
        <h2 className="font-semibold break-words text-slate-900">{title}</h2>
        {facts.length ? <p className="text-sm text-slate-700">{facts.join(' · ')}</p> : null}
      </div>
      <Link to={askHref(doc.guid)} aria-label={`Ask about ${title}`} className={buttonClass('secondary', 'sm')}>
        Ask about it
      </Link>
    </li>
  );
}
