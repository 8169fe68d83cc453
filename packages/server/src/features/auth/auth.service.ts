import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../http/access';
import { AppError } from '../../http/errors';
import type { DeviceTokens } from './device-token';
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

/** Where a sign-in comes from: the address, and the request's cookies (a known-device token). */
export type SignInClient = { ip: string; cookies: string | undefined; secure: boolean };

export function createAuthService(deps: { users: UsersRepo; attempts: LoginAttemptsRepo; signer: TokenSigner; devices: DeviceTokens }) {
  const { users, attempts, signer, devices } = deps;

  return {
    /** The token pair, and a Set-Cookie value that makes this browser a known device for the account. */
    async login(email: string, password: string, client: SignInClient) {
      const device = devices.verify(client.cookies, email);
      // Counted before the password is checked, so parallel guesses cannot all pass one stale count.
      const attempt = await attempts.begin({ email, ip: client.ip, device }, LOGIN_WINDOW_SECONDS);
      const wait = throttleWait(attempt, device !== null);
      if (wait !== null) {
        await attempts.forget(attempt.id);
        throw new AppError(429, 'too_many_attempts', waitMessage(wait));
      }
      const user = await users.findByEmail(email);
      const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
      // An inactive account answers like a wrong password (no account enumeration); the attempt stays a failure.
      if (!user || !ok || !user.isActive) throw badCredentials();
      const known = devices.issue(email, client.secure);
      await attempts.succeeded(attempt.id, known.id);
      await users.touchLogin(user.id);
      return { access: await signer.access(user), refresh: await signer.refresh(user), deviceCookie: known.cookie };
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
      return { userId: user.id, email: user.email, isSuperuser: user.isSuperuser };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
