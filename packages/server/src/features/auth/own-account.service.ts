import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../http/errors';
import { recordAudit, type AuditContext } from '../audit';
import { queueEmailChangeMail } from './account-mail';
import { decodeUid } from './accounts.service';
import { verifyPassword } from './passwords';
import { createTokensRepo } from './tokens.repo';
import { createUsersRepo } from './users.repo';

const invalidLink = () => badRequest('token: Invalid token for given user.', { token: ['Invalid token for given user.'] });

/** A signed-in user's own account: a new address confirmed by mail, and signing out every session (audited). */
export function createOwnAccountService(deps: { db: Db; publicUrl: string; kickMail: () => void }) {
  const { db, publicUrl, kickMail } = deps;

  async function owner(userId: number, password: string) {
    const user = await createUsersRepo(db).findById(userId);
    if (!user) throw notFound('User not found');
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw badRequest('current_password: Invalid password.', { current_password: ['Invalid password.'] });
    }
    return user;
  }

  return {
    /**
     * The address changes only when the link mailed to it is opened, so a typo cannot lock the owner
     * out. A taken address is refused here (the owner is signed in and proved the password: no enumeration).
     */
    async requestEmailChange(context: AuditContext, userId: number, newEmail: string, password: string): Promise<void> {
      const user = await owner(userId, password);
      const taken = await createUsersRepo(db).findByEmail(newEmail);
      if (taken) {
        const message = taken.id === user.id ? 'This is already your address.' : 'Another account uses this address.';
        throw badRequest(`new_email: ${message}`, { new_email: [message] });
      }
      await db.transaction(async (tx) => {
        await queueEmailChangeMail(tx, publicUrl, user.id, newEmail);
        await recordAudit(tx, context, {
          action: 'account.email_change.request',
          entityType: 'user',
          entityId: user.id,
          after: { pending_email: newEmail },
        });
      });
      kickMail();
    },

    async confirmEmailChange(uid: string, token: string): Promise<void> {
      const userId = decodeUid(uid);
      if (!userId) throw invalidLink();
      await db.transaction(async (tx) => {
        const consumed = await createTokensRepo(tx).consume(userId, 'email_change', token);
        if (!consumed.ok)
          throw consumed.reason === 'stale' ? new AppError(403, 'stale_token', 'Stale token for given user.') : invalidLink();
        const before = await createUsersRepo(tx).findById(userId);
        const after = await createUsersRepo(tx).confirmPendingEmail(userId);
        if (!before || !after) throw new AppError(409, 'email_taken', 'Another account took this address meanwhile: ask for a new link.');
        const context = { actor: { userId, email: after.email }, requestId: null };
        await recordAudit(tx, context, {
          action: 'account.email_change',
          entityType: 'user',
          entityId: userId,
          before: { email: before.email },
          after: { email: after.email },
        });
      });
    },

    async signOutEverywhere(context: AuditContext, userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await createUsersRepo(tx).bumpTokenVersion(userId);
        await recordAudit(tx, context, { action: 'account.sign_out_everywhere', entityType: 'user', entityId: userId });
      });
    },
  };
}
export type OwnAccountService = ReturnType<typeof createOwnAccountService>;
