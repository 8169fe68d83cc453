import type { ContentChangeResult } from '@balancer/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass, labelClass } from '../../../components/ui/form-styles';
import { ChangeFlowPanel, PreviewActions } from './change-flow-panel';
import { parseStatements } from './parse-statements';
import { useChangeFlow } from './use-change-flow';

type Props = { onError: (message: string | null) => void; onAdded: (name: string, result: ContentChangeResult) => void };

/**
 * 'New Medication...?': the Add Medication button reveals name, benefits and risks; the addition is
 * previewed and saved with a reason like every content change (issue 30).
 */
export function AddMedicationForm({ onError, onAdded }: Props) {
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState({ name: '', benefits: '', risks: '' });
  const id = useId();
  const close = () => {
    setOpen(false);
    setFields({ name: '', benefits: '', risks: '' });
  };
  const flow = useChangeFlow((result) => {
    onAdded(fields.name.trim(), result);
    close();
  });

  // Typing answers the error shown for the last submit.
  const edit = (patch: Partial<typeof fields>) => {
    setFields({ ...fields, ...patch });
    onError(null);
  };
  const submit = () => {
    const name = fields.name.trim();
    if (!name || !fields.benefits.trim() || !fields.risks.trim()) return onError('All fields (Name, Benefits, Risks) are required');
    onError(null);
    void flow.start({ kind: 'medication.add', name, benefits: parseStatements(fields.benefits), risks: parseStatements(fields.risks) });
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
          <ChangeFlowPanel flow={flow}>
            <PreviewActions flow={flow} onPreview={submit} onCancel={close} />
          </ChangeFlowPanel>
        </form>
      ) : null}
    </section>
  );
}
