import type { ApiError, SearchResponse, UploadedFile } from '@balancer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload, waitForIngestion } from '../../../test/documents-helpers';
import { encryptedPdf, fixturePhrases, libraryPdf, textlessPdf, truncatedPdf } from '../../../test/pdf-fixtures';
import { linkIn, startSmtpSink } from '../../../test/smtp-sink';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let admin = '';
let user = '';
let pdf: Buffer;
let guid = '';

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ smtpUrl: smtp.url, maxUploadMb: 0.2 });
  admin = (await server.login(server.admin.email, server.admin.password)).access;
  const email = 'reader@example.org';
  const password = 'Lithium-levels-weekly-7';
  await server.api('/api/v2/auth/users', { method: 'POST', json: { email, password, rePassword: password } });
  const link = linkIn(await smtp.next(email), '/activate');
  await server.api('/api/v2/auth/users/activation', { method: 'POST', json: { uid: link.uid, token: link.token } });
  user = (await server.login(email, password)).access;
  pdf = await libraryPdf();
  const res = await upload(server, admin, pdf, 'monitoring-handbook.pdf');
  expect(res.status).toBe(201);
  expect(res.body.status).toBe('processing');
  guid = res.body.guid;
  const done = await waitForIngestion(server, admin, guid);
  expect(done).toMatchObject({ status: 'ready', pageCount: 10, pagesDone: 10, title: 'Invented monitoring handbook' });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const list = (token?: string) => server.api<UploadedFile[]>('/api/v2/documents', token ? { token } : {});
const search = (q: string, extra = '') => server.api<SearchResponse>(`/api/v2/search?q=${encodeURIComponent(q)}${extra}`, { token: user });

