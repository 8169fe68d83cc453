import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useDocuments } from '../api/get-documents';
import { DocumentsTable } from './documents-table';

export function DataSourcesPage() {
  const docs = useDocuments();
  return (
    <div>
      <PageHeader title="Data sources">
        <p>
          Tiers come from the CANMAT/ISBD 2018 guidelines for bipolar disorder with their 2023 update. Safety rules and the benefits and
          risks of each medication cite their sources: prescribing labels, guidelines and reviews. Papers in our library are listed below.
        </p>
      </PageHeader>
      <section aria-labelledby="library-title" className="rounded-lg border border-slate-200 bg-white shadow-sm">
        <h2 id="library-title" className="border-b border-slate-200 px-5 py-3 text-lg font-semibold text-slate-900">
          Library
        </h2>
        {docs.isPending ? <Spinner className="px-5 py-4" label="Loading documents…" /> : null}
        {docs.isError ? <p className="px-5 py-4 text-sm text-red-800">Could not load the documents: {errorMessage(docs.error)}</p> : null}
        {docs.data && docs.data.length === 0 ? <p className="px-5 py-4 text-sm text-slate-700">No documents yet.</p> : null}
        {docs.data && docs.data.length > 0 ? <DocumentsTable docs={docs.data} /> : null}
      </section>
    </div>
  );
}
