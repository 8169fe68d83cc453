import type { AdminUser, AdminUserChange } from '@balancer/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : 'never');

export type UserAction = { kind: 'change'; change: AdminUserChange; done: string } | { kind: 'resend'; done: string };

type Pending = { label: string; action: UserAction } | null;

function Badge({ tone, children }: { tone: 'brand' | 'slate' | 'amber' | 'red'; children: string }) {
  const tones = {
    brand: 'bg-brand-50 text-brand-900 ring-brand-200',
    slate: 'bg-slate-100 text-slate-800 ring-slate-300',
    amber: 'bg-amber-50 text-amber-950 ring-amber-300',
    red: 'bg-red-50 text-red-900 ring-red-300',
  };
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${tones[tone]}`}>{children}</span>;
}

/** One account: its state in words, and the changes a superuser can make, the removing ones confirmed first. */
export function UserRow({
  user,
  isSelf,
  busy,
  onAction,
}: {
  user: AdminUser;
  isSelf: boolean;
  busy: boolean;
  onAction: (a: UserAction) => void;
}) {
  const [pending, setPending] = useState<Pending>(null);
  const name = `${user.firstName} ${user.lastName}`.trim();
  const who = isSelf ? 'your own account' : user.email;
  const ask = (label: string, action: UserAction) => setPending({ label, action });
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-label={user.email}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-medium break-all text-slate-900">
            {user.email}
            {isSelf ? <span className="ml-2 text-sm font-normal text-slate-600">(you)</span> : null}
          </p>
          {name ? <p className="text-sm text-slate-700">{name}</p> : null}
          <p className="mt-1.5 flex flex-wrap gap-1.5">
            {user.isSuperuser ? <Badge tone="brand">Superuser</Badge> : <Badge tone="slate">Reader</Badge>}
            {/* A new account is inactive until its owner follows the activation link: not "deactivated" (issue 39). */}
            {user.isActive ? (
              <Badge tone="slate">Active</Badge>
            ) : user.deactivated ? (
              <Badge tone="red">Deactivated</Badge>
            ) : (
              <Badge tone="amber">Awaiting activation</Badge>
            )}
          </p>
          <p className="mt-1.5 text-sm text-slate-700">Last sign-in: {when(user.lastLogin)}</p>
        </div>
        {pending ? (
          <div role="group" aria-label="Confirm" className="flex flex-wrap items-center gap-2 sm:max-w-xs sm:justify-end">
            <p className="w-full text-sm text-slate-800 sm:text-right">{pending.label}?</p>
            <Button size="sm" variant="danger" disabled={busy} onClick={() => (onAction(pending.action), setPending(null))}>
              Confirm
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setPending(null)}>
              Cancel
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2 sm:justify-end">
            {user.isSuperuser ? (
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() =>
                  ask(`Remove superuser rights from ${who}`, {
                    kind: 'change',
                    change: { isSuperuser: false },
                    done: `${user.email} is no longer a superuser.`,
                  })
                }
              >
                Remove superuser
              </Button>
            ) : user.isActive ? (
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() =>
                  ask(`Make ${who} a superuser`, {
                    kind: 'change',
                    change: { isSuperuser: true },
                    done: `${user.email} is now a superuser.`,
                  })
                }
              >
                Make superuser
              </Button>
            ) : null}
            {user.isActive ? (
              <Button
                size="sm"
                variant="danger"
                disabled={busy}
                onClick={() =>
                  ask(`Deactivate ${who}`, {
                    kind: 'change',
                    change: { isActive: false },
                    done: `${user.email} is deactivated: signed out and unable to sign in.`,
                  })
                }
              >
                Deactivate
              </Button>
            ) : user.activated ? (
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => onAction({ kind: 'change', change: { isActive: true }, done: `${user.email} is active again.` })}
              >
                Reactivate
              </Button>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => onAction({ kind: 'resend', done: `A new activation link was sent to ${user.email}.` })}
              >
                Resend activation
              </Button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
