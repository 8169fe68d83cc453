import type { ApiError } from '@balancer/contract';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
let tokens: { access: string; refresh: string };
beforeAll(async () => {
  server = await startTestServer();
  tokens = await server.login(server.admin.email, server.admin.password);
});
afterAll(() => server.close());

const me = (authorization: string) => server.api<ApiError>('/api/v2/auth/users/me', { headers: { authorization } });
const secret = () => new TextEncoder().encode(server.config.jwtSecret!);

describe('access tokens', () => {
  it('accepts both the JWT and the Bearer scheme', async () => {
    expect((await me(`JWT ${tokens.access}`)).status).toBe(200);
    expect((await me(`Bearer ${tokens.access}`)).status).toBe(200);
  });

  it('carries is_superuser for the first superuser', async () => {
    const payload = JSON.parse(Buffer.from(tokens.access.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(payload.is_superuser).toBe(true);
  });

  it('refuses expired, forged, alg-none and refresh tokens with 401', async () => {
    const base = { token_type: 'access', user_id: 1, is_superuser: true, jti: 'x' };
    const expired = await new SignJWT(base)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('balancer')
      .setIssuedAt(1_000_000)
      .setExpirationTime(1_000_060)
      .sign(secret());
    const forged = await new SignJWT(base)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('balancer')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    const none = new UnsecuredJWT(base).setIssuer('balancer').setIssuedAt().setExpirationTime('1h').encode();
    for (const token of [expired, forged, none, tokens.refresh, 'garbage']) {
      const res = await me(`JWT ${token}`);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('token_not_valid');
    }
  });

  it('refreshes an access token and verifies tokens like simplejwt', async () => {
    const refreshed = await server.api<{ access: string }>('/api/v2/auth/token/refresh', {
      method: 'POST',
      json: { refresh: tokens.refresh },
    });
    expect(refreshed.status).toBe(200);
    expect((await me(`JWT ${refreshed.body.access}`)).status).toBe(200);
    expect((await server.api('/api/v2/auth/token/verify', { method: 'POST', json: { token: tokens.access } })).body).toEqual({});
    const bad = await server.api<ApiError>('/api/v2/auth/token/verify', { method: 'POST', json: { token: 'nope' } });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe('token_not_valid');
    expect((await server.api('/api/v2/auth/token/refresh', { method: 'POST', json: { refresh: tokens.access } })).status).toBe(401);
  });

  it('refuses an invalid token on public endpoints too, as DRF does (the client refreshes, or signs out)', async () => {
    const res = await server.api('/api/v1/api/get_med_recommend', {
      method: 'POST',
      json: { state: 'Manic' },
      headers: { authorization: 'JWT expired.or.bad' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Given token not valid for any token type', code: 'token_not_valid' });
  });
});

describe('sign-in', () => {
  it('answers a wrong password and an unknown account alike', async () => {
    const wrong = await server.api<ApiError>('/api/v2/auth/token', {
      method: 'POST',
      json: { email: server.admin.email, password: 'wrong-password-1' },
    });
    const unknown = await server.api<ApiError>('/api/v2/auth/token', {
      method: 'POST',
      json: { email: 'nobody@example.org', password: 'wrong-password-1' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error).toBe(unknown.body.error);
  });

  it('names missing fields', async () => {
    const res = await server.api<ApiError>('/api/v2/auth/token', { method: 'POST', json: { email: 'a@example.org' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields ?? {})).toEqual(['password']);
  });

  it('throttles an account after 5 failures with a clear 429, even for the right password', async () => {
    const email = 'Throttle.Target@example.org';
    for (let i = 0; i < 5; i++) {
      const res = await server.api('/api/v2/auth/token', { method: 'POST', json: { email, password: `bad-${i}-password` } });
      expect(res.status).toBe(401);
    }
    const blocked = await server.api<ApiError>('/api/v2/auth/token', {
      method: 'POST',
      json: { email: email.toLowerCase(), password: 'whatever-it-is' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('too_many_attempts');
    expect(blocked.body.error).toMatch(/Try again in 15 minutes/);
  });
});
