import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminQuery } from '../../../test/test-database';
import { startTestServer, type TestServer } from '../../../test/test-server';

/** PostgreSQL refusing connections mid-run (PGlite lives in the server process and cannot go down alone). */
const template = inject('dbTemplate');
const adminUrl = template.kind === 'postgres' ? template.url : '';
let server: TestServer;
let database = '';

beforeAll(async () => {
  if (template.kind !== 'postgres') return;
  server = await startTestServer();
  if (server.config.database.kind === 'postgres') database = new URL(server.config.database.url).pathname.slice(1);
});
afterAll(async () => {
  if (template.kind !== 'postgres') return;
  await adminQuery(adminUrl, `ALTER DATABASE ${database} ALLOW_CONNECTIONS true`);
  await server.close();
});

describe.skipIf(template.kind !== 'postgres')('with the database down', () => {
  it('answers a signed-in suggester call like an anonymous one, and health says the database is unreachable', async () => {
    const { access } = await server.login(server.admin.email, server.admin.password);
    await adminQuery(adminUrl, `ALTER DATABASE ${database} ALLOW_CONNECTIONS false`);
    await adminQuery(adminUrl, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database}'`);

    const suggest = await server.api('/api/v1/api/get_med_recommend', { method: 'POST', json: { state: 'Manic' }, token: access });
    expect(suggest.status).toBe(200);
    const health = await server.api('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'unavailable', database: 'postgres', databaseReachable: false });
  });
});
