import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { accountMailJob } from '../../platform/jobs/job-kinds';
import type { JobHandler } from '../../platform/jobs/job-runner';
import { createMailRepo } from '../../platform/mail/mail.repo';
import { activationMail, emailChangeMail, emailChangeNoticeMail, passwordResetMail } from '../../platform/mail/mail-templates';
import { createTokensRepo, type TokenPurpose } from './tokens.repo';
import { createUsersRepo, type UserRow } from './users.repo';

const ACTIVATION_TTL = 7 * 24 * 3600;
const RESET_TTL = 24 * 3600;
/** Longer than the confirmation link's life, so the old address can still undo a confirmed change's sessions. */
const CANCEL_TTL = 7 * 24 * 3600;

export type AccountMailRequest = z.infer<typeof accountMailJob.payload>;

export const isAwaitingActivation = (u: Pick<UserRow, 'isActive' | 'activatedAt' | 'deactivatedAt'>) =>
  !u.isActive && u.activatedAt === null && u.deactivatedAt === null;

export const encodeUid = (id: number) => Buffer.from(String(id)).toString('base64url');

/** Issues a token and queues its link; `tx` is the caller's transaction. */
export async function queueTokenMail(
  tx: Db,
  publicUrl: string,
  user: Pick<UserRow, 'id' | 'email'>,
  purpose: AccountMailRequest['purpose'],
) {
  const token = await createTokensRepo(tx).issue(user.id, purpose, purpose === 'activation' ? ACTIVATION_TTL : RESET_TTL);
  const mail =
    purpose === 'activation'
      ? activationMail(user.email, `${publicUrl}/activate/${encodeUid(user.id)}/${token}`)
      : passwordResetMail(user.email, `${publicUrl}/password/reset/confirm/${encodeUid(user.id)}/${token}`);
  await createMailRepo(tx).queue(mail);
}

/**
 * Records the wanted address and mails its confirmation link there; the current address is told, with
 * a link that stops the change (someone who once had the password must not take the account quietly).
 */
export async function queueEmailChangeMail(tx: Db, publicUrl: string, user: Pick<UserRow, 'id' | 'email'>, newEmail: string) {
  const tokens = createTokensRepo(tx);
  await createUsersRepo(tx).setPendingEmail(user.id, newEmail);
  await tokens.retireAll(user.id, 'email_change', 'email_change_cancel');
  const uid = encodeUid(user.id);
  const token = await tokens.issue(user.id, 'email_change', RESET_TTL);
  const cancel = await tokens.issue(user.id, 'email_change_cancel', CANCEL_TTL);
  await createMailRepo(tx).queue(emailChangeMail(newEmail, `${publicUrl}/confirm-email/${uid}/${token}`));
  await createMailRepo(tx).queue(emailChangeNoticeMail(user.email, newEmail, `${publicUrl}/cancel-email-change/${uid}/${cancel}`));
}

/**
 * Links a recovery (a password change or reset, "sign out everywhere") kills. Not the old address's
 * "stop this change" link: whoever took the account could otherwise kill it the same way.
 */
const RECOVERY: TokenPurpose[] = ['activation', 'password_reset', 'email_change'];

/**
 * What a recovery or a deactivation (`TOKEN_PURPOSES`: every link) undoes: a pending address change and
 * the links mailed before it. `tx` is the caller's transaction.
 */
export async function retireAccountLinks(tx: Db, userId: number, purposes: TokenPurpose[] = RECOVERY) {
  await createTokensRepo(tx).retireAll(userId, ...purposes);
  await createUsersRepo(tx).setPendingEmail(userId, null);
}

/**
 * Reset and resend-activation requests are only recorded by the request (one insert, whatever the
 * address); this job looks the account up afterwards, so neither the answer nor its timing says
 * whether the address has an account.
 */
export function createAccountMailJob(deps: { db: Db; publicUrl: string }): JobHandler<AccountMailRequest> {
  return {
    async run(job) {
      const { purpose, email } = job.payload;
      const user = await createUsersRepo(deps.db).findByEmail(email);
      // Activation only for an account never activated nor deactivated: only a superuser undoes a deactivation.
      const eligible = purpose === 'activation' ? user && isAwaitingActivation(user) : user?.isActive;
      if (!user || !eligible) return;
      await deps.db.transaction((tx) => queueTokenMail(tx, deps.publicUrl, user, purpose));
    },
    async onFailed() {
      // Nothing to undo: the request already answered, and no token or mail was written.
    },
  };
}
