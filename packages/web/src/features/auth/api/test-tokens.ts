/** Test helper: an unsigned JWT-shaped access token with the given expiry (seconds since epoch). */
export function fakeAccessToken({ exp, isSuperuser = false, userId = 7 }: { exp: number; isSuperuser?: boolean; userId?: number }): string {
  const b64 = (v: object) => btoa(JSON.stringify(v)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const claims = { token_type: 'access', user_id: userId, is_superuser: isSuperuser, exp, iat: exp - 3600, jti: `j${exp}` };
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.c2ln`;
}

export const testUser = (isSuperuser = false) => ({
  id: 7,
  email: 'ada@example.org',
  firstName: 'Ada',
  lastName: '',
  isSuperuser: isSuperuser,
});
