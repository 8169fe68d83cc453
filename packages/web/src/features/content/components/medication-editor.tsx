import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useEditableMedication } from '../api/content-api';
import { ChangeFlowPanel, PreviewActions } from './change-flow-panel';
import { fromDraft, StatementFields, toDraft, type StatementDraft } from './statement-fields';
import { useChangeFlow } from './use-change-flow';

/** A medication's own benefits and risks with their sources; saved through the preview as a new version. */
export function MedicationEditor({ id, onDone }: { id: string; onDone: () => void }) {
  const med = useEditableMedication(id);
  const flow = useChangeFlow(onDone);
  const [draft, setDraft] = useState<{ benefits: StatementDraft[]; risks: StatementDraft[] } | null>(null);
  if (med.isPending) return <Spinner label="Loading the statements…" className="mt-3" />;
  if (med.isError)
    return (
      <Alert tone="error" className="mt-3">
        {errorMessage(med.error)}
      </Alert>
    );
  const current = draft ?? { benefits: med.data.benefits.map(toDraft), risks: med.data.risks.map(toDraft) };
  const change = {
    kind: 'medication.update' as const,
    id,
    benefits: current.benefits.filter((d) => d.text.trim()).map(fromDraft),
    risks: current.risks.filter((d) => d.text.trim()).map(fromDraft),
  };
  return (
    <div className="mt-3 space-y-4 rounded-md border border-slate-200 bg-slate-50 p-3">
      {med.data.ingredients.length > 1 ? (
        <p className="text-xs text-slate-600">
          These are the combination&apos;s own statements; each ingredient&apos;s are edited on the ingredient (
          {med.data.ingredients.join(', ')}).
        </p>
      ) : null}
      <StatementFields
        legend="Benefits"
        items={current.benefits}
        citations={med.data.citations}
        onChange={(benefits) => setDraft({ ...current, benefits })}
      />
      <StatementFields
        legend="Risks"
        items={current.risks}
        citations={med.data.citations}
        onChange={(risks) => setDraft({ ...current, risks })}
      />
      <ChangeFlowPanel flow={flow}>
        <PreviewActions flow={flow} onPreview={() => void flow.start(change)} onCancel={onDone} />
      </ChangeFlowPanel>
    </div>
  );
}
