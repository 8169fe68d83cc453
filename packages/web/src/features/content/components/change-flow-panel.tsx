import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ChangeReview } from './change-review';
import type { ChangeFlow } from './use-change-flow';

/** Where an editor's change is reviewed: the preview's error, then the review panel while a change is pending, else the editor's own actions. */
type Props = {
  flow: ChangeFlow;
  children: ReactNode;
  subject?: string;
  /** A critical exclusion's name, typed by the reviewer before saving (docs/adr/0036). */
  confirmName?: string;
};

export function ChangeFlowPanel({ flow, children, subject, confirmName }: Props) {
  return (
    <>
      {flow.previewError ? <Alert tone="error">{flow.previewError}</Alert> : null}
      {flow.pending ? (
        <ChangeReview
          preview={flow.pending.preview}
          saving={flow.saving}
          error={flow.saveError}
          onSave={flow.save}
          onCancel={flow.cancel}
          {...(subject ? { subject } : {})}
          {...(confirmName ? { confirmName } : {})}
        />
      ) : (
        children
      )}
    </>
  );
}

/** An editor's actions: Preview the change (the only way to save) and Cancel. */
export function PreviewActions({ flow, onPreview, onCancel }: { flow: ChangeFlow; onPreview: () => void; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button disabled={flow.previewing} onClick={onPreview}>
        {flow.previewing ? 'Checking…' : 'Preview the change'}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
