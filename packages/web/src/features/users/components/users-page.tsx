import { useDeferredValue, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { inputClass, labelClass } from '../../../components/ui/form-styles';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../auth';
import { useChangeUser, useResendActivation, useUsers } from '../api/users-api';
import { UserRow, type UserAction } from './user-row';

/** /users: every account for superusers; role, active and activation changes, each recorded in the audit log. */
export function UsersPage() {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const users = useUsers(q);
  const change = useChangeUser();
  const resend = useResendActivation();
  const { user: me } = useAuth();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const act = async (id: number, action: UserAction) => {
    setOutcome(null);
    try {
      if (action.kind === 'change') await change.mutateAsync({ id, change: action.change });
      else await resend.mutateAsync(id);
      setOutcome({ tone: 'success', text: action.done });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error) });
    }
  };
  return (
    <section className="max-w-4xl">
      <PageHeader title="Users">
        Everyone with an account. Superusers reach these admin pages; readers use the document library and chat. Every change here is
        recorded in the audit log, and the last active superuser cannot be removed.
      </PageHeader>
      <form role="search" aria-label="Find users" className="mb-4 max-w-md" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="user-search" className={labelClass}>
          Find by e-mail or name
        </label>
        <input id="user-search" type="search" className={`${inputClass} mt-1`} value={search} onChange={(e) => setSearch(e.target.value)} />
      </form>
      <div aria-live="polite">
        {outcome ? (
          <Alert tone={outcome.tone} className="mb-4">
            {outcome.text}
          </Alert>
        ) : null}
      </div>
      {users.isPending ? <Spinner label="Loading the users…" /> : null}
      {users.isError ? (
        <Alert tone="error" title="The users could not be loaded">
          {errorMessage(users.error)}
        </Alert>
      ) : null}
      {users.data ? (
        <>
          <p className="mb-2 text-sm text-slate-700">
            {users.data.count === 1 ? '1 account' : `${users.data.count} accounts`}
            {q ? ` matching “${q}”` : ''}
          </p>
          <ul className="space-y-3" aria-label="Accounts">
            {users.data.results.map((u) => (
              <UserRow
                key={u.id}
                user={u}
                isSelf={u.id === me?.id}
                busy={change.isPending || resend.isPending}
                onAction={(a) => void act(u.id, a)}
              />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
