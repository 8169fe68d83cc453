import type { AdminUser, ApiError, AuditPage, UsersList } from '@balancer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startSmtpSink } from '../../../test/smtp-sink';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let admin = '';
const reader = { email: 'reader.users@example.org', password: 'Valproate-level-check-8' };

async function signUp(email: string, password: string, activate = true) {
  const after = smtp.messages.length;
  expect((await server.api('/api/v2/auth/users', { method: 'POST', json: { email, password, rePassword: password } })).status).toBe(201);
  if (!activate) return;
  const link = linkIn(await smtp.next(email, after), '/activate');
  await server.api('/api/v2/auth/users/activation', { method: 'POST', json: { uid: link.uid, token: link.token } });
}
const find = async (email: string) => {
  const list = await server.api<UsersList>(`/api/v2/users?q=${encodeURIComponent(email)}`, { token: admin });
  return list.body.results.find((u) => u.email === email)!;
};
const patch = (id: number, json: unknown, token = admin) =>
  server.api<AdminUser & ApiError>(`/api/v2/users/${id}`, { method: 'PATCH', json, token });
const lastAudit = async () => (await server.api<AuditPage>('/api/v2/audit?pageSize=1', { token: admin })).body.results[0]!;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ smtpUrl: smtp.url });
  admin = (await server.login(server.admin.email, server.admin.password)).access;
  await signUp(reader.email, reader.password);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

