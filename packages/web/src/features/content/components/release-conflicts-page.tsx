import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useConflicts } from '../api/conflicts-api';
import { ConflictCard } from './conflict-card';

/**
 * /release-conflicts: items a new release and this site both changed, kept as the site has them by the
 * release merge (docs/adr/0050) until a superuser keeps the site's or takes the release's.
 */
export function ReleaseConflictsPage() {
  const conflicts = useConflicts();
  const [done, setDone] = useState<string | null>(null);
  const list = conflicts.data?.conflicts ?? [];
  return (
    <section>
      <PageHeader title="Release Conflicts">
        A new release changed items this site had edited too. Each is kept as this site has it until you keep it or take the release’s;
        either choice is recorded with your reason.
      </PageHeader>
      <div aria-live="polite">{done ? <Alert tone="success">{done}</Alert> : null}</div>
      {conflicts.isPending ? <Spinner label="Loading release conflicts…" className="py-6" /> : null}
      {conflicts.isError ? <Alert tone="error">{errorMessage(conflicts.error)}</Alert> : null}
      {conflicts.isSuccess && !list.length ? (
        <p className="mt-4 rounded-md border border-slate-200 bg-white p-4 text-sm text-slate-800">
          Nothing to settle: every change of the releases this site took is in place or was decided.
        </p>
      ) : null}
      {list.length ? (
        <>
          <h2 className="mt-4 text-lg font-semibold text-slate-900">
            {list.length} open {list.length === 1 ? 'conflict' : 'conflicts'}
          </h2>
          <ul className="mt-2 space-y-4">
            {list.map((c) => (
              <ConflictCard key={`${c.area}:${c.id}`} conflict={c} onSettled={setDone} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
