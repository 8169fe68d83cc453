import { rankMedicationNames } from '@balancer/domain';
import { useState } from 'react';
import { inputClass, labelClass } from '../../../components/ui/form-styles';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useMedicationList, type MedicationSummary } from '../../../lib/api/medications';
import { MedicationItem } from './medication-item';

const groups = [
  { id: 'single', title: 'Single agents', test: (m: MedicationSummary) => m.ingredients.length <= 1 },
  { id: 'combinations', title: 'Combinations', test: (m: MedicationSummary) => m.ingredients.length > 1 },
];

export function MedicationListPage() {
  const meds = useMedicationList();
  const [query, setQuery] = useState('');
  // The same ranking as the prior-medications box (docs/adr/0031): "lith" puts Lithium first.
  const shown = query.trim() ? rankMedicationNames(meds.data ?? [], query).map((r) => r.medication) : (meds.data ?? []);

  return (
    <div>
      <PageHeader title="Medication List">
        <p>The medications Balancer knows, with their main benefits and risks. Select a medication to expand it.</p>
      </PageHeader>
      <div className="mb-4 max-w-sm">
        <label htmlFor="med-filter" className={labelClass}>
          Filter by name or brand
        </label>
        <input id="med-filter" type="search" value={query} onChange={(e) => setQuery(e.target.value)} className={`${inputClass} mt-1`} />
      </div>
      {meds.isPending ? <Spinner label="Loading medications…" /> : null}
      {meds.isError ? <p className="text-sm text-red-800">{errorMessage(meds.error) || 'An unknown error occurred'}</p> : null}
      {meds.data && shown.length === 0 ? <p className="text-sm text-slate-700">No medication matches “{query}”.</p> : null}
      {groups.map((g) => {
        const list = shown.filter(g.test);
        return list.length === 0 ? null : (
          <section key={g.id} aria-labelledby={`meds-${g.id}`} className="mb-6">
            <h2 id={`meds-${g.id}`} className="mb-2 text-lg font-semibold text-slate-900">
              {g.title} <span className="text-sm font-normal text-slate-600">({list.length})</span>
            </h2>
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
              {list.map((m) => (
                <MedicationItem key={m.id} medication={m} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
