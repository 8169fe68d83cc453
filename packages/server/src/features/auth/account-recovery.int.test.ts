import type { AdminUser, ApiError, UsersList } from '@balancer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startSmtpSink, type CapturedMail } from '../../../test/smtp-sink';
import { startTestServer, type TestServer } from '../../../test/test-server';

/**
 * The fourth probe's account findings (issue 38): a deactivation that only a superuser undoes (H1),
 * recovery that cancels what someone with the old password set up (H2), an address change that says
 * nothing of other accounts (M1), and current-password guesses throttled like sign-in (M2).
 */
let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let admin = '';
const password = 'Quetiapine-dose-slowly-7';
const control = 'control.recovery@example.org';

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ smtpUrl: smtp.url });
  admin = (await server.login(server.admin.email, server.admin.password)).access;
  await register(control, true);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const post = <T = unknown>(path: string, json?: unknown, token?: string) =>
  server.api<T & ApiError>(`/api/v2${path}`, { method: 'POST', ...(json === undefined ? {} : { json }), ...(token ? { token } : {}) });
const signIn = (email: string, pass = password) => post<{ access: string }>('/auth/token', { email, password: pass });
const idOf = async (email: string) =>
  (await server.api<UsersList>(`/api/v2/users?q=${encodeURIComponent(email)}`, { token: admin })).body.results.find(
    (u) => u.email === email,
  )!.id;
const setActive = (id: number, active: boolean) =>
  server.api<AdminUser>(`/api/v2/users/${id}`, { method: 'PATCH', json: { isActive: active }, token: admin });

async function register(email: string, activate: boolean) {
  const before = smtp.messages.length;
  expect((await post('/auth/users', { email, password, rePassword: password })).status).toBe(201);
  const link = linkIn(await smtp.next(email, before), '/activate');
  if (activate) expect((await post('/auth/users/activation', link)).status).toBe(204);
  return link;
}
/** Mails to `email` sent after `before`, once a later mail to the control account has arrived (mail is sent in order). */
async function mailsTo(email: string, before: number): Promise<CapturedMail[]> {
  const mark = smtp.messages.length;
  expect((await post('/auth/password-reset', { email: control })).status).toBe(204);
  await smtp.next(control, mark);
  return smtp.messages.slice(before).filter((m) => m.to.includes(email));
}
const resetLink = async (email: string) => {
  const before = smtp.messages.length;
  expect((await post('/auth/password-reset', { email })).status).toBe(204);
  return linkIn(await smtp.next(email, before), '/password/reset/confirm');
};
const newPassword = { newPassword: 'Another-long-passphrase-31', reNewPassword: 'Another-long-passphrase-31' };

describe('H1: a deactivated account stays deactivated until a superuser reactivates it', () => {
  it('gets no activation mail; no activation link (older unused ones included) and no reset link works', async () => {
    const email = 'deactivated.h1@example.org';
    const before = smtp.messages.length;
    expect((await post('/auth/users', { email, password, rePassword: password })).status).toBe(201);
    const older = linkIn(await smtp.next(email, before), '/activate');
    const mark = smtp.messages.length;
    expect((await post('/auth/users/activation/resend', { email })).status).toBe(204);
    const newer = linkIn(await smtp.next(email, mark), '/activate');
    expect((await post('/auth/users/activation', newer)).status).toBe(204);
    const reset = await resetLink(email);
    const id = await idOf(email);
    expect((await setActive(id, false)).status).toBe(200);

    const after = smtp.messages.length;
    expect((await post('/auth/users/activation/resend', { email })).status).toBe(204);
    expect(await mailsTo(email, after)).toEqual([]);
    expect((await post('/auth/users/activation', older)).status).toBe(403);
    expect((await post('/auth/users/activation', newer)).status).toBe(403);
    expect((await post('/auth/password-reset/confirm', { ...reset, ...newPassword })).status).toBe(403);
    expect((await signIn(email)).status).toBe(401);
    expect((await post(`/users/${id}/activation-mail`, undefined, admin)).status).toBe(409);

    // A superuser brings it back, with its password; the old links stay dead.
    expect((await setActive(id, true)).body.isActive).toBe(true);
    expect((await signIn(email)).status).toBe(200);
    expect((await post('/auth/users/activation', older)).status).toBe(403);
    expect((await post('/auth/password-reset/confirm', { ...reset, ...newPassword })).status).toBe(403);
  });

  it('a never-activated account deactivated by a superuser gets no link, and its first link dies', async () => {
    const email = 'never.activated.h1@example.org';
    const link = await register(email, false);
    const id = await idOf(email);
    expect((await setActive(id, false)).status).toBe(200);
    const after = smtp.messages.length;
    expect((await post('/auth/users/activation/resend', { email })).status).toBe(204);
    expect(await mailsTo(email, after)).toEqual([]);
    expect((await post('/auth/users/activation', link)).status).toBe(403);
    expect((await signIn(email)).status).toBe(401);
  });
});

