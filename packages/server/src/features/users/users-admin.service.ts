import type { AdminUser, AdminUserChange, UsersList } from '@balancer/contract';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import { recordAudit, type AuditContext } from '../audit';
import { queueTokenMail, retireAccountLinks, TOKEN_PURPOSES } from '../auth';
import { toUser } from '../auth';
import { createUsersRepo, type UserRow } from '../auth';

const LIST_LIMIT = 200;

export const toAdminUser = (u: UserRow): AdminUser => ({
  ...toUser(u),
  isActive: u.isActive,
  activated: u.activatedAt !== null,
  deactivated: u.deactivatedAt !== null,
  createdAt: u.createdAt.toISOString(),
  lastLogin: u.lastLoginAt?.toISOString() ?? null,
});
/** What the audit log keeps of an account: its flags, never its password hash or tokens. */
const audited = (u: UserRow) => ({ email: u.email, is_superuser: u.isSuperuser, is_active: u.isActive });

/** The audit action of a change, in the words the audit page turns into a sentence. */
function actionOf(before: UserRow, after: UserRow): string {
  if (before.isSuperuser !== after.isSuperuser) return after.isSuperuser ? 'user.superuser.grant' : 'user.superuser.revoke';
  return after.isActive ? 'user.reactivate' : 'user.deactivate';
}

/** The Users page (superusers): list, role and active changes, activation mail; each change audited. */
export function createUsersAdminService(deps: { db: Db; publicUrl: string; kickMail: () => void }) {
  const { db, publicUrl, kickMail } = deps;

  async function existing(tx: Db, id: number): Promise<UserRow> {
    const user = await createUsersRepo(tx).findById(id);
    if (!user) throw notFound('User not found');
    return user;
  }

  return {
    async list(q: string | undefined): Promise<UsersList> {
      const rows = await createUsersRepo(db).search(q, LIST_LIMIT);
      return { count: rows.length, results: rows.map(toAdminUser) };
    },

    /**
     * A role or active change; a change of both is two audit entries. Refused (409) when it would leave
     * no active superuser, whoever asks: the last one cannot lock everyone out of the admin pages.
     */
    async change(context: AuditContext, id: number, change: AdminUserChange): Promise<AdminUser> {
      return db.transaction(async (tx) => {
        const repo = createUsersRepo(tx);
        await repo.lockRoles();
        let current = await existing(tx, id);
        const steps = [
          ...(change.isSuperuser !== undefined ? [{ isSuperuser: change.isSuperuser }] : []),
          ...(change.isActive !== undefined ? [{ isActive: change.isActive }] : []),
        ];
        for (const step of steps) {
          // Deactivating an account never activated still counts: its pending activation link must die.
          const unchanged =
            step.isActive === false
              ? current.deactivatedAt !== null
              : Object.entries(step).every(([k, v]) => current[k as keyof UserRow] === v);
          if (unchanged) continue;
          const next = (await repo.setFlags(id, step))!;
          // Any change spends the activation links; a deactivation every link and a pending address.
          await retireAccountLinks(tx, id, next.isActive ? ['activation'] : TOKEN_PURPOSES);
          await recordAudit(tx, context, {
            action: actionOf(current, next),
            entityType: 'user',
            entityId: id,
            before: audited(current),
            after: audited(next),
          });
          current = next;
        }
        if ((await repo.countSuperusers()) === 0) {
          throw new AppError(409, 'last_superuser', 'This is the last active superuser: make another account a superuser first.');
        }
        return toAdminUser(current);
      });
    },

    /** A new activation link for an account never activated (a deactivated one is reactivated instead). */
    async resendActivation(context: AuditContext, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const user = await existing(tx, id);
        if (user.deactivatedAt !== null) {
          throw new AppError(409, 'deactivated', 'This account was deactivated: reactivate it instead of sending a link.');
        }
        if (user.activatedAt !== null) {
          throw new AppError(409, 'already_activated', 'This account was already activated: reactivate it instead of sending a link.');
        }
        await queueTokenMail(tx, publicUrl, user, 'activation');
        await recordAudit(tx, context, { action: 'user.activation_mail', entityType: 'user', entityId: id, after: { email: user.email } });
      });
      kickMail();
    },
  };
}
export type UsersAdminService = ReturnType<typeof createUsersAdminService>;