describe('Users page API', () => {
  it('lists and searches accounts with role, active, activated and last sign-in', async () => {
    await signUp('never.activated@example.org', 'Lamotrigine-titration-25', false);
    const all = await server.api<UsersList>('/api/v2/users', { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.results.map((u) => u.email)).toEqual(
      expect.arrayContaining([server.admin.email, reader.email, 'never.activated@example.org']),
    );
    const pending = await find('never.activated@example.org');
    expect(pending).toMatchObject({ isActive: false, activated: false, deactivated: false, isSuperuser: false, lastLogin: null });
    expect(await find(server.admin.email)).toMatchObject({ isActive: true, activated: true, isSuperuser: true });
    expect((await find(server.admin.email)).lastLogin).not.toBeNull();
    const searched = await server.api<UsersList>('/api/v2/users?q=READER.users', { token: admin });
    expect(searched.body.results.map((u) => u.email)).toEqual([reader.email]);
    // LIKE wildcards are matched literally.
    expect((await server.api<UsersList>('/api/v2/users?q=%25', { token: admin })).body.count).toBe(0);
  });

  it('a deactivated user gets 401 on the next request; reactivated, signs in again; both audited', async () => {
    const token = (await server.login(reader.email, reader.password)).access;
    expect((await server.api('/api/v2/auth/users/me', { token })).status).toBe(200);
    const user = await find(reader.email);
    const off = await patch(user.id, { isActive: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ isActive: false, deactivated: true });
    expect((await server.api('/api/v2/auth/users/me', { token })).status).toBe(401);
    expect(await lastAudit()).toMatchObject({
      action: 'user.deactivate',
      entityType: 'user',
      entityId: String(user.id),
      actor: { email: server.admin.email },
    });
    expect((await server.api('/api/v2/auth/token', { method: 'POST', json: reader })).status).toBe(401);
    expect((await patch(user.id, { isActive: true })).status).toBe(200);
    expect((await lastAudit()).action).toBe('user.reactivate');
    // The token from before the deactivation stays dead; a new sign-in works.
    expect((await server.api('/api/v2/auth/users/me', { token })).status).toBe(401);
    expect((await server.login(reader.email, reader.password)).access).toBeTruthy();
  });

  it('grants and revokes superuser (audited); the last active superuser cannot remove itself', async () => {
    const me = await find(server.admin.email);
    const alone = await patch(me.id, { isSuperuser: false });
    expect(alone.status).toBe(409);
    expect(alone.body.error).toMatch(/last active superuser/);
    expect((await patch(me.id, { isActive: false })).status).toBe(409);
    expect((await find(server.admin.email)).isSuperuser).toBe(true);

    const user = await find(reader.email);
    expect((await patch(user.id, { isSuperuser: true })).body.isSuperuser).toBe(true);
    expect(await lastAudit()).toMatchObject({ action: 'user.superuser.grant', after: { is_superuser: true } });
    const readerToken = (await server.login(reader.email, reader.password)).access;
    expect((await server.api('/api/v2/users', { token: readerToken })).status).toBe(200);
    expect((await patch(user.id, { isSuperuser: false })).status).toBe(200);
    expect((await lastAudit()).action).toBe('user.superuser.revoke');
    // Roles come from the database: the demoted reader's token no longer opens the page.
    expect((await server.api('/api/v2/users', { token: readerToken })).status).toBe(403);
  });

  it('resends activation only to an account never activated, audited', async () => {
    const pending = await find('never.activated@example.org');
    const after = smtp.messages.length;
    expect((await server.api(`/api/v2/users/${pending.id}/activation-mail`, { method: 'POST', token: admin })).status).toBe(204);
    const link = linkIn(await smtp.next(pending.email, after), '/activate');
    expect(link.token).toBeTruthy();
    expect((await lastAudit()).action).toBe('user.activation_mail');
    const active = await find(reader.email);
    const refused = await server.api<ApiError>(`/api/v2/users/${active.id}/activation-mail`, { method: 'POST', token: admin });
    expect(refused.status).toBe(409);
    expect((await server.api<ApiError>('/api/v2/users/999999/activation-mail', { method: 'POST', token: admin })).status).toBe(404);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const user = await find(reader.email);
    const bad = await patch(user.id, { isSuperuser: 'yes' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('isSuperuser');
    expect((await patch(user.id, {})).status).toBe(400);
    expect((await server.api('/api/v2/users/abc', { method: 'PATCH', json: { isActive: true }, token: admin })).status).toBe(400);
  });
});

describe('own account', () => {
  const owner = { email: 'owner.account@example.org', password: 'Carbamazepine-levels-12' };
  beforeAll(() => signUp(owner.email, owner.password));

  it('changes the address only after the link mailed to the new one is opened', async () => {
    const token = (await server.login(owner.email, owner.password)).access;
    const wrong = await server.api<ApiError>('/api/v2/auth/users/me/email', {
      method: 'POST',
      json: { newEmail: 'owner.new@example.org', currentPassword: 'not-it' },
      token,
    });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('currentPassword');
    const taken = await server.api('/api/v2/auth/users/me/email', {
      method: 'POST',
      json: { newEmail: reader.email, currentPassword: owner.password },
      token,
    });
    // Says nothing about other accounts (issue 38, M1): the same 204, and the other account is told.
    expect(taken.status).toBe(204);
    const after = smtp.messages.length;
    const asked = await server.api('/api/v2/auth/users/me/email', {
      method: 'POST',
      json: { newEmail: 'owner.new@example.org', currentPassword: owner.password },
      token,
    });
    expect(asked.status).toBe(204);
    const mail = await smtp.next('owner.new@example.org', after);
    const link = linkIn(mail, '/confirm-email');
    // Until confirmed, the old address signs in.
    expect((await server.login(owner.email, owner.password)).access).toBeTruthy();
    expect(
      (await server.api('/api/v2/auth/users/me/email/confirm', { method: 'POST', json: { uid: link.uid, token: link.token } })).status,
    ).toBe(204);
    expect((await server.api('/api/v2/auth/token', { method: 'POST', json: owner })).status).toBe(401);
    expect((await server.login('owner.new@example.org', owner.password)).access).toBeTruthy();
    expect(await lastAudit()).toMatchObject({
      action: 'account.email_change',
      before: { email: owner.email },
      after: { email: 'owner.new@example.org' },
    });
    // The link works once.
    expect(
      (await server.api('/api/v2/auth/users/me/email/confirm', { method: 'POST', json: { uid: link.uid, token: link.token } })).status,
    ).toBe(403);
  });

  it('signs out every session', async () => {
    const a = (await server.login('owner.new@example.org', owner.password)).access;
    const b = await server.login('owner.new@example.org', owner.password);
    expect((await server.api('/api/v2/auth/users/me/sign-out-everywhere', { method: 'POST', token: a })).status).toBe(204);
    expect((await server.api('/api/v2/auth/users/me', { token: a })).status).toBe(401);
    expect((await server.api('/api/v2/auth/users/me', { token: b.access })).status).toBe(401);
    expect((await server.api('/api/v2/auth/token/refresh', { method: 'POST', json: { refresh: b.refresh } })).status).toBe(401);
    expect((await lastAudit()).action).toBe('account.sign_out_everywhere');
  });
});
