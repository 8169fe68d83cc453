import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ smtpUrl: undefined });
});
afterAll(() => server.close());

describe('mail without SMTP', () => {
  it('goes to the log (and the outbox table) with a working activation link', async () => {
    const email = 'offline.install@example.org';
    const password = 'Offline-install-pass-3';
    expect((await server.api('/api/v2/auth/users', { method: 'POST', json: { email, password, rePassword: password } })).status).toBe(201);
    // Delivery is a job: wait for it.
    let line: string | undefined;
    for (let i = 0; i < 100 && !line; i++) {
      line = server.logs.find((l) => l.includes('mail written to the outbox') && l.includes(email));
      if (!line) await new Promise((r) => setTimeout(r, 100));
    }
    const match = /\/activate\/([^/\s"\\]+)\/([^/\s"\\]+)/.exec(line ?? '');
    expect(match).not.toBeNull();
    const activated = await server.api('/api/v2/auth/users/activation', { method: 'POST', json: { uid: match![1], token: match![2] } });
    expect(activated.status).toBe(204);
    await server.login(email, password);
  });
});
