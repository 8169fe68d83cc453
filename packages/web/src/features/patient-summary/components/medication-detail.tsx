import { useState } from 'react';
import { LoadingLines } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useMedicationDetail, type MedicationDetail as Detail } from '../../../lib/api/medications';

import { awaitingReview, ReviewStatus } from '../../../components/ui/needs-review';
import { StatementList } from '../../../components/ui/statement-list';
import { preview } from './summary-model';

type Source = Detail['sources'][number];

export type DetailKind = 'sources' | 'benefits';

interface MedicationDetailProps {
  id: string;
  drug: string;
  /** Catalogue id of the medication, when the record has it. */
  medicationId?: string | undefined;
  /** The content version of the answer the medication was suggested in. */
  contentVersion?: string | undefined;
  kind: DetailKind;
}

/** The 'Sources' or 'Benefits and risks' panel of one medication. */
export function MedicationDetail({ id, drug, medicationId, contentVersion, kind }: MedicationDetailProps) {
  const risk = useMedicationDetail({ id: medicationId, name: drug, contentVersion });
  return (
    <div id={id} className="@container mt-3 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
      {risk.isPending ? <LoadingLines label={`Loading ${kind === 'sources' ? 'sources' : 'benefits and risks'} for ${drug}`} /> : null}
      {risk.error ? (
        <p className="text-red-800">
          Could not load details for {drug}: {errorMessage(risk.error)}
        </p>
      ) : null}
      {risk.data && kind === 'benefits' ? (
        <>
          <ReviewStatus statements={awaitingReview([...risk.data.benefits, ...risk.data.risks])} />
          <div className="mt-2 grid gap-4 @md:grid-cols-2">
            <StatementList heading="h5" title="Benefits" items={risk.data.benefits} />
            <StatementList heading="h5" title="Risks" items={risk.data.risks} />
          </div>
        </>
      ) : null}
      {risk.data && kind === 'sources' ? (
        risk.data.sources.length === 0 ? (
          <p className="text-slate-700">No sources available for this medication.</p>
        ) : (
          <SourceList sources={risk.data.sources} />
        )
      ) : null}
    </div>
  );
}

const SHOWN_SOURCES = 3;

function SourceList({ sources }: { sources: Source[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? sources : sources.slice(0, SHOWN_SOURCES);
  return (
    <>
      <ul className="space-y-3">
        {shown.map((s, i) => (
          <li key={`${s.reference}-${i}`} className="rounded border border-slate-200 bg-white p-3">
            <p className="font-medium text-slate-900">
              {s.url ? (
                <a href={s.url} className="text-brand-700 underline underline-offset-2">
                  {s.citation || 'Untitled source'}
                </a>
              ) : (
                s.citation || 'Untitled source'
              )}
            </p>
            <p className="text-xs text-slate-600">{s.locators.join(' · ')}</p>
            {s.reference ? <p className="mt-1 text-slate-700">{preview(s.reference)}</p> : null}
          </li>
        ))}
      </ul>
      {sources.length > SHOWN_SOURCES ? (
        <button
          type="button"
          onClick={() => setAll((a) => !a)}
          className="mt-2 text-sm font-medium text-brand-700 underline underline-offset-2"
        >
          {all ? 'Show fewer sources' : `Show all ${sources.length} sources`}
        </button>
      ) : null}
    </>
  );
}
