import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { exportSubscribers, useSubscribers } from '../api/subscribers';

/** The newsletter's subscribers (superusers), oldest first, with a CSV export. */
export function SubscriberList() {
  const subscribers = useSubscribers();
  const [exportError, setExportError] = useState<string | null>(null);
  return (
    <section aria-labelledby="subscribers-heading" className="mt-10">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="subscribers-heading" className="text-xl font-semibold text-slate-900">
          Newsletter subscribers{subscribers.data ? ` (${subscribers.data.length})` : ''}
        </h2>
        <Button
          variant="secondary"
          onClick={() => {
            setExportError(null);
            exportSubscribers().catch((err: unknown) => setExportError(errorMessage(err)));
          }}
        >
          Export subscribers CSV
        </Button>
      </div>
      {exportError ? (
        <Alert tone="error" className="mb-3">
          {exportError}
        </Alert>
      ) : null}
      {subscribers.isPending ? <Spinner label="Loading the subscribers…" /> : null}
      {subscribers.isError ? <Alert tone="error">{errorMessage(subscribers.error)}</Alert> : null}
      {subscribers.data?.length === 0 ? <p className="text-sm text-slate-700">No one has subscribed yet.</p> : null}
      {subscribers.data?.length ? (
        <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 bg-white text-sm">
          {subscribers.data.map((s) => (
            <li key={s.email} className="flex flex-col px-3 py-2 sm:flex-row sm:justify-between">
              <span className="break-all text-slate-900">{s.email}</span>
              <time className="text-xs text-slate-600" dateTime={s.createdAt}>
                {new Date(s.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
              </time>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
