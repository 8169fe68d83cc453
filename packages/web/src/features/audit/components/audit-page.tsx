import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { PAGE_SIZE, useAuditLog } from '../api/audit-log';
import { actionLabel, ENTITY_LABELS } from '../api/audit-sentence';
import { AuditEntryCard } from './audit-entry';

/** /audit: every admin write, newest first, with before and after; filter by entity type and action. */
export function AuditPage() {
  const [entityType, setEntityType] = useState('');
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const log = useAuditLog({ entityType, action, page });
  const pages = log.data ? Math.max(1, Math.ceil(log.data.count / PAGE_SIZE)) : 1;
  return (
    <section className="max-w-5xl">
      <PageHeader title="Audit log">
        Every change made through the admin pages and accounts, newest first, one sentence each; open Details for the values before and
        after. Entries cannot be edited or removed.
      </PageHeader>
      <form
        className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        aria-label="Filter the audit log"
        onSubmit={(e) => e.preventDefault()}
      >
        <SelectField
          label="What changed"
          value={entityType}
          options={[
            { value: '', label: 'Everything' },
            ...(log.data?.entityTypes ?? []).map((t) => ({ value: t, label: ENTITY_LABELS[t] ?? t.replaceAll('_', ' ') })),
          ]}
          onChange={(v) => {
            setEntityType(v);
            setPage(1);
          }}
        />
        <SelectField
          label="Action"
          value={action}
          options={[{ value: '', label: 'Any action' }, ...(log.data?.actions ?? []).map((a) => ({ value: a, label: actionLabel(a) }))]}
          onChange={(v) => {
            setAction(v);
            setPage(1);
          }}
        />
      </form>
      {log.isPending ? <Spinner label="Loading the audit log…" /> : null}
      {log.isError ? (
        <Alert tone="error" title="The audit log could not be loaded">
          {errorMessage(log.error)}
        </Alert>
      ) : null}
      {log.data ? (
        <>
          <p className="mb-3 text-sm text-slate-700" aria-live="polite">
            {log.data.count === 0
              ? 'No changes recorded yet.'
              : `${log.data.count} ${log.data.count === 1 ? 'entry' : 'entries'} · page ${page} of ${pages}`}
          </p>
          <ol className="space-y-3" aria-label="Audit entries">
            {log.data.results.map((entry) => (
              <AuditEntryCard key={entry.id} entry={entry} />
            ))}
          </ol>
          {pages > 1 ? (
            <nav className="mt-4 flex items-center gap-2" aria-label="Audit log pages">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Newer
              </Button>
              <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                Older
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
