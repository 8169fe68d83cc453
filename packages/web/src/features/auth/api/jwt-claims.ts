import { accessClaimsSchema, type AccessClaims } from '@balancer/contract';

/**
 * Reads the claims of an access token without verifying it (the server verifies; the browser only
 * needs `exp` to schedule a refresh and `is_superuser` for the menu). JWT payloads are base64url JSON.
 */
export function decodeAccessClaims(token: string | null): AccessClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const parsed = accessClaimsSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Milliseconds until the token expires (negative once expired). */
export const msUntilExpiry = (claims: AccessClaims, now = Date.now()): number => claims.exp * 1000 - now;
