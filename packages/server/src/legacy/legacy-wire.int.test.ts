import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handbookPdf } from '../../test/answer-fixtures';
import { waitForIngestion } from '../../test/documents-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * The v1 paths served by v2 routes (legacyAliases) keep the original's snake_case field names while
 * v2 speaks camelCase (issue 39): request fields are read in snake_case, answers and errors sent in it.
 */
let server: TestServer;
let admin = '';
let guid = '';

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(server.admin.email, server.admin.password)).access;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await handbookPdf())], { type: 'application/pdf' }), 'wire.pdf');
  const uploaded = await server.api<Record<string, unknown>>('/api/v1/api/uploadFile', { method: 'POST', body: form, token: admin });
  expect(uploaded.status).toBe(201);
  expect(uploaded.body).toMatchObject({ file_id: expect.any(Number), guid: expect.any(String) });
  expect(uploaded.body).not.toHaveProperty('fileId');
  guid = uploaded.body.guid as string;
  expect((await waitForIngestion(server, admin, guid)).status).toBe('ready');
}, 180_000);
afterAll(() => server.close());

describe('the v1 wire of paths shared with v2', () => {
  it('lists documents and their status in snake_case on v1, camelCase on v2', async () => {
    const v1 = await server.api<Record<string, unknown>[]>('/api/v1/api/uploadFile', { token: admin });
    expect(v1.body[0]).toMatchObject({
      file_name: 'wire.pdf',
      page_count: expect.any(Number),
      chunk_count: expect.any(Number),
      uploaded_by_email: server.admin.email,
    });
    expect(Object.keys(v1.body[0]!).filter((k) => /[A-Z]/.test(k))).toEqual([]);
    const v2 = await server.api<Record<string, unknown>[]>('/api/v2/documents', { token: admin });
    expect(v2.body[0]).toMatchObject({ fileName: 'wire.pdf', pageCount: expect.any(Number), uploadedByEmail: server.admin.email });
    const status = await server.api(`/api/v1/api/uploadFile/${guid}/status`, { token: admin });
    expect(status.body).toMatchObject({
      status: 'ready',
      pages_done: expect.any(Number),
      page_count: expect.any(Number),
      chunk_count: expect.any(Number),
    });
  });

  it('edits metadata with the original field names, and names a refused field as the original did', async () => {
    const path = `/api/v1/api/editmetadata/${guid}`;
    const ok = await server.api(path, {
      method: 'PATCH',
      json: { file_name: 'renamed.pdf', publication_date: '2024-03-31' },
      token: admin,
    });
    expect(ok).toMatchObject({ status: 200, body: { file_name: 'renamed.pdf', publication_date: '2024-03-31' } });
    const bad = await server.api(path, { method: 'PATCH', json: { publication_date: '31 March' }, token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('publication_date');
  });

  it('reads the account fields of /api/auth/users/me/ in snake_case', async () => {
    const me = await server.api('/api/auth/users/me/', { method: 'PATCH', json: { first_name: 'Wire' }, token: admin });
    expect(me).toMatchObject({ status: 200, body: { first_name: 'Wire', is_superuser: true } });
    const v2 = await server.api('/api/v2/auth/users/me', { token: admin });
    expect(v2.body).toMatchObject({ firstName: 'Wire', isSuperuser: true });
  });
});
