import { useState } from 'react';
import { LoadingLines } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { stripBullet, useRisk, type RiskResponse } from '../../../lib/api/medications';

type RiskSource = RiskResponse['sources'][number];
import { preview } from './tiers';
import { StatementList } from '../../../components/ui/statement-list';

export type DetailKind = 'sources' | 'benefits';

interface MedicationDetailProps {
  id: string;
  drug: string;
  source: string;
  kind: DetailKind;
}

/** The 'Sources' or 'Benefits and risks' panel of one medication. */
export function MedicationDetail({ id, drug, source, kind }: MedicationDetailProps) {
  const risk = useRisk(drug, source);
  return (
    <div id={id} className="mt-3 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
      {risk.isPending ? <LoadingLines label={`Loading ${kind === 'sources' ? 'sources' : 'benefits and risks'} for ${drug}`} /> : null}
      {risk.isError ? <p className="text-red-800">Could not load details for {drug}: {errorMessage(risk.error)}</p> : null}
      {risk.data && kind === 'benefits' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <StatementList heading="h5" title="Benefits" items={risk.data.benefits.map(stripBullet)} />
          <StatementList heading="h5" title="Risks" items={risk.data.risks.map(stripBullet)} />
        </div>
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

function SourceList({ sources }: { sources: RiskSource[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? sources : sources.slice(0, SHOWN_SOURCES);
  return (
    <>
      <ul className="space-y-3">
        {shown.map((s, i) => (
          <li key={`${s.title ?? ''}-${i}`} className="rounded border border-slate-200 bg-white p-3">
            <p className="font-medium text-slate-900">
              {s.link_url ? (
                <a href={s.link_url} className="text-brand-700 underline underline-offset-2">
                  {s.title ?? 'Untitled source'}
                </a>
              ) : (
                (s.title ?? 'Untitled source')
              )}
            </p>
            <p className="text-xs text-slate-600">
              {[s.publication, s.locator, s.page !== null ? `page ${s.page}` : null].filter(Boolean).join(' · ')}
            </p>
            {s.text ? <p className="mt-1 text-slate-700">{preview(s.text)}</p> : null}
          </li>
        ))}
      </ul>
      {sources.length > SHOWN_SOURCES ? (
        <button type="button" onClick={() => setAll((a) => !a)} className="mt-2 text-sm font-medium text-brand-700 underline underline-offset-2">
          {all ? 'Show fewer sources' : `Show all ${sources.length} sources`}
        </button>
      ) : null}
    </>
  );
}
