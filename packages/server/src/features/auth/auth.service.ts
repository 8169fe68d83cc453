import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../http/access';
import { AppError } from '../../http/errors';
import type { LoginAttemptsRepo } from './login-attempts.repo';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import type { TokenSigner } from './jwt';
import type { UsersRepo } from './users.repo';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

const invalidToken = () => new AppError(401, 'token_not_valid', 'Token is invalid or expired');
const badCredentials = () => new AppError(401, 'no_active_account', 'No active account found with the given credentials');

export function createAuthService(deps: { users: UsersRepo; attempts: LoginAttemptsRepo; signer: TokenSigner }) {
  const { users, attempts, signer } = deps;

  return {
    async login(email: string, password: string, ip: string) {
      const failures = await attempts.recentFailures(email, ip, LOGIN_WINDOW_SECONDS);
      if (failures.account >= MAX_FAILURES_PER_ACCOUNT || failures.address >= MAX_FAILURES_PER_ADDRESS) {
        throw new AppError(429, 'too_many_attempts', `Too many failed sign-in attempts. Try again in ${LOGIN_WINDOW_SECONDS / 60} minutes.`);
      }
      const user = await users.findByEmail(email);
      const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
      // An inactive account answers like a wrong password (no account enumeration).
      if (!user || !ok || !user.isActive) {
        await attempts.record(email, ip, false);
        throw badCredentials();
      }
      await attempts.record(email, ip, true);
      await users.touchLogin(user.id);
      return { access: await signer.access(user), refresh: await signer.refresh(user) };
    },

    async refresh(refreshToken: string) {
      const claims = await signer.verifyRefresh(refreshToken);
      if (!claims) throw invalidToken();
      const user = await users.findById(claims.user_id);
      // A password change since the refresh token was issued revokes it.
      if (!user?.isActive || user.passwordChangedAt.getTime() > claims.iat * 1000 + 999) throw invalidToken();
      return { access: await signer.access(user) };
    },

    async verify(token: string): Promise<Record<string, never>> {
      if (!(await signer.verifyAny(token))) throw invalidToken();
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
      if (!user?.isActive) return null;
      return { userId: String(user.id), email: user.email, isSuperuser: user.isSuperuser };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
