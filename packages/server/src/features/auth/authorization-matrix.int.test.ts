import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, linkIn } from '../../../test/smtp-sink';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
const tokens = { anonymous: undefined as string | undefined, user: '', superuser: '' };
let signInBoth: () => Promise<void>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ smtpUrl: smtp.url });
  const email = 'plain.user@example.org';
  const password = 'Plain-user-password-7';
  await server.api('/api/v2/auth/users', { method: 'POST', json: { email, password, rePassword: password } });
  const link = linkIn(await smtp.next(email), '/activate');
  await server.api('/api/v2/auth/users/activation', { method: 'POST', json: { uid: link.uid, token: link.token } });
  signInBoth = async () => {
    tokens.user = (await server.login(email, password)).access;
    tokens.superuser = (await server.login(server.admin.email, server.admin.password)).access;
  };
  await signInBoth();
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

type Caller = keyof typeof tokens;
const allowed: Record<string, Caller[]> = {
  public: ['anonymous', 'user', 'superuser'],
  user: ['user', 'superuser'],
  superuser: ['superuser'],
};

/** Fills path parameters with plausible values so the request reaches the access check. */
const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000').replace('/*', '/some/page');

describe('authorization matrix', () => {
  it('walks every registered route with no token, a user token and a superuser token', async () => {
    const rows: string[] = [];
    const routes = server.routes().filter((r) => r.method !== 'HEAD');
    for (const route of routes) {
      const results: string[] = [];
      for (const caller of Object.keys(tokens) as Caller[]) {
        const token = tokens[caller];
        const withBody = route.method !== 'GET' && route.method !== 'DELETE';
        const res = await fetch(server.url + concrete(route.url), {
          method: route.method,
          headers: { ...(withBody ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `JWT ${token}` } : {}) },
          ...(withBody ? { body: '{}' } : {}),
        });
        // Not read: let the connection go (a streamed backup would otherwise be left half sent).
        await res.body?.cancel();
        const denied = res.status === 401 || res.status === 403;
        const expected = allowed[route.access]!.includes(caller) ? 'allowed' : caller === 'anonymous' ? 401 : 403;
        if (expected === 'allowed') expect(denied, `${caller} ${route.method} ${route.url} got ${res.status}`).toBe(false);
        else expect(res.status, `${caller} ${route.method} ${route.url}`).toBe(expected);
        results.push(`${caller}=${res.status}`);
        // Signing out everywhere kills the caller's token: sign in again for the routes after it.
        if (route.url === '/api/v2/auth/users/me/sign-out-everywhere' && !denied) await signInBoth();
      }
      rows.push(`${route.access.padEnd(9)} ${route.method.padEnd(6)} ${route.url.padEnd(42)} ${results.join(' ')}`);
    }
    console.log(`authorization matrix: ${routes.length} routes\n${rows.join('\n')}`);
    expect(routes.length).toBeGreaterThan(15);
    // The admin calls are among the superuser-only routes the loop above refused to everyone else.
    const superuserOnly = routes.filter((r) => r.access === 'superuser').map((r) => `${r.method} ${r.url}`);
    expect(superuserOnly).toEqual(
      expect.arrayContaining([
        'GET /api/v2/audit',
        'GET /api/v2/ai-settings',
        'PUT /api/v2/ai-settings/:key',
        'POST /api/v2/ai-settings/test',
        'GET /api/ai_settings/settings/',
        'GET /api/v2/feedback',
        'PATCH /api/v2/feedback/:id',
        'GET /api/v2/feedback/export.csv',
        'GET /api/v2/newsletter/export.csv',
        'DELETE /api/v2/documents/:guid',
        'GET /api/v2/users',
        'PATCH /api/v2/users/:id',
        'POST /api/v2/users/:id/activation-mail',
        'GET /api/v2/content/review',
      ]),
    );
    // The signed-in user's own account changes: anonymous 401, any signed-in user allowed.
    const userOnly = routes.filter((r) => r.access === 'user').map((r) => `${r.method} ${r.url}`);
    expect(userOnly).toEqual(
      expect.arrayContaining(['POST /api/v2/auth/users/me/email', 'POST /api/v2/auth/users/me/sign-out-everywhere']),
    );
    expect(routes.some((r) => r.access === 'user')).toBe(true);
  });
});
