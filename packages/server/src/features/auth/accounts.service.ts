import { MAX_INTEGER, type RegisterResponse, type User } from '@balancer/contract';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../http/errors';
import { recordAudit, type AuditContext } from '../audit';
import { createJobsRepo } from '../../platform/jobs/jobs.repo';
import { createMailRepo } from '../../platform/mail/mail.repo';
import { alreadyRegisteredMail } from '../../platform/mail/mail-templates';
import { accountMailJob } from '../../platform/jobs/job-kinds';
import { queueTokenMail, retireAccountLinks, type AccountMailRequest } from './account-mail';
import { checkCurrentPassword } from './current-password';
import { passwordProblems } from './password-policy';
import { hashPassword } from './passwords';
import { createTokensRepo, type TokenPurpose } from './tokens.repo';
import { createUsersRepo, type UserRow } from './users.repo';

/** Ids are PostgreSQL integers: anything outside 1..MAX_INTEGER is not a user id. */
export function decodeUid(uid: string): number | null {
  const id = Number(Buffer.from(uid, 'base64url').toString('utf8'));
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_INTEGER ? id : null;
}
function userIdOf(uid: string): number {
  const id = decodeUid(uid);
  if (!id) throw badRequest("uid: Invalid user id or user doesn't exist.", { uid: ["Invalid user id or user doesn't exist."] });
  return id;
}
function refuseToken(reason: 'invalid' | 'stale'): never {
  if (reason === 'stale') throw new AppError(403, 'stale_token', 'Stale token for given user.');
  throw badRequest('token: Invalid token for given user.', { token: ['Invalid token for given user.'] });
}

export const toUser = (u: UserRow): User => ({
  id: u.id,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  isSuperuser: u.isSuperuser,
});

function assertStrong(password: string, email: string, field: string) {
  const problems = passwordProblems(password, email);
  if (problems.length) throw badRequest(`${field}: ${problems.join(' ')}`, { [field]: problems });
}

/** Registration, activation, password changes and resets; every multi-step change runs in one transaction. */
export function createAccountsService(deps: { db: Db; publicUrl: string; kickMail: () => void }) {
  const { db, publicUrl, kickMail } = deps;
  const users = createUsersRepo(db);
  const tokens = createTokensRepo(db);

  async function consumeOrThrow(repo: ReturnType<typeof createTokensRepo>, uid: string, token: string, purpose: TokenPurpose) {
    const result = await repo.consume(userIdOf(uid), purpose, token);
    if (!result.ok) refuseToken(result.reason);
    return result.userId;
  }

  async function requestMail(request: AccountMailRequest) {
    await createJobsRepo(db).enqueue(accountMailJob, request);
    kickMail();
  }

  return {
    /**
     * A taken address answers exactly like a new one (same status, body and work: the hash is computed
     * either way); its owner gets a mail saying so instead of an activation link.
     */
    async register(input: { email: string; firstName: string; lastName: string; password: string }): Promise<RegisterResponse> {
      assertStrong(input.password, input.email, 'password');
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const txUsers = createUsersRepo(tx);
        const created = await txUsers.create({
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
          isActive: false,
          isSuperuser: false,
        });
        if (created) return queueTokenMail(tx, publicUrl, created, 'activation');
        const owner = await txUsers.findByEmail(input.email);
        if (owner) await createMailRepo(tx).queue(alreadyRegisteredMail(owner.email, `${publicUrl}/resetpassword`));
      });
      kickMail();
      return { email: input.email, firstName: input.firstName, lastName: input.lastName };
    },

    async activate(uid: string, token: string): Promise<void> {
      await db.transaction(async (tx) => {
        const userId = await consumeOrThrow(createTokensRepo(tx), uid, token, 'activation');
        // A used, deactivated or already active account: the link is spent whatever it says.
        if (!(await createUsersRepo(tx).activate(userId))) refuseToken('stale');
      });
    },

    /** Always 204 at once: the lookup happens in a job, so nothing says whether the address has an account. */
    resendActivation: (email: string) => requestMail({ purpose: 'activation', email }),
    requestPasswordReset: (email: string) => requestMail({ purpose: 'password_reset', email }),

    async confirmPasswordReset(uid: string, token: string, newPassword: string): Promise<void> {
      const userId = userIdOf(uid);
      // The link first: without it, the policy's "too similar to the email" would hint at any uid's
      // address, and a missing user would answer differently from a wrong token.
      const checked = await tokens.check(userId, 'password_reset', token);
      if (!checked.ok) refuseToken(checked.reason);
      const user = await users.findById(userId);
      if (!user) refuseToken('invalid');
      // A link mailed before a deactivation does nothing (only a superuser brings the account back).
      if (!user.isActive) refuseToken('stale');
      // Then the password, before the link is used, so that a refused password does not burn it.
      assertStrong(newPassword, user.email, 'newPassword');
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        const txTokens = createTokensRepo(tx);
        await consumeOrThrow(txTokens, uid, token, 'password_reset');
        await createUsersRepo(tx).setPassword(user.id, passwordHash);
        await retireAccountLinks(tx, user.id);
      });
    },

    /** Every session, reset link and pending address change dies with the old password. */
    async setPassword(context: AuditContext, userId: number, current: string, next: string, ip: string): Promise<void> {
      const user = await users.findById(userId);
      if (!user) throw notFound('User not found');
      await checkCurrentPassword(db, user, current, ip);
      assertStrong(next, user.email, 'newPassword');
      const passwordHash = await hashPassword(next);
      await db.transaction(async (tx) => {
        await createUsersRepo(tx).setPassword(user.id, passwordHash);
        await retireAccountLinks(tx, user.id);
        await recordAudit(tx, context, { action: 'account.password_change', entityType: 'user', entityId: user.id });
      });
    },

    async me(userId: number): Promise<User> {
      const user = await users.findById(userId);
      if (!user) throw notFound('User not found');
      return toUser(user);
    },

    async updateMe(userId: number, names: { firstName?: string | undefined; lastName?: string | undefined }): Promise<User> {
      const updated = await users.setNames(userId, {
        ...(names.firstName !== undefined ? { firstName: names.firstName } : {}),
        ...(names.lastName !== undefined ? { lastName: names.lastName } : {}),
      });
      if (!updated) throw notFound('User not found');
      return toUser(updated);
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
