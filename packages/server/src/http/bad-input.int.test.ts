import type { ApiError, UploadResponse } from '@balancer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../../test/documents-helpers';
import { libraryPdf } from '../../test/pdf-fixtures';
import { startTestServer, type TestServer } from '../../test/test-server';

/** Input that used to reach the database unvalidated and answer 500: each is a 400 naming the field. */
let server: TestServer;
let admin: string;
const NUL = '\u0000';

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(server.admin.email, server.admin.password)).access;
});
afterAll(() => server.close());

function expectRefused(res: { status: number; body: unknown }, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  const body = res.body as ApiError;
  expect(body.code).toBe('validation_error');
  expect(Object.keys(body.fields ?? {})).toContain(field);
}

const feedback = { feedbacktype: 'issue', name: 'Dr Test', email: 'test@example.org', message: 'Looks fine' };
const patient = { state: 'Manic', riskFactors: [], priorMedications: [], first: [], second: [], third: [], excluded: [] };

describe('NUL characters', () => {
  it('are refused in feedback name, message and the reported patient', async () => {
    const post = (json: unknown) => server.api('/api/v2/feedback', { method: 'POST', json });
    expectRefused(await post({ ...feedback, name: `Dr${NUL}` }), 'name');
    expectRefused(await post({ ...feedback, message: `a${NUL}b` }), 'message');
    expectRefused(await post({ ...feedback, patient: { ...patient, first: [`Lithium${NUL}`] } }), 'patient.first.0');
  });

  it('are refused in a registration firstName and in a profile edit', async () => {
    const password = 'Valproate-level-check-7';
    const created = await server.api('/api/v2/auth/users', {
      method: 'POST',
      json: { email: 'nul.name@example.org', password, rePassword: password, firstName: `A${NUL}` },
    });
    expectRefused(created, 'firstName');
    const patched = await server.api('/api/v2/auth/users/me', { method: 'PATCH', json: { lastName: `B${NUL}` }, token: admin });
    expectRefused(patched, 'lastName');
  });

  it('are refused in riskWithSources.drug and get_full_list_med?name=', async () => {
    // Legacy paths answer the original API's shape: {field: [messages]}.
    const legacy = [
      await server.api<Record<string, string[]>>('/api/v1/api/riskWithSources', { method: 'POST', json: { drug: `Lithium${NUL}` } }),
      await server.api<Record<string, string[]>>(`/api/v1/api/get_full_list_med?name=Lithium%00`),
    ];
    expect(legacy.map((r) => [r.status, Object.keys(r.body)])).toEqual([
      [400, ['drug']],
      [400, ['name']],
    ]);
    expectRefused(await server.api(`/api/v2/medications/Lithium%00`), 'id');
  });

  it('are refused in search q, in metadata title and in an upload file name', async () => {
    expectRefused(await server.api('/api/v2/search?q=lithium%00', { token: admin }), 'q');
    const uploaded = await upload(server, admin, await libraryPdf());
    expect(uploaded.status).toBe(201);
    const guid = (uploaded.body as UploadResponse).guid;
    const edited = await server.api(`/api/v2/documents/${guid}/metadata`, { method: 'PATCH', json: { title: `T${NUL}` }, token: admin });
    expectRefused(edited, 'title');
    expectRefused(await upload(server, admin, await libraryPdf(), `paper${NUL}.pdf`), 'file');
  });
  it('are refused in an annotation highlight text', async () => {
    const { guid } = (await upload(server, admin, await libraryPdf())).body as UploadResponse;
    const highlight = { guid, page: 1, kind: 'highlight', rects: [{ x: 0, y: 0, w: 0.1, h: 0.1 }], color: '#ffcc00' };
    const res = await server.api('/api/v2/annotations', { method: 'POST', json: { ...highlight, text: `a${NUL}b` }, token: admin });
    expectRefused(res, 'text');
  });
});

describe('out-of-range values', () => {
  it('refuses a content version id of 2147483648 on every route that takes one', async () => {
    const id = 2147483648;
    expectRefused(await server.api(`/api/v2/content/versions/${id}`, { token: admin }), 'id');
    expectRefused(await server.api(`/api/v2/content/versions/${id}/rollback/preview`, { method: 'POST', token: admin }), 'id');
    const rollback = { reason: 'probe', confirm: true };
    expectRefused(await server.api(`/api/v2/content/versions/${id}/rollback`, { method: 'POST', json: rollback, token: admin }), 'id');
    expectRefused(await server.api(`/api/v2/feedback/${id}`, { method: 'PATCH', json: { handled: true }, token: admin }), 'id');
  });

  it('refuses a cited passage chunk or page of 2147483648 in a content change and its preview (issue 38 fuzz)', async () => {
    const { guid } = (await upload(server, admin, await libraryPdf())).body as UploadResponse;
    const change = { kind: 'rule.setEnabled', ruleId: 'no-such-rule', enabled: false };
    for (const [passage, field] of [
      [{ guid, page: 2, chunk: 2147483648 }, 'passages.0.chunk'],
      [{ guid, page: 2147483648, chunk: 0 }, 'passages.0.page'],
    ] as const) {
      const body = { change, passages: [passage], reason: 'probe', confirm: true };
      expectRefused(await server.api('/api/v2/content/changes', { method: 'POST', json: body, token: admin }), field);
      expectRefused(await server.api('/api/v2/content/preview', { method: 'POST', json: body, token: admin }), field);
    }
  });

  it('refuses an annotation page of 2147483648 (the page count may be unknown yet)', async () => {
    const { guid } = (await upload(server, admin, await libraryPdf())).body as UploadResponse;
    const highlight = { guid, page: 2147483648, kind: 'highlight', rects: [{ x: 0, y: 0, w: 0.1, h: 0.1 }], color: '#ffcc00' };
    expectRefused(await server.api('/api/v2/annotations', { method: 'POST', json: highlight, token: admin }), 'page');
  });

  // "MjE0NzQ4MzY0OA" is base64url for 2147483648, one past PostgreSQL's integer range.
  const uid = Buffer.from('2147483648').toString('base64url');

  it('refuses an activation or reset uid outside the id range', async () => {
    expectRefused(await server.api('/api/v2/auth/users/activation', { method: 'POST', json: { uid, token: 'x' } }), 'uid');
    const pair = { newPassword: 'Carbamazepine-9-slow', reNewPassword: 'Carbamazepine-9-slow' };
    expectRefused(await server.api('/api/v2/auth/password-reset/confirm', { method: 'POST', json: { uid, token: 'x', ...pair } }), 'uid');
  });

  it('refuses publicationDate 0000-01-01', async () => {
    const uploaded = await upload(server, admin, await libraryPdf());
    const guid = (uploaded.body as UploadResponse).guid;
    const res = await server.api(`/api/v2/documents/${guid}/metadata`, {
      method: 'PATCH',
      json: { publicationDate: '0000-01-01' },
      token: admin,
    });
    expectRefused(res, 'publicationDate');
    const ok = await server.api(`/api/v2/documents/${guid}/metadata`, {
      method: 'PATCH',
      json: { publicationDate: '0001-01-01' },
      token: admin,
    });
    expect(ok.status).toBe(200);
  });
});

describe('multipart', () => {
  it('answers a truncated body with 400 naming the file', async () => {
    const boundary = 'balancer-test-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(head), (await libraryPdf()).subarray(0, 2000)]);
    const res = await server.api('/api/v2/documents', {
      method: 'POST',
      body,
      token: admin,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expectRefused(res, 'file');
  });
});
