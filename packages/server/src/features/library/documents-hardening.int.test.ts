import type { SearchResponse, UploadedFile } from '@balancer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload, waitForIngestion } from '../../../test/documents-helpers';
import { bombPdf, libraryPdf, nulTextPdf, textOnLastPagePdf } from '../../../test/pdf-fixtures';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
let admin = '';

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(server.admin.email, server.admin.password)).access;
});
afterAll(() => server.close());

describe('text PostgreSQL cannot hold', () => {
  it('ingests a PDF whose text maps a code to U+0000, without the NUL and without stopping the server', async () => {
    const res = await upload(server, admin, await nulTextPdf(), 'nul.pdf');
    expect(res.status).toBe(201);
    const done = await waitForIngestion(server, admin, res.body.guid);
    expect(done).toMatchObject({ status: 'ready', pageCount: 1 });
    const { body } = await server.api<SearchResponse>('/api/v2/search?q=heron%20cohort', { token: admin });
    const hit = body.results.find((r) => r.guid === res.body.guid);
    expect(hit?.text).toContain('Lithium levels');
    expect(hit?.text).not.toContain('\u0000');
    expect((await server.api('/api/v2/version')).status).toBe(200);
  });
});

describe('download names outside Latin-1', () => {
  const names = ['Lithium’s effects.pdf', 'Review – 2024.pdf', '双相障碍指南.pdf', 'Литий и почки.pdf', 'Bell\u0007ring.pdf'];
  it.each(names)('serves %j with an ASCII filename= and the real name in filename*', async (name) => {
    const res = await upload(server, admin, await libraryPdf(), name);
    expect(res.status).toBe(201);
    const download = await fetch(`${server.url}/api/v2/documents/${res.body.guid}`, { headers: { authorization: `JWT ${admin}` } });
    expect(download.status).toBe(200);
    const header = download.headers.get('content-disposition')!;
    expect(/filename="([\x20-\x7e]+)"/.test(header)).toBe(true);
    const listed = (await server.api<UploadedFile[]>('/api/v2/documents', { token: admin })).body.find((f) => f.guid === res.body.guid)!;
    expect(listed.fileName).toBe(name);
    expect(decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(header)![1]!)).toBe(name);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});

describe('files built to exhaust the server', () => {
  it('refuses a decompression bomb with pdf_tooComplex, stores nothing, and keeps answering meanwhile', async () => {
    const guids = async () => (await server.api<UploadedFile[]>('/api/v2/documents', { token: admin })).body.map((f) => f.guid);
    const before = await guids();
    // The server answers other requests while pdf.js inflates the file on its own thread.
    let settled = false;
    const bomb = await bombPdf(3000);
    const uploading = upload(server, admin, bomb, 'bomb.pdf').finally(() => (settled = true));
    const answeredMeanwhile: number[] = [];
    while (!settled) {
      const version = await server.api('/api/v2/version');
      if (!settled) answeredMeanwhile.push(version.status);
      await new Promise((r) => setTimeout(r, 50));
    }
    const res = await uploading;
    expect(answeredMeanwhile.length).toBeGreaterThan(0);
    expect(answeredMeanwhile.every((status) => status === 200)).toBe(true);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('pdf_tooComplex');
    expect(res.body.fields?.file?.[0]).toMatch(/too complex/);
    expect(await guids()).toEqual(before);
    // The worker that was stopped is replaced: the next file is read as usual.
    const next = await upload(server, admin, await libraryPdf(), 'after-the-bomb.pdf');
    expect(next.status).toBe(201);
    expect(await waitForIngestion(server, admin, next.body.guid)).toMatchObject({ status: 'ready' });
  }, 120_000);

  it('checks at most the first 50 pages for a text layer', async () => {
    const res = await upload(server, admin, await textOnLastPagePdf(5000), 'late-text.pdf');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('pdf_noText');
    expect(res.body.fields?.file?.[0]).toMatch(/first 50 pages/);
  }, 120_000);
});
