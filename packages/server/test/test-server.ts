import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { inject } from 'vitest';
import { bootstrap } from '../src/bootstrap';
import { loadConfig, type Config } from '../src/config/env';
import { cloneTemplate } from './test-database';

export type TestServer = {
  url: string;
  /** The superuser every test server starts with. */
  admin: { email: string; password: string };
  config: Config;
  /** Every log line the server wrote, as text: tests check what never reaches the logs. */
  logs: string[];
  close(): Promise<void>;
  api<T = unknown>(
    path: string,
    init?: RequestInit & { json?: unknown; token?: string },
  ): Promise<{ status: number; headers: Headers; body: T }>;
  /** Every registered route with its declared access level. */
  routes(): { method: string; url: string; access: 'public' | 'user' | 'superuser' }[];
  /** Signs in through the real endpoint and returns the token pair. */
  login(email: string, password: string): Promise<{ access: string; refresh: string }>;
};

/** Starts the real server on a random port over a private copy of the template database. */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  // A database the test prepared itself (and drops itself), or a private copy of the template.
  const { target, drop } = overrides.database
    ? { target: overrides.database, drop: async () => {} }
    : await cloneTemplate(inject('dbTemplate'));
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const admin = { email: 'admin@test.example', password: randomBytes(12).toString('base64url') };
  const config: Config = {
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    database: target,
    logLevel: 'info',
    admin,
    jwtSecret: randomBytes(32).toString('base64url'),
    ...overrides,
  };
  const app = await bootstrap(config, { level: config.logLevel, stream });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const server: TestServer = {
    url: address,
    admin,
    config,
    logs,
    routes: () => app.accessTable,
    async close() {
      await app.close();
      await drop();
    },
    async login(email, password) {
      const res = await server.api<{ access: string; refresh: string }>('/api/v2/auth/token', {
        method: 'POST',
        json: { email, password },
      });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    async api(path, init = {}) {
      const { json, token, ...rest } = init;
      const res = await fetch(address + path, {
        ...rest,
        headers: {
          ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `JWT ${token}` } : {}),
          ...(rest.headers as Record<string, string>),
        },
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* non-JSON bodies (HTML, PDF) stay text */
      }
      return { status: res.status, headers: res.headers, body: body as never };
    },
  };
  return server;
}
