import type { ContentChangeResult, MedicationSummary } from '@balancer/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ChangeFlowPanel } from './change-flow-panel';
import { MedicationEditor } from './medication-editor';
import { useChangeFlow } from './use-change-flow';

type Props = { medication: MedicationSummary; onDeleted: (name: string, result: ContentChangeResult) => void };

/**
 * One medication: Edit opens its statements; Delete previews the removal with a reason, like every content
 * change (issue 30). On a phone Delete is inside the opened row, not beside every name.
 */
export function MedicationRow({ medication: m, onDeleted }: Props) {
  const [editing, setEditing] = useState(false);
  const flow = useChangeFlow((result) => onDeleted(m.name, result));
  const remove = () => void flow.start({ kind: 'medication.delete', id: m.id });
  const deleteButton = (extra: string) => (
    <Button size="sm" variant="danger" className={extra} disabled={flow.previewing} onClick={remove} aria-label={`Delete ${m.name}`}>
      {flow.previewing ? 'Checking…' : 'Delete'}
    </Button>
  );
  return (
    <li className="group scroll-mt-16 px-4 py-3" data-medication={m.name.toLowerCase()}>
      <div className="flex flex-row items-center justify-between gap-2">
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
          {flow.pending ? null : deleteButton('max-sm:hidden sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100')}
        </div>
      </div>
      {flow.pending || flow.previewError ? (
        <div className="mt-3">
          <ChangeFlowPanel flow={flow} subject={m.name}>
            {null}
          </ChangeFlowPanel>
        </div>
      ) : null}
      {editing && !flow.pending ? (
        <>
          <MedicationEditor id={m.id} onDone={() => setEditing(false)} />
          <div className="mt-3 sm:hidden">{deleteButton('')}</div>
        </>
      ) : null}
    </li>
  );
}
