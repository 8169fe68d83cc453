import { LoadingLines } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { stripBullet, useRisk } from '../../../lib/api/medications';
import { preview } from './tiers';

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
          <StatementList title="Benefits" items={risk.data.benefits} />
          <StatementList title="Risks" items={risk.data.risks} />
        </div>
      ) : null}
      {risk.data && kind === 'sources' ? (
        risk.data.sources.length === 0 ? (
          <p className="text-slate-700">No sources available for this medication.</p>
        ) : (
          <ul className="space-y-3">
            {risk.data.sources.map((s, i) => (
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
        )
      ) : null}
    </div>
  );
}

function StatementList({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h5 className="font-semibold text-slate-900">{title}</h5>
      {items.length === 0 ? (
        <p className="mt-1 text-slate-600">None listed.</p>
      ) : (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
          {items.map((item) => (
            <li key={item}>{stripBullet(item)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
