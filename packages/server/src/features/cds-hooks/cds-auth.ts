import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AppError } from '../../http/errors';

/** The EHR a verified request came from. */
export type CdsClient = { iss: string; sub: string | undefined };

const refuse = (why: string) => new AppError(401, 'not_authenticated', `CDS Hooks authorization: ${why}`);

/** Seconds of clock skew allowed between the EHR and this server. */
const CLOCK_TOLERANCE_S = 60;
/** The longest lifetime (exp - iat) a token may have: CDS Hooks asks for at most five minutes. */
export const MAX_TOKEN_LIFETIME_S = 5 * 60;

/** Remembers used token ids until they expire; `claim` is false for one already used. */
export type UsedTokens = { claim: (key: string, until: Date, now: Date) => Promise<boolean> };

/**
 * CDS Hooks security: every call carries `Authorization: Bearer <JWT>` signed by the EHR with RS384
 * or ES384, `iss` one of the configured clients, `aud` the URL of the service called, verified with the
 * keys published at that client's JWKS URL (fetched and cached by jose, with a timeout). A token
 * lives at most five minutes and is accepted once: its jti is remembered until it expires, in a table
 * every server process shares, so a captured request cannot be replayed.
 */
export function createCdsAuthenticator(clients: { iss: string; jwksUrl: string }[], used: UsedTokens, now: () => number = Date.now) {
  const keySets = new Map<string, JWTVerifyGetKey>(
    clients.map((c) => [
      c.iss,
      createRemoteJWKSet(new URL(c.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 }),
    ]),
  );

  return async function authenticate(authorization: string | undefined, audience: string[]): Promise<CdsClient> {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (!token) throw refuse('send "Authorization: Bearer <JWT>" signed by your EHR');
    let iss: string | undefined;
    try {
      iss = decodeJwt(token).iss;
    } catch {
      throw refuse('the bearer token is not a JWT');
    }
    const keys = iss ? keySets.get(iss) : undefined;
    if (!keys) throw refuse('the token issuer (iss) is not a configured CDS client');
    let payload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: iss,
        audience,
        algorithms: ['RS384', 'ES384'],
        requiredClaims: ['iat', 'exp', 'jti'],
        clockTolerance: CLOCK_TOLERANCE_S,
        currentDate: new Date(now()),
      }));
    } catch (err) {
      throw refuse(verifyFailure(err));
    }
    if (payload.exp! - payload.iat! > MAX_TOKEN_LIFETIME_S)
      throw refuse(`the token lives ${payload.exp! - payload.iat!} s (exp - iat); at most ${MAX_TOKEN_LIFETIME_S} s is accepted`);
    const until = new Date((payload.exp! + CLOCK_TOLERANCE_S) * 1000);
    if (!(await used.claim(`${iss}|${payload.jti}`, until, new Date(now())))) throw refuse('this token (jti) was already used');
    return { iss: iss!, sub: payload.sub };
  };
}
export type CdsAuthenticator = ReturnType<typeof createCdsAuthenticator>;

/** A reason an EHR integrator can act on, without echoing the token. */
function verifyFailure(err: unknown): string {
  const code = (err as { code?: string }).code;
  switch (code) {
    case 'ERR_JWT_EXPIRED':
      return 'the token has expired';
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED':
      return `the token's ${(err as { claim?: string }).claim ?? 'claims'} claim is not valid for this service`;
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
      return 'the token must be signed with RS384 or ES384';
    case 'ERR_JWKS_NO_MATCHING_KEY':
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
      return "the signature does not match the client's published keys";
    case 'ERR_JWKS_TIMEOUT':
    case 'ERR_JOSE_GENERIC':
      return "the client's JWKS could not be fetched";
    default:
      return 'the token could not be verified';
  }
}
