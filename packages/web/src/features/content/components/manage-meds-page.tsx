import { rankMedicationNames } from '@balancer/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api-client';
import { useMedicationList } from '../../../lib/api/medications';
import { inputClass, labelClass } from '../../../components/ui/form-styles';
import { AddMedicationForm } from './add-medication-form';
import { MedicationRow } from './medication-row';

/** /ManageMeds: the medication list of the active content version, with add, edit and delete. */
export function ManageMedsPage() {
  const meds = useMedicationList();
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<{ name: string; version: number; verb: 'added' | 'deleted' } | null>(null);
  // The new row is somewhere in a long list: once the list has it, bring it into view.
  useEffect(() => {
    if (added?.verb === 'added' && meds.data?.some((m) => m.name.toLowerCase() === added.name.toLowerCase())) {
      document.querySelector(`[data-medication="${CSS.escape(added.name.toLowerCase())}"]`)?.scrollIntoView({ block: 'center' });
    }
  }, [added, meds.data]);

  const [filter, setFilter] = useState('');
  // The same ranking as /medications and the prior-medications box (docs/adr/0031): "lithium" puts Lithium
  // before the combinations containing it, and brands find their medication (issue 39: it was alphabetical).
  const shown = filter.trim() ? rankMedicationNames(meds.data ?? [], filter).map((r) => r.medication) : meds.data;

  return (
    <div className="max-w-4xl">
      <PageHeader title="Medications">
        <p>Check out the benefits and risks of medications.</p>
      </PageHeader>
      <p className="mb-4 text-sm text-slate-700">
        Every change is stored as a new version of the clinical content; see the{' '}
        <Link to="/contenthistory" className="text-brand-700 underline">
          content history
        </Link>
        .
      </p>
      <AddMedicationForm onError={setError} onAdded={(name, result) => setAdded({ name, version: result.version.id, verb: 'added' })} />
      <div aria-live="polite">
        {added ? (
          <Alert tone="success" className="mb-4">
            {added.name} was {added.verb} as version {added.version} of the clinical content.{' '}
            <Link to={`/contenthistory#version-${added.version}`} className="text-brand-800 underline">
              See the change
            </Link>
          </Alert>
        ) : null}
      </div>
      {error ? (
        <Alert tone="error" className="my-4">
          {error}
        </Alert>
      ) : null}
      {meds.isPending ? <Spinner label="Loading medications…" /> : null}
      {meds.isError ? <Alert tone="error">{errorMessage(meds.error) || 'An unknown error occurred'}</Alert> : null}
      {meds.data && meds.data.length === 0 ? <p className="text-sm text-slate-700">No medications available.</p> : null}
      {meds.data && meds.data.length > 0 ? (
        <>
          <div className="mb-3 max-w-sm">
            <label htmlFor="medication-filter" className={labelClass}>
              Filter by name or brand
            </label>
            <input
              id="medication-filter"
              type="search"
              className={`${inputClass} mt-1`}
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
          </div>
          {shown?.length === 0 ? <p className="text-sm text-slate-700">No medication matches “{filter.trim()}”.</p> : null}
          <ul aria-label="Medications" className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
            {shown?.map((m) => (
              <MedicationRow
                key={m.id}
                medication={m}
                onDeleted={(name, result) => setAdded({ name, version: result.version.id, verb: 'deleted' })}
              />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
