import type { ApiError } from '@balancer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port';
import { linkIn, startSmtpSink } from '../../../test/smtp-sink';
import { startTestServer, type TestServer } from '../../../test/test-server';

/**
 * Mail leaves through the outbox and the mail job, never inside the request: with the SMTP server down
 * every address gets the same answer, nothing is half-done, and the mail arrives once SMTP is back.
 */
let server: TestServer;
let port: number;
let smtp: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
const password = 'Olanzapine-evening-dose-5';

beforeAll(async () => {
  // An SMTP server that is down, until a sink starts on the same port.
  port = await freePort();
  server = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailRetrySeconds: 1, publicUrl: 'https://balancer.example' });
});
afterAll(async () => {
  await server.close();
  await smtp?.close();
});

async function mailMatching(to: string, pattern: RegExp, after = 0) {
  for (let i = 0; i < 150; i++) {
    const found = smtp?.messages.slice(after).find((m) => m.to.includes(to) && pattern.test(m.text));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}

const post = <T = unknown>(path: string, json: unknown) => server.api<T>(`/api/auth/${path}`, { method: 'POST', json });

describe('with the SMTP server down', () => {
  it('answers every address alike, then delivers with retries once SMTP is back', async () => {
    const fresh = 'fresh.user@example.org';
    const created = await post('users/', { email: fresh, password, re_password: password, first_name: 'Fresh' });
    // The superuser's address is taken: same status and the same body shape as a new one.
    const taken = await post('users/', { email: server.admin.email, password, re_password: password, first_name: 'Fresh' });
    expect(created.status).toBe(201);
    expect(taken.status).toBe(201);
    expect(created.body).toEqual({ email: fresh, first_name: 'Fresh', last_name: '' });
    expect(Object.keys(taken.body as object)).toEqual(Object.keys(created.body as object));

    for (const path of ['users/reset_password/', 'users/resend_activation/']) {
      const known = await post(path, { email: path.includes('reset') ? server.admin.email : fresh });
      const unknown = await post(path, { email: 'nobody.here@example.org' });
      expect([known.status, unknown.status]).toEqual([204, 204]);
      expect(known.body).toEqual(unknown.body);
    }
    // Delivery failed at least once before the sink starts.
    await new Promise((r) => setTimeout(r, 300));
    smtp = await startSmtpSink(undefined, port);

    const activation = linkIn(await smtp.next(fresh), '/activate');
    expect((await post('users/activation/', { uid: activation.uid, token: activation.token })).status).toBe(204);
    await server.login(fresh, password);
    await mailMatching(server.admin.email, /already has one/);
    linkIn(await mailMatching(server.admin.email, /reset the password/), '/password/reset/confirm');
    expect(smtp.messages.some((m) => m.to.includes('nobody.here@example.org'))).toBe(false);
  }, 60_000);

  it('tells the owner of a taken address by mail instead of telling the caller', async () => {
    const before = smtp!.messages.length;
    const res = await post<ApiError>('users/', { email: server.admin.email.toUpperCase(), password, re_password: password });
    expect(res.status).toBe(201);
    const mail = await mailMatching(server.admin.email, /already has one/, before);
    expect(mail.text).toContain('https://balancer.example/resetpassword');
  });
});
