import { accessClaimsSchema, type AccessClaims } from '@balancer/contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';

export const ACCESS_TTL_SECONDS = 60 * 60;
export const REFRESH_TTL_SECONDS = 24 * 60 * 60;
const ISSUER = 'balancer';

/** `ver` is the user's token version when the token was issued (a token without one is refused). */
const versioned = { user_id: z.number().int(), ver: z.number().int() };
const refreshClaimsSchema = z.object({ token_type: z.literal('refresh'), ...versioned });
export type RefreshClaims = z.infer<typeof refreshClaimsSchema>;
const anyClaimsSchema = z.object(versioned);
const accessSchema = accessClaimsSchema.extend({ ver: versioned.ver });

export type TokenUser = { id: number; isSuperuser: boolean; tokenVersion: number };

/** HS256 only: tokens with any other algorithm (including "none") fail verification. */
export function createTokenSigner(secret: Uint8Array) {
  const sign = (claims: Record<string, unknown>, ttl: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(`${ttl}s`)
      .sign(secret);

  async function verify(token: string): Promise<Record<string, unknown> | null> {
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: ISSUER });
      return payload;
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }

  return {
    access: (user: TokenUser) =>
      sign({ token_type: 'access', user_id: user.id, ver: user.tokenVersion, is_superuser: user.isSuperuser }, ACCESS_TTL_SECONDS),
    refresh: (user: TokenUser) => sign({ token_type: 'refresh', user_id: user.id, ver: user.tokenVersion }, REFRESH_TTL_SECONDS),
    async verifyAccess(token: string): Promise<(AccessClaims & { ver: number }) | null> {
      const parsed = accessSchema.safeParse(await verify(token));
      return parsed.success ? parsed.data : null;
    },
    async verifyRefresh(token: string): Promise<RefreshClaims | null> {
      const parsed = refreshClaimsSchema.safeParse(await verify(token));
      return parsed.success ? parsed.data : null;
    },
    /** Either kind, as /jwt/verify/ accepts both. */
    async verifyAny(token: string): Promise<{ user_id: number; ver: number } | null> {
      const parsed = anyClaimsSchema.safeParse(await verify(token));
      return parsed.success ? parsed.data : null;
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;
