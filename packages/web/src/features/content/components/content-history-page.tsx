import type { ContentHistoryEntry, ContentPreview } from '@balancer/contract';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useContentHistory, usePreviewRollback, useRollback } from '../api/content-api';
import { ChangeReview } from './change-review';
import { DiffList } from './diff-list';

/** The kind of change a version records, in words; an unknown kind is shown as stored. */
const CHANGE: Record<string, string> = {
  seed: 'Built-in content',
  release: 'Built-in content of a new release',
  rollback: 'Roll-back',
  'rule.create': 'Rule created',
  'rule.update': 'Rule edited',
  'rule.setEnabled': 'Rule disabled or re-enabled',
  'medication.add': 'Medication added',
  'medication.update': 'Medication edited',
  'medication.delete': 'Medication deleted',
  'review.mark': 'Marked reviewed',
  'release.merge': 'A new release merged into the edited content',
  'merge.settle': 'Release conflict settled',
};

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function VersionEntry({ v, active }: { v: ContentHistoryEntry; active: boolean }) {
  const preview = usePreviewRollback();
  const rollback = useRollback();
  const [review, setReview] = useState<ContentPreview | null>(null);
  return (
    <li id={`version-${v.id}`} className="scroll-mt-16 rounded-md border border-slate-200 bg-white p-4 target:ring-2 target:ring-brand-500">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">
          Version {v.id}
          {active ? <span className="ml-2 rounded bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900">Active</span> : null}
        </h2>
        <p className="text-sm text-slate-700">
          {when(v.createdAt)} · {v.author ?? 'built-in content'}
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-800">
        <span className="font-medium">Reason:</span> {v.reason}
      </p>
      <p className="text-xs text-slate-600">
        {CHANGE[v.change] ?? v.change}
        {v.restoredFrom ? ` of version ${v.restoredFrom}` : ''} · <span className="font-mono break-all">{v.contentVersion}</span>
      </p>
      <div className="mt-3">
        <DiffList diff={v.diff} />
      </div>
      {preview.isError ? <Alert tone="error">{errorMessage(preview.error)}</Alert> : null}
      {review ? (
        <div className="mt-3">
          <ChangeReview
            preview={review}
            saving={rollback.isPending}
            error={rollback.isError ? errorMessage(rollback.error) : null}
            defaultReason={`Roll back to version ${v.id}`}
            saveLabel={`Roll back to version ${v.id}`}
            onCancel={() => setReview(null)}
            onSave={(reason, confirm) =>
              rollback.mutate({ id: v.id, reason, confirm, baseVersion: review.baseVersion }, { onSuccess: () => setReview(null) })
            }
          />
        </div>
      ) : active ? null : (
        <Button
          size="sm"
          variant="secondary"
          className="mt-3"
          disabled={preview.isPending}
          onClick={() => preview.mutate(v.id, { onSuccess: setReview })}
        >
          Roll back to this version
        </Button>
      )}
    </li>
  );
}

/** /contenthistory: every version of the clinical content with author, time, reason and diff; roll back. */
export function ContentHistoryPage() {
  const history = useContentHistory();
  // The audit log links to one version (#version-N): scroll to it once the list has loaded.
  const { hash } = useLocation();
  useEffect(() => {
    if (history.data && hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [history.data, hash]);
  return (
    <div className="max-w-4xl">
      <PageHeader title="Content history">
        <p>Every change to the medications, rules and dosing is a version: who made it, when, why, and what changed.</p>
      </PageHeader>
      {history.isPending ? <Spinner label="Loading the history…" /> : null}
      {history.isError ? <Alert tone="error">{errorMessage(history.error)}</Alert> : null}
      {history.data ? (
        <ol aria-label="Versions" className="space-y-3">
          {history.data.map((v, i) => (
            <VersionEntry key={v.id} v={v} active={i === 0} />
          ))}
        </ol>
      ) : null}
    </div>
  );
}