describe('H2: recovery recovers', () => {
  const owner = 'owner.h2@example.org';
  const thief = 'thief.h2@example.org';
  let current = password;
  beforeAll(() => register(owner, true));

  async function askChange(to: string) {
    const token = (await signIn(owner, current)).body.access;
    const before = smtp.messages.length;
    expect((await post('/auth/users/me/email', { newEmail: to, currentPassword: current }, token)).status).toBe(204);
    const confirm = linkIn(await smtp.next(to, before), '/confirm-email');
    const notice = await smtp.next(owner, before);
    expect(notice.text).toContain(to);
    return { token, confirm, cancel: linkIn(notice, '/cancel-email-change') };
  }

  it('a password change kills a pending address change and reset links mailed before it', async () => {
    const { token, confirm } = await askChange(thief);
    const reset = await resetLink(owner);
    const next = 'Owner-takes-it-back-2026';
    expect(
      (await post('/auth/users/me/password', { currentPassword: current, newPassword: next, reNewPassword: next }, token)).status,
    ).toBe(204);
    current = next;
    expect((await post('/auth/users/me/email/confirm', confirm)).status).toBe(403);
    expect((await post('/auth/password-reset/confirm', { ...reset, ...newPassword })).status).toBe(403);
    expect((await signIn(owner, current)).status).toBe(200);
  });

  it('"sign out everywhere" kills a pending address change', async () => {
    const { confirm } = await askChange(thief);
    const token = (await signIn(owner, current)).body.access;
    expect((await post('/auth/users/me/sign-out-everywhere', undefined, token)).status).toBe(204);
    expect((await post('/auth/users/me/email/confirm', confirm)).status).toBe(403);
    expect((await signIn(owner, current)).status).toBe(200);
  });

  it('the old address is told, and its link undoes even a confirmed change, signing the taker out', async () => {
    const { confirm, cancel } = await askChange(thief);
    expect((await post('/auth/users/me/email/confirm', confirm)).status).toBe(204);
    const taker = (await signIn(thief, current)).body.access;
    const theirReset = await resetLink(thief);
    // The taker signing out everywhere does not kill the owner's link.
    expect((await post('/auth/users/me/sign-out-everywhere', undefined, taker)).status).toBe(204);
    const taker2 = (await signIn(thief, current)).body.access;
    expect((await post('/auth/users/me/email/cancel', cancel)).status).toBe(204);
    expect((await server.api('/api/v2/auth/users/me', { token: taker2 })).status).toBe(401);
    expect((await signIn(thief, current)).status).toBe(401);
    expect((await signIn(owner, current)).status).toBe(200);
    expect((await post('/auth/password-reset/confirm', { ...theirReset, ...newPassword })).status).toBe(403);
    expect((await post('/auth/users/me/email/cancel', cancel)).status).toBe(403);
  });
});

describe('M1 and M2: the address-change route', () => {
  const owner = 'owner.m1@example.org';
  beforeAll(() => register(owner, true));

  it('answers an address another account uses like a free one, and tells that account instead', async () => {
    const token = (await signIn(owner)).body.access;
    const before = smtp.messages.length;
    const taken = await post('/auth/users/me/email', { newEmail: control.toUpperCase(), currentPassword: password }, token);
    const free = await post('/auth/users/me/email', { newEmail: 'free.m1@example.org', currentPassword: password }, token);
    expect([taken.status, taken.body]).toEqual([free.status, free.body]);
    expect(taken.status).toBe(204);
    const told = await smtp.next(control, before);
    expect(told.text).not.toContain('/confirm-email/');
    expect((await signIn(owner)).status).toBe(200);
  });

  it('throttles current-password guesses like sign-in (the sixth in 15 minutes is 429, even when right)', async () => {
    const token = (await signIn(owner)).body.access;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await post('/auth/users/me/password', { currentPassword: `wrong-${i}`, ...newPassword }, token)).status);
    }
    const right = await post('/auth/users/me/email', { newEmail: 'elsewhere.m2@example.org', currentPassword: password }, token);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(right.status).toBe(429);
    expect(right.body.error).toMatch(/Try again in/);
  });
});
