import { Writable } from 'node:stream';
import { inject } from 'vitest';
import { bootstrap } from '../src/bootstrap';
import { loadConfig, type Config } from '../src/config/env';
import { cloneTemplate } from './test-database';

export type TestServer = {
  url: string;
  /** Every log line the server wrote, as text: tests check what never reaches the logs. */
  logs: string[];
  close(): Promise<void>;
  api<T = unknown>(path: string, init?: RequestInit & { json?: unknown }): Promise<{ status: number; headers: Headers; body: T }>;
};

/** Starts the real server on a random port over a private copy of the template database. */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const { target, drop } = await cloneTemplate(inject('dbTemplate'));
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const config: Config = { ...loadConfig({}), port: 0, host: '127.0.0.1', database: target, logLevel: 'info', ...overrides };
  const app = await bootstrap(config, { level: 'info', stream });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    logs,
    async close() {
      await app.close();
      await drop();
    },
    async api(path, init = {}) {
      const { json, ...rest } = init;
      const res = await fetch(address + path, {
        ...rest,
        headers: { ...(json !== undefined ? { 'content-type': 'application/json' } : {}), ...(rest.headers as Record<string, string>) },
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
}
