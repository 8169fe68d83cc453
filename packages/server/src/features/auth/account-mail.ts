import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { accountMailJob } from '../../platform/jobs/job-kinds';
import type { JobHandler } from '../../platform/jobs/job-runner';
import { createMailRepo } from '../../platform/mail/mail.repo';
import { activationMail, emailChangeMail, passwordResetMail } from '../../platform/mail/mail-templates';
import { createTokensRepo } from './tokens.repo';
import { createUsersRepo, type UserRow } from './users.repo';

const ACTIVATION_TTL = 7 * 24 * 3600;
const RESET_TTL = 24 * 3600;

export type AccountMailRequest = z.infer<typeof accountMailJob.payload>;

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

/** Records the wanted address and mails its confirmation link there (not to the current one). */
export async function queueEmailChangeMail(tx: Db, publicUrl: string, userId: number, newEmail: string) {
  await createUsersRepo(tx).setPendingEmail(userId, newEmail);
  await createTokensRepo(tx).retireAll(userId, 'email_change');
  const token = await createTokensRepo(tx).issue(userId, 'email_change', RESET_TTL);
  await createMailRepo(tx).queue(emailChangeMail(newEmail, `${publicUrl}/confirm-email/${encodeUid(userId)}/${token}`));
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
      const eligible = purpose === 'activation' ? user && !user.isActive : user?.isActive;
      if (!user || !eligible) return;
      await deps.db.transaction((tx) => queueTokenMail(tx, deps.publicUrl, user, purpose));
    },
    async onFailed() {
      // Nothing to undo: the request already answered, and no token or mail was written.
    },
  };
}
