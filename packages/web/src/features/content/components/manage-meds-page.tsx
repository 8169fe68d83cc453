import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api-client';
import { useMedicationList } from '../../../lib/api/medications';
import { useSaveChange } from '../api/content-api';
import { AddMedicationForm } from './add-medication-form';
import { MedicationRow } from './medication-row';

/** /ManageMeds: the medication list of the active content version, with add, edit and delete. */
export function ManageMedsPage() {
  const meds = useMedicationList();
  const save = useSaveChange();
  const [error, setError] = useState<string | null>(null);

  const remove = (id: string, name: string, done: () => void) => {
    setError(null);
    save.mutate(
      { change: { kind: 'medication.delete', id }, reason: `Medication "${name}" deleted from the medication list` },
      { onError: (err) => setError(`An error occurred while deleting: ${errorMessage(err)}`), onSettled: done },
    );
  };

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
      <AddMedicationForm onError={setError} />
      {error ? (
        <Alert tone="error" className="my-4">
          {error}
        </Alert>
      ) : null}
      {meds.isPending ? <Spinner label="Loading medications…" /> : null}
      {meds.isError ? <Alert tone="error">{errorMessage(meds.error) || 'An unknown error occurred'}</Alert> : null}
      {meds.data && meds.data.length === 0 ? <p className="text-sm text-slate-700">No medications available.</p> : null}
      {meds.data && meds.data.length > 0 ? (
        <ul aria-label="Medications" className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
          {meds.data.map((m) => (
            <MedicationRow key={m.id} medication={m} deleting={save.isPending} onDelete={(done) => remove(m.id, m.name, done)} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