describe('upload and ingestion', () => {
  it('lists the file for everyone, with the uploader e-mail for superusers only', async () => {
    const anonymous = await list();
    expect(anonymous.body.map((f) => f.guid)).toContain(guid);
    expect(anonymous.body[0]).not.toHaveProperty('uploadedByEmail');
    const asAdmin = (await list(admin)).body.find((f) => f.guid === guid)!;
    expect(asAdmin).toMatchObject({
      fileName: 'monitoring-handbook.pdf',
      size: pdf.length,
      pageCount: 10,
      uploadedByEmail: server.admin.email,
    });
    expect(asAdmin.chunkCount).toBeGreaterThanOrEqual(10);
  });

  it('serves the bytes unchanged to signed-in users only', async () => {
    const res = await fetch(`${server.url}/api/v2/documents/${guid}`, { headers: { authorization: `JWT ${user}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await fetch(`${server.url}/api/v2/documents/${guid}`)).status).toBe(401);
    expect((await server.api<ApiError>('/api/v2/documents/not-a-guid', { token: user })).body.fields).toHaveProperty('guid');
  });
});

describe('search', () => {
  it('finds a phrase on page 7 first, with a highlighted snippet', async () => {
    const { status, body } = await search('titrated cariprazine slowly watching for akathisia');
    expect(status).toBe(200);
    expect(body.results[0]).toMatchObject({ guid, page: 7 });
    expect(body.results[0]!.text).toContain(fixturePhrases[7]);
    expect(body.results[0]!.highlighted).toMatch(/<mark>cariprazine<\/mark>/i);
    expect(body.results[0]!.snippet).not.toContain('<mark>');
  });

  it('finds the generic passage for a brand name (Depakote -> divalproex)', async () => {
    const { body } = await search('Depakote levels');
    expect(body.expanded).toEqual(expect.arrayContaining(['Valproate', 'divalproex']));
    expect(body.results[0]).toMatchObject({ page: 3 });
    expect(body.results[0]!.text).toContain('Divalproex sodium');
  });

  it('tolerates a misspelt drug name', async () => {
    const { body } = await search('carriprazine');
    expect(body.results.some((r) => r.page === 7)).toBe(true);
  });

  it('filters by file and refuses anonymous callers', async () => {
    const { body } = await search('cariprazine', `&guid=${guid}`);
    expect(body.results.every((r) => r.guid === guid)).toBe(true);
    expect((await server.api('/api/v2/search?q=lithium')).status).toBe(401);
  });
});

describe('refused uploads leave the library unchanged', () => {
  const cases: [string, () => Promise<Buffer | string>, number, string][] = [
    ['a non-PDF', async () => 'hello, this is plain text', 422, 'pdf_notPdf'],
    ['an oversized file', async () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300 * 1024, 32)]), 413, 'payload_too_large'],
    ['an encrypted PDF', encryptedPdf, 422, 'pdf_encrypted'],
    ['a PDF without text', textlessPdf, 422, 'pdf_noText'],
    ['a truncated PDF', truncatedPdf, 422, 'pdf_truncated'],
  ];
  it.each(cases)('refuses %s with its own message', async (_label, make, status, code) => {
    const before = (await list(admin)).body;
    const res = await upload(server, admin, await make());
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    expect(res.body.fields?.file?.[0]).toEqual(expect.any(String));
    expect((await list(admin)).body).toEqual(before);
  });

  it('answers 403 to a signed-in non-superuser and 401 to anonymous callers', async () => {
    const before = (await list(admin)).body;
    expect((await upload(server, user, pdf)).status).toBe(403);
    expect((await upload(server, undefined, pdf)).status).toBe(401);
    expect((await list(admin)).body).toEqual(before);
  });

  it('answers 400 when no file is attached', async () => {
    const res = await server.api<ApiError>('/api/v2/documents', { method: 'POST', body: new FormData(), token: admin });
    expect(res.status).toBe(400);
  });
});

describe('metadata and deletion', () => {
  it('edits only the four metadata fields', async () => {
    const ok = await server.api<UploadedFile>(`/api/v2/documents/${guid}/metadata`, {
      method: 'PATCH',
      token: admin,
      json: { title: 'Renamed handbook', publication: 'Invented Journal', publicationDate: '2024/03/31', fileName: 'renamed.pdf' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      title: 'Renamed handbook',
      publication: 'Invented Journal',
      publicationDate: '2024-03-31',
      fileName: 'renamed.pdf',
    });
    const massAssign = await server.api<ApiError>(`/api/v2/documents/${guid}/metadata`, {
      method: 'PATCH',
      token: admin,
      json: { size: 1, uploaded_by: 2 },
    });
    expect(massAssign.status).toBe(400);
    expect(massAssign.body.error).toMatch(/size/);
    const badDate = await server.api<ApiError>(`/api/v2/documents/${guid}/metadata`, {
      method: 'PATCH',
      token: admin,
      json: { publicationDate: '31 March' },
    });
    expect(badDate.body.fields).toHaveProperty('publicationDate');
    expect((await server.api(`/api/v2/documents/${guid}/metadata`, { method: 'PATCH', token: user, json: { title: 'x' } })).status).toBe(
      403,
    );
    const cleared = await server.api<UploadedFile>(`/api/v2/documents/${guid}/metadata`, {
      method: 'PATCH',
      token: admin,
      json: { publicationDate: null },
    });
    expect(cleared.body.publicationDate).toBeNull();
  });

  it('deletes the file with its pages and passages', async () => {
    const second = await upload(server, admin, await libraryPdf(), 'second.pdf');
    await waitForIngestion(server, admin, second.body.guid);
    expect((await server.api(`/api/v2/documents/${second.body.guid}`, { method: 'DELETE', token: user })).status).toBe(403);
    expect((await server.api(`/api/v2/documents/${second.body.guid}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await list()).body.map((f) => f.guid)).not.toContain(second.body.guid);
    const { body } = await search('marigold cohort');
    expect(body.results.every((r) => r.guid === guid)).toBe(true);
    expect((await server.api(`/api/v2/documents/${second.body.guid}/status`, { token: admin })).status).toBe(404);
  });
});
