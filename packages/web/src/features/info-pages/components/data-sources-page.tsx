import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useCitedSources } from '../api/get-cited-sources';
import { useDocuments } from '../api/get-documents';
import { CitedSourcesList } from './cited-sources-list';
import { DocumentsTable } from './documents-table';

const section = 'rounded-lg border border-slate-200 bg-white shadow-sm';
const sectionTitle = 'border-b border-slate-200 px-5 py-3 text-lg font-semibold text-slate-900';

export function DataSourcesPage() {
  const docs = useDocuments();
  const cited = useCitedSources();
  return (
    <div className="space-y-6">
      <PageHeader title="Data sources">
        <p>
          Tiers come from the CANMAT/ISBD 2018 guidelines for bipolar disorder with their 2023 update. Safety rules and the benefits and
          risks of each medication cite their sources: prescribing labels, guidelines and reviews, listed below with the papers in our
          library.
        </p>
      </PageHeader>
      <section aria-labelledby="references-title" className={section}>
        <h2 id="references-title" className={sectionTitle}>
          Guidelines and references the rules cite
        </h2>
        {cited.isPending ? <Spinner className="px-5 py-4" label="Loading references…" /> : null}
        {cited.isError ? (
          <p className="px-5 py-4 text-sm text-red-800">Could not load the references: {errorMessage(cited.error)}</p>
        ) : null}
        {cited.data ? <CitedSourcesList sources={cited.data.sources} /> : null}
      </section>
      <section aria-labelledby="library-title" className={section}>
        <h2 id="library-title" className={sectionTitle}>
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
