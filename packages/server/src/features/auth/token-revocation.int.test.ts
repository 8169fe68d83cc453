import type { ApiError } from '@balancer/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUpReader } from '../../../test/users-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const me = (token: string) => server.api<ApiError>('/api/auth/users/me/', { token });
const verify = (token: string) => server.api<ApiError>('/api/auth/jwt/verify/', { method: 'POST', json: { token } });

describe('tokens after a password change', () => {
  it('refuses access and refresh tokens issued before set_password, on every endpoint', async () => {
    const old = await server.login(server.admin.email, server.admin.password);
    expect((await me(old.access)).status).toBe(200);
    const next = 'Lithium-level-0.8-mmol';
    const changed = await server.api('/api/auth/users/set_password/', {
      method: 'POST',
      json: { current_password: server.admin.password, new_password: next, re_new_password: next },
      token: old.access,
    });
    expect(changed.status).toBe(204);
    expect((await me(old.access)).status).toBe(401);
    expect((await verify(old.access)).status).toBe(401);
    expect((await verify(old.refresh)).status).toBe(401);
    const fresh = await server.login(server.admin.email, next);
    expect((await me(fresh.access)).status).toBe(200);
    expect((await verify(fresh.access)).body).toEqual({});
  });
});

describe('tokens from the same second as a password change', () => {
  it('die with it: the access token, and the refresh token cannot mint new ones', async () => {
    const reader = { email: 'same.second@example.org', password: 'Quetiapine-slow-release-4' };
    await signUpReader(server, reader.email, reader.password);
    // Start at the top of a second, so sign-in and change share it (whole-second `iat` used to let these through).
    await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000)));
    const old = await server.login(reader.email, reader.password);
    const next = 'Olanzapine-bedtime-dose-5';
    const changed = await server.api('/api/auth/users/set_password/', {
      method: 'POST',
      json: { current_password: reader.password, new_password: next, re_new_password: next },
      token: old.access,
    });
    expect(changed.status).toBe(204);
    expect((await me(old.access)).status).toBe(401);
    expect((await verify(old.refresh)).status).toBe(401);
    const minted = await server.api<ApiError>('/api/auth/jwt/refresh/', { method: 'POST', json: { refresh: old.refresh } });
    expect(minted.status).toBe(401);
    // Signing in right after the change still works.
    expect((await me((await server.login(reader.email, next)).access)).status).toBe(200);
  });
});

describe('jwt/verify/', () => {
  it('refuses a well-signed token whose user does not exist', async () => {
    const secret = new TextEncoder().encode(server.config.jwtSecret!);
    const ghost = await new SignJWT({ token_type: 'access', user_id: 987654, is_superuser: false, jti: 'ghost' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('balancer')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    const res = await verify(ghost);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('token_not_valid');
  });
});
