import type { ApiError } from '@balancer/contract';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { bootstrap } from '../../bootstrap';
import { loadConfig } from '../../config/env';
import { cloneTemplate, testDataRoot } from '../../../test/test-database';
import { startTestServer, type TestServer } from '../../../test/test-server';

const webDist = path.join(testDataRoot, `web-${process.pid}`);
let server: TestServer;

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Balancer</title><div id="root"></div>');
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  server = await startTestServer({ webDist, version: '1.2.3-test' });
});
afterAll(() => server.close());

describe('system endpoints', () => {
  it('reports health, version and the OpenAPI document', async () => {
    const health = await server.api<Record<string, unknown>>('/api/health');
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('ok');
    expect(['pglite', 'postgres']).toContain(health.body.database);
    // No dense retrieval exists, so health claims none (docs/adr/0029-library-contract-and-v2.md).
    expect(Object.keys(health.body).sort()).toEqual(['database', 'databaseReachable', 'status']);

    expect((await server.api('/api/v2/version')).body).toEqual({ version: '1.2.3-test' });

    const doc = await server.api<{ openapi: string; paths: Record<string, unknown> }>('/api/docs/openapi.json');
    expect(doc.body.openapi).toMatch(/^3\./);
    // Each suggestion's "Start, target, monitor" block is in the v2 answer's schema (issue 41).
    expect(JSON.stringify(doc.body.paths['/api/v2/recommendations'])).toMatch(/startTargetMonitor/);
    const legacy = [
      '/api/v1/api/get_med_recommend',
      '/api/v1/api/get_full_list_med',
      '/api/v1/api/riskWithSources',
      '/api/v1/api/feedback/',
      '/api/auth/jwt/create/',
      '/api/v1/api/uploadFile/{guid}',
    ];
    for (const p of [
      ...legacy,
      '/api/v2/recommendations',
      '/api/v2/medications',
      '/api/v2/medications/{id}',
      '/api/v2/feedback',
      '/api/v2/auth/token',
    ]) {
      expect(Object.keys(doc.body.paths)).toContain(p);
    }
  });

  it('sends security headers and a request id on every response', async () => {
    const res = await server.api('/api/health', { headers: { 'x-request-id': 'trace-me-123' } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    // Served over plain HTTP here, so the browser must not be told to upgrade asset requests.
    expect(res.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    // Nor told to insist on HTTPS for the host: an intranet install on plain HTTP would lock itself out.
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-request-id')).toBe('trace-me-123');
    // Refusals too: the headers are set before access control can refuse.
    const refused = await server.api('/api/v2/content/versions', { headers: { 'x-request-id': 'refused-1' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    expect(refused.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(refused.headers.get('x-request-id')).toBe('refused-1');
  });
});

describe('security headers behind HTTPS', () => {
  it('asks browsers to upgrade insecure requests and to keep to HTTPS when the public address is https', async () => {
    const https = await startTestServer({ publicUrl: 'https://balancer.example.org' });
    const res = await https.api('/api/health');
    await https.close();
    expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('the web app at /', () => {
  it('serves index.html for client routes and real files for assets', async () => {
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
    const deep = await fetch(`${server.url}/medications?x=1`);
    expect(deep.status).toBe(200);
    expect(deep.headers.get('content-type')).toMatch(/text\/html/);
    const asset = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
  });

  it('keeps unknown API paths as JSON 404s, for every method', async () => {
    const get = await server.api<ApiError>('/api/v2/nope');
    expect(get.status).toBe(404);
    expect(get.body.code).toBe('not_found');
    const post = await server.api<ApiError>('/api/v2/nope', { method: 'POST', json: {} });
    expect(post.status).toBe(404);
    expect(post.body.code).toBe('not_found');
    // The original API's paths answer its own shape.
    const legacy = await server.api('/api/v1/api/nope', { method: 'POST', json: {} });
    expect(legacy).toMatchObject({ status: 404, body: { detail: 'No route POST /api/v1/api/nope' } });
  });

  it('answers a JSON 404 at /cds-services when no EHR client is configured, even with the web app built', async () => {
    for (const url of ['/cds-services', '/cds-services/balancer-bipolar-suggestions']) {
      const res = await server.api<ApiError>(url);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
  });

  it('refuses path traversal', async () => {
    const res = await fetch(`${server.url}/..%2f..%2fpackage.json`);
    expect(await res.text()).not.toContain('"workspaces"');
  });
});

describe('start-up', () => {
  it('migrates and seeds once: a restart on the same database keeps one catalogue', async () => {
    const { target, drop } = await cloneTemplate(inject('dbTemplate'));
    const config = { ...loadConfig({}), database: target, admin: server.admin, jwtSecret: server.config.jwtSecret };
    const count = async () => {
      const app = await bootstrap(config, false);
      const res = await app.inject({ method: 'GET', url: '/api/v1/api/get_full_list_med' });
      await app.close();
      return (res.json() as unknown[]).length;
    };
    const first = await count();
    expect(first).toBeGreaterThan(25);
    expect(await count()).toBe(first);
    await drop();
    // Two full start-ups (open, migrate check, seed, job runners) on a shared two-core machine.
  }, 90_000);
});
