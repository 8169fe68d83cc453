import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../http/errors';
import { createMailRepo } from '../../platform/mail/mail.repo';
import { emailInUseMail } from '../../platform/mail/mail-templates';
import { recordAudit, type AuditContext } from '../audit';
import { queueEmailChangeMail, retireAccountLinks } from './account-mail';
import { decodeUid } from './accounts.service';
import { checkCurrentPassword } from './current-password';
import { createTokensRepo, type TokenPurpose } from './tokens.repo';
import { createUsersRepo } from './users.repo';

const invalidLink = () => badRequest('token: Invalid token for given user.', { token: ['Invalid token for given user.'] });

/** A signed-in user's own account: a new address confirmed by mail, and signing out every session (audited). */
export function createOwnAccountService(deps: { db: Db; publicUrl: string; kickMail: () => void }) {
  const { db, publicUrl, kickMail } = deps;

  async function owner(userId: number, password: string, ip: string) {
    const user = await createUsersRepo(db).findById(userId);
    if (!user) throw notFound('User not found');
    await checkCurrentPassword(db, user, password, ip);
    return user;
  }

  /** Uses a mailed link in `tx`; the account must still be active (a deactivated one changes nothing). */
  async function consumeLink(tx: Db, uid: string, token: string, purpose: TokenPurpose) {
    const userId = decodeUid(uid);
    if (!userId) throw invalidLink();
    const consumed = await createTokensRepo(tx).consume(userId, purpose, token);
    if (!consumed.ok) throw consumed.reason === 'stale' ? new AppError(403, 'stale_token', 'Stale token for given user.') : invalidLink();
    const user = await createUsersRepo(tx).findById(userId);
    if (!user?.isActive) throw new AppError(403, 'stale_token', 'Stale token for given user.');
    return user;
  }

  return {
    /**
     * The address changes only when the link mailed to it is opened, so a typo cannot lock the owner
     * out; the current address is told, with a link that stops it. An address another account uses
     * answers the same 204 (its owner gets a mail instead): the route says nothing about other accounts.
     */
    async requestEmailChange(context: AuditContext, userId: number, newEmail: string, password: string, ip: string): Promise<void> {
      const user = await owner(userId, password, ip);
      const taken = await createUsersRepo(db).findByEmail(newEmail);
      if (taken?.id === user.id) {
        throw badRequest('newEmail: This is already your address.', { newEmail: ['This is already your address.'] });
      }
      await db.transaction(async (tx) => {
        if (taken) await createMailRepo(tx).queue(emailInUseMail(taken.email, `${publicUrl}/resetpassword`));
        else await queueEmailChangeMail(tx, publicUrl, user, newEmail);
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
      await db.transaction(async (tx) => {
        const before = await consumeLink(tx, uid, token, 'email_change');
        const after = await createUsersRepo(tx).confirmPendingEmail(before.id);
        if (!after) throw new AppError(409, 'email_taken', 'Another account took this address meanwhile: ask for a new link.');
        const context = { actor: { userId: before.id, email: after.email }, requestId: null };
        await recordAudit(tx, context, {
          action: 'account.email_change',
          entityType: 'user',
          entityId: before.id,
          before: { email: before.email },
          after: { email: after.email },
        });
      });
    },

    /** The link mailed to the old address: drops a pending change or undoes a confirmed one, and signs out everywhere. */
    async cancelEmailChange(uid: string, token: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await consumeLink(tx, uid, token, 'email_change_cancel');
        const after = (await createUsersRepo(tx).undoEmailChange(before.id))!;
        await retireAccountLinks(tx, before.id, ['email_change', 'password_reset']);
        await recordAudit(
          tx,
          { actor: { userId: before.id, email: after.email }, requestId: null },
          {
            action: 'account.email_change.cancel',
            entityType: 'user',
            entityId: before.id,
            before: { email: before.email, pending_email: before.pendingEmail },
            after: { email: after.email },
          },
        );
      });
    },

    /** Every session ends, and so does every link mailed before (a pending address change included). */
    async signOutEverywhere(context: AuditContext, userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await createUsersRepo(tx).bumpTokenVersion(userId);
        await retireAccountLinks(tx, userId);
        await recordAudit(tx, context, { action: 'account.sign_out_everywhere', entityType: 'user', entityId: userId });
      });
    },
  };
}
export type OwnAccountService = ReturnType<typeof createOwnAccountService>;
