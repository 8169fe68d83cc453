import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../http/access';
import { AppError } from '../../http/errors';
import type { LoginAttemptsRepo } from './login-attempts.repo';
import { LOGIN_WINDOW_SECONDS, throttleWait, waitMessage } from './login-throttle';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import type { TokenSigner } from './jwt';
import type { UserRow, UsersRepo } from './users.repo';

const invalidToken = () => new AppError(401, 'token_not_valid', 'Token is invalid or expired');
const badCredentials = () => new AppError(401, 'no_active_account', 'No active account found with the given credentials');

/**
 * A token dies with a password change or a deactivation: both move the user's token version on. A
 * version, not the issue time, because `iat` has whole seconds (a token from the second of the change
 * would survive it) and the database's clock is not the server's.
 */
const tokenUsable = (user: UserRow | undefined, version: number): user is UserRow => !!user?.isActive && user.tokenVersion === version;

export function createAuthService(deps: { users: UsersRepo; attempts: LoginAttemptsRepo; signer: TokenSigner }) {
  const { users, attempts, signer } = deps;

  return {
    async login(email: string, password: string, ip: string) {
      // Counted before the password is checked, so parallel guesses cannot all pass one stale count.
      const attempt = await attempts.begin(email, ip, LOGIN_WINDOW_SECONDS);
      const wait = throttleWait(attempt);
      if (wait !== null) {
        await attempts.forget(attempt.id);
        throw new AppError(429, 'too_many_attempts', waitMessage(wait));
      }
      const user = await users.findByEmail(email);
      const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
      // An inactive account answers like a wrong password (no account enumeration); the attempt stays a failure.
      if (!user || !ok || !user.isActive) throw badCredentials();
      await attempts.succeeded(attempt.id);
      await users.touchLogin(user.id);
      return { access: await signer.access(user), refresh: await signer.refresh(user) };
    },

    async refresh(refreshToken: string) {
      const claims = await signer.verifyRefresh(refreshToken);
      if (!claims) throw invalidToken();
      const user = await users.findById(claims.user_id);
      if (!tokenUsable(user, claims.ver)) throw invalidToken();
      return { access: await signer.access(user) };
    },

    /** Signature and expiry, and also the account: a deleted, deactivated or re-passworded one fails. */
    async verify(token: string): Promise<Record<string, never>> {
      const claims = await signer.verifyAny(token);
      if (!claims || !tokenUsable(await users.findById(claims.user_id), claims.ver)) throw invalidToken();
      return {};
    },

    /**
     * Resolves `Authorization: JWT <token>` or `Bearer <token>` to an active user. Roles come from the
     * database, not the token, so a demoted or deactivated user loses access at once.
     */
    async authenticate(request: FastifyRequest): Promise<Principal | null> {
      const match = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      if (!match?.[1]) return null;
      const claims = await signer.verifyAccess(match[1]);
      if (!claims) return null;
      const user = await users.findById(claims.user_id);
      if (!tokenUsable(user, claims.ver)) return null;
      return { userId: String(user.id), email: user.email, isSuperuser: user.isSuperuser };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
