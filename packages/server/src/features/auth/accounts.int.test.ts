import type { ApiError, RegisterResponse, User } from '@balancer/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startSmtpSink } from '../../../test/smtp-sink';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { rewriteLegacyUrl } from '../../legacy/legacy-paths';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
const password = 'Lamotrigine-titration-slow';

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ smtpUrl: smtp.url, publicUrl: 'https://balancer.example' });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

// Written against the original paths; served by (and so testing) their v2 routes.
const post = <T = unknown>(path: string, json: unknown, token?: string) =>
  server.api<T>(rewriteLegacyUrl(`/api/auth/${path}`), { method: 'POST', json, ...(token ? { token } : {}) });

async function registerAndActivate(email: string) {
  const before = smtp.messages.length;
  const created = await post<RegisterResponse>('users/', { email, password, rePassword: password, firstName: 'Ada' });
  expect(created.status).toBe(201);
  const link = linkIn(await smtp.next(email, before), '/activate');
  expect((await post('users/activation/', { uid: link.uid, token: link.token })).status).toBe(204);
  return created.body;
}

/** The uid of an account, as its next e-mailed reset link carries it. */
async function uidOf(email: string) {
  const before = smtp.messages.length;
  expect((await post('users/reset_password/', { email })).status).toBe(204);
  return linkIn(await smtp.next(email, before), '/password/reset/confirm').uid;
}

describe('registration and activation', () => {
  it('creates an inactive account, mails an activation link that works once, then signs in', async () => {
    const email = 'new.clinician@example.org';
    const before = smtp.messages.length;
    const created = await post<RegisterResponse>('users/', {
      email,
      password,
      rePassword: password,
      firstName: 'New',
      lastName: 'Clinician',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ email, firstName: 'New', lastName: 'Clinician' });

    const inactive = await post<ApiError>('jwt/create/', { email, password });
    expect(inactive.status).toBe(401);
    expect(inactive.body.error).toBe('No active account found with the given credentials');

    const link = linkIn(await smtp.next(email, before), '/activate');
    expect(link.url.startsWith('https://balancer.example/activate/')).toBe(true);
    expect((await post('users/activation/', { uid: link.uid, token: link.token })).status).toBe(204);
    const again = await post<ApiError>('users/activation/', { uid: link.uid, token: link.token });
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('stale_token');

    const tokens = await server.login(email, password);
    const claims = decodeJwt(tokens.access);
    expect(claims).toMatchObject({ token_type: 'access', is_superuser: false });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(decodeJwt(tokens.refresh).exp! - decodeJwt(tokens.refresh).iat!).toBe(86400);

    const me = await server.api<User>('/api/v2/auth/users/me', { token: tokens.access });
    expect(me.body.email).toBe(email);
    const patched = await server.api<User>('/api/v2/auth/users/me', {
      method: 'PATCH',
      json: { firstName: 'Renamed' },
      token: tokens.access,
    });
    expect(patched.body.firstName).toBe('Renamed');
  });

  it('refuses weak and mismatched passwords, naming the field; a taken address answers like a new one', async () => {
    const weak = await post<ApiError>('users/', { email: 'weak@example.org', password: 'short', rePassword: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.fields?.password?.join(' ')).toMatch(/too short/);
    const mismatch = await post<ApiError>('users/', { email: 'mm@example.org', password, rePassword: `${password}x` });
    expect(mismatch.body.fields).toHaveProperty('rePassword');
    await registerAndActivate('dupe@example.org');
    const before = smtp.messages.length;
    const dupe = await post('users/', { email: 'DUPE@example.org', password, rePassword: password });
    expect(dupe.status).toBe(201);
    expect(dupe.body).toEqual({ email: 'DUPE@example.org', firstName: '', lastName: '' });
    expect((await smtp.next('dupe@example.org', before)).text).toMatch(/already has one/);
  });

  it('rejects a forged activation token', async () => {
    const res = await post<ApiError>('users/activation/', { uid: 'MQ', token: 'forged' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('token');
  });

  it('resends activation only for inactive accounts, always answering 204', async () => {
    expect((await post('users/resend_activation/', { email: 'nobody@example.org' })).status).toBe(204);
  });
});

describe('password reset', () => {
  it('mails a single-use link; a refused password does not burn it; the new password signs in', async () => {
    const email = 'reset.me@example.org';
    await registerAndActivate(email);
    const earlier = await server.login(email, password);
    await new Promise((r) => setTimeout(r, 1100));
    const before = smtp.messages.length;
    expect((await post('users/reset_password/', { email })).status).toBe(204);
    const link = linkIn(await smtp.next(email, before), '/password/reset/confirm');

    const weak = await post<ApiError>('users/reset_password_confirm/', {
      uid: link.uid,
      token: link.token,
      newPassword: '123',
      reNewPassword: '123',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.fields).toHaveProperty('newPassword');

    const next = 'Quetiapine-at-bedtime-42';
    const ok = await post('users/reset_password_confirm/', { uid: link.uid, token: link.token, newPassword: next, reNewPassword: next });
    expect(ok.status).toBe(204);
    // A session from before the reset ends with it.
    expect((await server.api('/api/auth/users/me/', { token: earlier.access })).status).toBe(401);
    const reused = await post<ApiError>('users/reset_password_confirm/', {
      uid: link.uid,
      token: link.token,
      newPassword: next,
      reNewPassword: next,
    });
    expect(reused.status).toBe(403);

    expect((await post('jwt/create/', { email, password })).status).toBe(401);
    await server.login(email, next);
  });

  it('checks the link before the password, so a uid reveals neither its address nor its existence', async () => {
    const email = 'similar.target@example.org';
    await registerAndActivate(email);
    const uid = await uidOf(email);
    const tooSimilar = { newPassword: 'similar.target-2024', reNewPassword: 'similar.target-2024' };
    const real = await post<ApiError>('users/reset_password_confirm/', { uid, token: 'guessed', ...tooSimilar });
    const ghost = await post<ApiError>('users/reset_password_confirm/', {
      uid: Buffer.from('999999').toString('base64url'),
      token: 'guessed',
      ...tooSimilar,
    });
    expect(real.status).toBe(400);
    expect(real.body.fields).toEqual({ token: ['Invalid token for given user.'] });
    expect(ghost.status).toBe(real.status);
    expect(ghost.body.fields).toEqual(real.body.fields);
    expect(ghost.body.error).toBe(real.body.error);
  });

  it('answers 204 for an unknown address and sends nothing', async () => {
    const before = smtp.messages.length;
    expect((await post('users/reset_password/', { email: 'ghost@example.org' })).status).toBe(204);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages.length).toBe(before);
  });

  it('changes the password with the current one, and revokes older refresh tokens', async () => {
    const email = 'change.me@example.org';
    await registerAndActivate(email);
    const tokens = await server.login(email, password);
    const wrong = await post<ApiError>(
      'users/set_password/',
      { currentPassword: 'nope', newPassword: 'Another-good-pass-9', reNewPassword: 'Another-good-pass-9' },
      tokens.access,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toHaveProperty('currentPassword');
    await new Promise((r) => setTimeout(r, 1100));
    const ok = await post(
      'users/set_password/',
      { currentPassword: password, newPassword: 'Another-good-pass-9', reNewPassword: 'Another-good-pass-9' },
      tokens.access,
    );
    expect(ok.status).toBe(204);
    expect((await post('jwt/refresh/', { refresh: tokens.refresh })).status).toBe(401);
  });
});
