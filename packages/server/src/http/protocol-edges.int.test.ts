import type { ApiError } from '@balancer/contract';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('x-request-id', () => {
  it('keeps a short plain id from the client and replaces anything else', async () => {
    const echoed = await server.api('/api/v1/api/version', { headers: { 'x-request-id': 'lb-7f3a.12:9' } });
    expect(echoed.headers.get('x-request-id')).toBe('lb-7f3a.12:9');
    for (const given of ['x'.repeat(65), 'has space', '<script>', 'line"quote']) {
      const res = await server.api('/api/v1/api/version', { headers: { 'x-request-id': given } });
      expect(res.headers.get('x-request-id')).toMatch(uuid);
    }
  });
});

describe('errors Fastify and Node raise themselves', () => {
  it('answers oversized headers with 431 in the error envelope', async () => {
    const res = await server.api<ApiError>('/api/v1/api/version', { headers: { 'x-padding': 'a'.repeat(20_000) } });
    expect(res.status).toBe(431);
    expect(res.body).toMatchObject({ code: 'headers_too_large', error: expect.any(String), requestId: expect.stringMatching(uuid) });
  });

  it('answers an undecodable URL with 400 in the error envelope', async () => {
    const res = await server.api<ApiError>('/api/v2/documents/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'bad_request', error: expect.stringMatching(/^url: /), requestId: expect.any(String) });
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
  });
});

describe('/api/health', () => {
  it('reports the database as reachable', async () => {
    const res = await server.api('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', databaseReachable: true, database: server.config.database.kind });
  });
});

describe('the embedded database directory', () => {
  it.skipIf(inject('dbTemplate').kind === 'postgres')('is private to the server user: directories 0700, its files 0600', () => {
    const target = server.config.database;
    if (target.kind !== 'pglite') return;
    const mode = (p: string) => statSync(p).mode & 0o777;
    const openDirs: string[] = [];
    const walk = (at: string) => {
      if (mode(at) !== 0o700) openDirs.push(at);
      for (const entry of readdirSync(at, { withFileTypes: true })) if (entry.isDirectory()) walk(path.join(at, entry.name));
    };
    walk(target.dataDir);
    expect(openDirs).toEqual([]);
    // Written by initdb with 0666 and 0644.
    expect(mode(path.join(target.dataDir, 'PG_VERSION'))).toBe(0o600);
    expect(mode(path.join(target.dataDir, 'postgresql.conf'))).toBe(0o600);
  });
});
