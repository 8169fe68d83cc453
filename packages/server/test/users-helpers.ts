import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './test-server';

/**
 * Registers and activates an ordinary (non-superuser) account through the real endpoints, reading
 * the activation link from the mail the server logs when no SMTP server is configured.
 * Mail is delivered by the job runner after the request commits, so the line is awaited, not assumed.
 */
export async function signUpReader(server: TestServer, email: string, password = 'a long enough passphrase 42'): Promise<string> {
  const before = server.logs.length;
  const created = await server.api('/api/auth/users/', { method: 'POST', json: { email, password, re_password: password } });
  if (created.status !== 201) throw new Error(`sign-up failed: ${created.status} ${JSON.stringify(created.body)}`);
  const line = await mailLine(server, before, email);
  const link = line?.match(/\/activate\/([^/\s"\\]+)\/([^/\s"\\]+)/);
  if (!link) throw new Error('no activation mail in the log');
  const activated = await server.api('/api/auth/users/activation/', { method: 'POST', json: { uid: link[1], token: link[2] } });
  if (activated.status !== 204) throw new Error(`activation failed: ${activated.status}`);
  return (await server.login(email, password)).access;
}

async function mailLine(server: TestServer, from: number, email: string, timeoutMs = 15_000): Promise<string | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const line = server.logs.slice(from).find((l) => l.includes(email) && l.includes('/activate/'));
    if (line || Date.now() > deadline) return line;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A test server for the enclosing file, with the seeded superuser's token and an ordinary reader's
 * (for the "anonymous 401, reader 403" checks), started before its tests and closed after them.
 */
export function withServerAdminAndReader(
  readerEmail: string,
  started: (s: { server: TestServer; admin: string; reader: string }) => void,
): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
    const admin = (await server.login(server.admin.email, server.admin.password)).access;
    started({ server, admin, reader: await signUpReader(server, readerEmail) });
  });
  afterAll(() => server?.close());
}
