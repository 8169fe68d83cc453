import type { Annotation, ApiError } from '@balancer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textPdf } from '../../../test/pdf-fixtures';
import { upload, waitForIngestion } from '../../../test/documents-helpers';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUpReader } from '../../../test/users-helpers';

const PATH = '/api/v2/annotations';
let server: TestServer;
let admin: string;
let reader: string;
let other: string;
let guid: string;

// A 1×1 transparent PNG.
const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const ink = (page = 2) => ({
  guid,
  page,
  kind: 'ink',
  color: '#1d4ed8',
  thickness: 1,
  opacity: 1,
  paths: [
    [
      { x: 0.1, y: 0.1 },
      { x: 0.4, y: 0.3 },
    ],
  ],
});
const highlight = () => ({
  guid,
  page: 1,
  kind: 'highlight',
  color: '#facc15',
  text: 'renal function',
  rects: [{ x: 0.1, y: 0.2, w: 0.3, h: 0.02 }],
});

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(server.admin.email, server.admin.password)).access;
  const uploaded = await upload(server, admin, await textPdf({ pages: 3, title: 'Invented annotation fixture' }));
  guid = uploaded.body.guid;
  await waitForIngestion(server, admin, guid);
  reader = await signUpReader(server, 'annotating.reader@example.org');
  other = await signUpReader(server, 'other.reader@example.org');
});
afterAll(() => server.close());

describe('annotations', () => {
  it('saves highlight, ink and stamp for their owner and lists them back, oldest first', async () => {
    for (const json of [highlight(), ink(), { guid, page: 3, kind: 'stamp', image: png, rect: { x: 0.2, y: 0.2, w: 0.5, h: 0.3 } }]) {
      const { status, body } = await server.api<Annotation>(PATH, { method: 'POST', json, token: reader });
      expect(status).toBe(201);
      expect(body).toMatchObject({ kind: json.kind, page: json.page });
      expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    }
    const { status, body } = await server.api<Annotation[]>(`${PATH}?guid=${guid}`, { token: reader });
    expect(status).toBe(200);
    expect(body.map((a) => a.kind)).toEqual(['highlight', 'ink', 'stamp']);
    expect(body[1]).toMatchObject({ kind: 'ink', thickness: 1, opacity: 1, paths: ink().paths });
    expect(body[2]).toMatchObject({ kind: 'stamp', image: png });
  });

  it('never shows or removes them for another user', async () => {
    const mine = await server.api<Annotation[]>(`${PATH}?guid=${guid}`, { token: reader });
    const theirs = await server.api<Annotation[]>(`${PATH}?guid=${guid}`, { token: other });
    expect(theirs.body).toEqual([]);
    expect((await server.api<Annotation[]>(`${PATH}?guid=${guid}`, { token: admin })).body).toEqual([]);
    const id = mine.body[0]!.id;
    const stolen = await server.api<ApiError>(`${PATH}/${id}`, { method: 'DELETE', token: other });
    expect(stolen.status).toBe(404);
    expect((await server.api<Annotation[]>(`${PATH}?guid=${guid}`, { token: reader })).body).toHaveLength(mine.body.length);
  });

  it('deletes one of your own (then 404 for a second delete)', async () => {
    const created = await server.api<Annotation>(PATH, { method: 'POST', json: ink(1), token: reader });
    expect((await server.api(`${PATH}/${created.body.id}`, { method: 'DELETE', token: reader })).status).toBe(204);
    expect((await server.api(`${PATH}/${created.body.id}`, { method: 'DELETE', token: reader })).status).toBe(404);
    const left = await server.api<Annotation[]>(`${PATH}?guid=${guid}`, { token: reader });
    expect(left.body.map((a) => a.id)).not.toContain(created.body.id);
  });

  it('refuses anonymous callers', async () => {
    expect((await server.api(`${PATH}?guid=${guid}`)).status).toBe(401);
    expect((await server.api(PATH, { method: 'POST', json: ink() })).status).toBe(401);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ ...ink(), thickness: 0 }, 'thickness'],
      [{ ...ink(), opacity: 2 }, 'opacity'],
      [{ ...ink(), page: 0 }, 'page'],
      [{ ...ink(), guid: 'nope' }, 'guid'],
      [{ ...highlight(), rects: [{ x: 2, y: 0, w: 0.1, h: 0.1 }] }, 'rects.0.x'],
      [{ guid, page: 1, kind: 'stamp', image: 'data:text/html;base64,PGI+', rect: { x: 0, y: 0, w: 0.1, h: 0.1 } }, 'image'],
      [
        { guid, page: 1, kind: 'stamp', image: `data:image/png;base64,${'A'.repeat(700_000)}`, rect: { x: 0, y: 0, w: 0.1, h: 0.1 } },
        'image',
      ],
    ];
    for (const [json, field] of cases) {
      const { status, body } = await server.api<ApiError>(PATH, { method: 'POST', json, token: reader });
      expect(status, JSON.stringify(json).slice(0, 120)).toBe(400);
      expect(Object.keys(body.fields ?? {}), field).toContain(field);
    }
    const beyond = await server.api<ApiError>(PATH, { method: 'POST', json: ink(4), token: reader });
    expect(beyond.status).toBe(400);
    expect(beyond.body.fields).toEqual({ page: ['The document has 3 pages.'] });
    const unknown = await server.api<ApiError>(PATH, {
      method: 'POST',
      json: { ...ink(), guid: '00000000-0000-4000-8000-000000000000' },
      token: reader,
    });
    expect(unknown.status).toBe(404);
    const badQuery = await server.api<ApiError>(`${PATH}?guid=x`, { token: reader });
    expect(badQuery.status).toBe(400);
    expect(Object.keys(badQuery.body.fields ?? {})).toEqual(['guid']);
  });

  it('refuses SVG stamps (scripts or not) and content that does not match its image type', async () => {
    const b64 = (s: string) => Buffer.from(s).toString('base64');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>`;
    for (const image of [
      `data:image/svg+xml;base64,${b64(svg)}`,
      `data:image/png;base64,${b64(svg)}`,
      `data:image/gif;base64,${b64('GIF')}`,
    ]) {
      const json = { guid, page: 1, kind: 'stamp', image, rect: { x: 0, y: 0, w: 0.1, h: 0.1 } };
      const { status, body } = await server.api<ApiError>(PATH, { method: 'POST', json, token: reader });
      expect(status, image.slice(0, 30)).toBe(400);
      expect(Object.keys(body.fields ?? {})).toEqual(['image']);
    }
  });

  it('goes when its document is deleted', async () => {
    const doc = await upload(server, admin, await textPdf({ pages: 1, title: 'Invented short-lived paper' }), 'short.pdf');
    await waitForIngestion(server, admin, doc.body.guid);
    expect((await server.api(PATH, { method: 'POST', json: { ...ink(1), guid: doc.body.guid }, token: reader })).status).toBe(201);
    expect((await server.api(`/api/v2/documents/${doc.body.guid}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await server.api(`${PATH}?guid=${doc.body.guid}`, { token: reader })).status).toBe(404);
  });
});
