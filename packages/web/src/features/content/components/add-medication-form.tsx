import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass, labelClass } from '../../../components/ui/form-styles';
import { errorMessage } from '../../../lib/api-client';
import { useSaveChange } from '../api/content-api';
import { parseStatements } from './parse-statements';

/** 'New Medication...?': the Add Medication button reveals name, benefits and risks. */
export function AddMedicationForm({ onError }: { onError: (message: string | null) => void }) {
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState({ name: '', benefits: '', risks: '' });
  const save = useSaveChange();
  const id = useId();

  // Typing answers the error shown for the last submit.
  const edit = (patch: Partial<typeof fields>) => {
    setFields({ ...fields, ...patch });
    onError(null);
  };
  const close = () => {
    setOpen(false);
    setFields({ name: '', benefits: '', risks: '' });
  };
  const submit = () => {
    const name = fields.name.trim();
    if (!name || !fields.benefits.trim() || !fields.risks.trim()) return onError('All fields (Name, Benefits, Risks) are required');
    onError(null);
    save.mutate(
      {
        change: { kind: 'medication.add', name, benefits: parseStatements(fields.benefits), risks: parseStatements(fields.risks) },
        reason: `Medication "${name}" added in the medication list`,
      },
      { onSuccess: close, onError: (err) => onError(`An error occurred while adding medication: ${errorMessage(err)}`) },
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mb-6 rounded-md border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          New Medication...?
        </h2>
        {open ? null : <Button onClick={() => setOpen(true)}>Add Medication</Button>}
      </div>
      {open ? (
        <form
          className="mt-3 space-y-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {(['name', 'benefits', 'risks'] as const).map((field) => (
            <div key={field}>
              <label htmlFor={`${id}-${field}`} className={labelClass}>
                {field === 'name' ? 'Name' : field === 'benefits' ? 'Benefits (comma-separated)' : 'Risks (comma-separated)'}
              </label>
              {field === 'name' ? (
                <input
                  id={`${id}-${field}`}
                  className={`${inputClass} mt-1`}
                  value={fields.name}
                  maxLength={100}
                  onChange={(e) => edit({ name: e.target.value })}
                />
              ) : (
                <textarea
                  id={`${id}-${field}`}
                  rows={2}
                  className={`${inputClass} mt-1`}
                  value={fields[field]}
                  onChange={(e) => edit({ [field]: e.target.value })}
                />
              )}
            </div>
          ))}
          <p className="text-xs text-slate-600">
            Statements entered here have no published source: they are shown as entered by an administrator and marked for review.
          </p>
          <div className="flex gap-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Submit'}
            </Button>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
