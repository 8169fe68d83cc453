import type { MedicationSummary } from '@balancer/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { MedicationEditor } from './medication-editor';

type Props = { medication: MedicationSummary; deleting: boolean; onDelete: (done: () => void) => void };

/** One medication: Edit opens its statements; Delete (shown on hover or focus) asks Cancel / Confirm Delete. */
export function MedicationRow({ medication: m, deleting, onDelete }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  return (
    <li className="group px-4 py-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{m.name}</p>
          <p className="text-xs text-slate-600">
            {m.benefits.length} benefits · {m.risks.length} risks
          </p>
        </div>
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" aria-expanded={editing} onClick={() => setEditing(!editing)} aria-label={`Edit ${m.name}`}>
            {editing ? 'Close' : 'Edit'}
          </Button>
          {confirming ? (
            <>
              <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button
                size="sm"
                variant="danger"
                disabled={deleting}
                onClick={() => onDelete(() => setConfirming(false))}
                aria-label={`Confirm Delete ${m.name}`}
              >
                Confirm Delete
              </Button>
            </>
          ) : (
            <Button
              size="sm"
              variant="danger"
              className="sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100"
              onClick={() => setConfirming(true)}
              aria-label={`Delete ${m.name}`}
            >
              Delete
            </Button>
          )}
        </div>
      </div>
      {editing ? <MedicationEditor id={m.id} onDone={() => setEditing(false)} /> : null}
    </li>
  );
}
