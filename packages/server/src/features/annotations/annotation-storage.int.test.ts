import type { Annotation, ApiError } from '@balancer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload, waitForIngestion } from '../../../test/documents-helpers';
import { textPdf } from '../../../test/pdf-fixtures';
import { startTestServer, type TestServer } from '../../../test/test-server';

const PATH = '/api/v2/annotations';
let server: TestServer;
let admin: string;
let guid: string;

beforeAll(async () => {
  server = await startTestServer({ annotationStorageMb: 1 });
  admin = (await server.login(server.admin.email, server.admin.password)).access;
  guid = (await upload(server, admin, await textPdf({ pages: 1, title: 'Invented storage fixture' }))).body.guid;
  await waitForIngestion(server, admin, guid);
});
afterAll(() => server.close());

// A PNG signature followed by 300 KB: about 400,000 characters of data: URL, under the per-stamp limit.
const bigPng = `data:image/png;base64,${Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(300_000, 7)]).toString('base64')}`;
const stamp = () => ({ guid, page: 1, kind: 'stamp', image: bigPng, rect: { x: 0.1, y: 0.1, w: 0.2, h: 0.2 } });

describe('annotation storage per account', () => {
  it('holds under parallel requests: only what fits in the quota is stored, the rest is a 409', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => server.api<Annotation | ApiError>(PATH, { method: 'POST', json: stamp(), token: admin })),
    );
    const stored = results.filter((r) => r.status === 201).length;
    // 1 MB holds two stamps of ~400 KB, never three.
    expect(stored).toBe(2);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(4);
    expect((refused[0]!.body as ApiError).code).toBe('annotation_storage_full');
    const listed = await server.api<Annotation[]>(`${PATH}?guid=${guid}`, { token: admin });
    expect(listed.body).toHaveLength(2);
  });

  it('frees space when an annotation is deleted', async () => {
    const [first] = (await server.api<Annotation[]>(`${PATH}?guid=${guid}`, { token: admin })).body;
    expect((await server.api(`${PATH}/${first!.id}`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect((await server.api(PATH, { method: 'POST', json: stamp(), token: admin })).status).toBe(201);
  });
});
