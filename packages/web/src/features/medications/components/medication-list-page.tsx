import { useState } from 'react';
import { inputClass, labelClass } from '../../../components/ui/form-styles';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useMedicationList } from '../../../lib/api/medications';
import { MedicationItem } from './medication-item';

export function MedicationListPage() {
  const meds = useMedicationList();
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const shown = (meds.data ?? []).filter((m) => !q || [m.name, ...m.aliases, ...m.ingredients].some((n) => n.toLowerCase().includes(q)));

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
      {meds.data ? (
        shown.length === 0 ? (
          <p className="text-sm text-slate-700">No medication matches “{query}”.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
            {shown.map((m) => (
              <MedicationItem key={m.id} medication={m} />
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
