import type { ContentPreview } from '@balancer/contract';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { inputClass, labelClass } from '../../../components/ui/form-styles';
import { DiffList } from './diff-list';
import { refusalInWords } from './refusal-words';

type Props = {
  preview: ContentPreview;
  saving: boolean;
  error: string | null;
  defaultReason?: string;
  saveLabel?: string;
  onSave: (reason: string, confirm: boolean) => void;
  onCancel: () => void;
  /** What the change is about, for a refusal in words ("Lithium is used in …"). */
  subject?: string;
  /** Set for a critical exclusion: saving needs its name typed, whatever the impact (docs/adr/0036). */
  confirmName?: string;
};

/**
 * What a change does before it is saved: why it would be refused, the diff, and the reference
 * patients whose suggestions change. Saving needs a reason, and an explicit confirmation when any
 * reference patient changes.
 */
export function ChangeReview({
  preview,
  saving,
  error,
  defaultReason = '',
  saveLabel = 'Save as a new version',
  onSave,
  onCancel,
  subject,
  confirmName,
}: Props) {
  const [reason, setReason] = useState(defaultReason);
  const [confirmed, setConfirmed] = useState(false);
  const [typedName, setTypedName] = useState('');
  const reasonId = useId();
  const nameId = useId();
  const nameTyped = !confirmName || typedName.trim().toLowerCase() === confirmName.trim().toLowerCase();
  const { patients, checked } = preview.impact;
  const needsConfirm = patients.length > 0;
  const blocked = preview.problems.length > 0;
  return (
    <section aria-label="Review the change" className="space-y-4 rounded-md border border-brand-200 bg-brand-50/40 p-4">
      {blocked ? (
        <Alert tone="error" title="This change cannot be saved">
          <p>{refusalInWords(preview.problems, subject)}</p>
          <details className="mt-2">
            <summary className="cursor-pointer text-xs font-medium">Technical details</summary>
            <ul className="mt-1 list-disc pl-5 text-xs">
              {preview.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </details>
        </Alert>
      ) : null}
      <div>
        <h3 className="mb-2 text-sm font-semibold text-slate-900">What changes</h3>
        <DiffList diff={preview.diff} />
      </div>
      {blocked ? null : (
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">Impact on reference patients</h3>
          {needsConfirm ? (
            <>
              <p className="mb-2 text-sm text-slate-800">
                The suggestions change for {patients.length} of {checked} reference patients:
              </p>
              {/* Focusable: the list scrolls, and keyboard users must be able to scroll it. */}
              <ul
                tabIndex={0}
                aria-label="Reference patients whose suggestions change"
                className="max-h-80 space-y-2 overflow-y-auto text-sm"
              >
                {patients.map((p) => (
                  <li key={p.patient.id} className="rounded border border-amber-200 bg-white px-3 py-2">
                    <p className="font-medium text-slate-900">{p.patient.label}</p>
                    <ul className="mt-1 list-disc pl-5 text-slate-700">
                      {p.changes.map((c) => (
                        <li key={c.regimenId}>{c.text}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="text-sm text-slate-800">No reference patient&apos;s suggestions change ({checked} checked).</p>
          )}
        </div>
      )}
      <div>
        <label htmlFor={reasonId} className={labelClass}>
          Reason for the change (required; kept in the history)
        </label>
        <textarea id={reasonId} rows={2} className={`${inputClass} mt-1`} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      {needsConfirm && !blocked ? (
        <label className="flex items-start gap-2 text-sm text-slate-900">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-700"
            checked={confirmed}
            onChange={(e) => setConfirmed(e.target.checked)}
          />
          I have reviewed the changed suggestions of {patients.length} reference patients and confirm this change.
        </label>
      ) : null}
      {confirmName && !blocked ? (
        <div className="rounded-md border border-red-300 bg-red-50 p-3">
          <p className="text-sm font-semibold text-red-900">This changes a critical exclusion.</p>
          <label htmlFor={nameId} className={`${labelClass} mt-1`}>
            Type the rule’s name to confirm: <span className="font-semibold">{confirmName}</span>
          </label>
          <input
            id={nameId}
            className={`${inputClass} mt-1`}
            autoComplete="off"
            value={typedName}
            onChange={(e) => setTypedName(e.target.value)}
          />
        </div>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={blocked || !reason.trim() || (needsConfirm && !confirmed) || !nameTyped || saving}
          onClick={() => onSave(reason.trim(), confirmed)}
        >
          {saving ? 'Saving…' : saveLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
