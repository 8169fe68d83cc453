import type { ApiError } from '@balancer/contract';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { documentBytes, documents } from '../../db/schema';
import { upload, waitForIngestion } from '../../../test/documents-helpers';
import { libraryPdf, paddedPdf } from '../../../test/pdf-fixtures';
import { cloneTemplate } from '../../../test/test-database';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { SLICE_BYTES } from './document-bytes.repo';

let server: TestServer;
let admin = '';
let pdf: Buffer;
let guid = '';

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(server.admin.email, server.admin.password)).access;
  pdf = await paddedPdf(2.5);
  const res = await upload(server, admin, pdf, 'padded.pdf');
  expect(res.status).toBe(201);
  guid = res.body.guid;
  expect(await waitForIngestion(server, admin, guid)).toMatchObject({ status: 'ready' });
});
afterAll(() => server.close());

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const embedded = () => server.config.database.kind === 'pglite';
const fileOf = (b: Buffer) => {
  const target = server.config.database;
  if (target.kind !== 'pglite') throw new Error('files are for the embedded database');
  const hash = sha256(b);
  return path.join(target.dataDir, 'documents', hash.slice(0, 2), `${hash}.pdf`);
};
const download = (id: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/v2/documents/${id}`, { headers: { authorization: `JWT ${admin}`, ...headers } });

describe('where the bytes live', () => {
  it('keeps them as a content-addressed file next to PGlite, or in 1 MB slices in PostgreSQL', async () => {
    if (embedded()) {
      expect(readFileSync(fileOf(pdf)).equals(pdf)).toBe(true);
      return;
    }
    const target = server.config.database;
    const db = await openDatabase(target);
    const slices = await db.db
      .select({ seq: documentBytes.seq, bytes: documentBytes.bytes })
      .from(documentBytes)
      .orderBy(documentBytes.seq);
    const [row] = await db.db.select({ sha256: documents.sha256 }).from(documents);
    await db.close();
    expect(slices.map((s) => s.seq)).toEqual([0, 1, 2]);
    expect(slices.every((s, i) => s.bytes.length === (i < 2 ? SLICE_BYTES : pdf.length - 2 * SLICE_BYTES))).toBe(true);
    expect(Buffer.concat(slices.map((s) => s.bytes)).equals(pdf)).toBe(true);
    expect(row!.sha256).toBe(sha256(pdf));
  });

  it('streams the whole file with its length and an ETag', async () => {
    const res = await download(guid);
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-length')).toBe(String(pdf.length));
    expect(res.headers.get('etag')).toBe(`"${sha256(pdf)}"`);
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    [`bytes=${SLICE_BYTES - 10}-${SLICE_BYTES + 9}`, SLICE_BYTES - 10, SLICE_BYTES + 9],
    ['bytes=-1000', -1000, -1],
    [`bytes=${2 * SLICE_BYTES}-`, 2 * SLICE_BYTES, -1],
  ])('answers %s with 206 and exactly those bytes', async (range, from, to) => {
    const start = from < 0 ? pdf.length + from : from;
    const end = to < 0 ? pdf.length + to : to;
    const res = await download(guid, { range });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${pdf.length}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf.subarray(start, end + 1))).toBe(true);
  });

  it('answers a range past the end with 416 in the error envelope, and ignores a stale If-Range', async () => {
    const past = await download(guid, { range: `bytes=${pdf.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${pdf.length}`);
    expect(((await past.json()) as ApiError).code).toBe('range_not_satisfiable');
    const stale = await download(guid, { range: 'bytes=0-9', 'if-range': '"another-version"' });
    expect(stale.status).toBe(200);
    expect((await stale.arrayBuffer()).byteLength).toBe(pdf.length);
  });

  it('shares one file between identical uploads and removes it with the last of them', async () => {
    const small = await libraryPdf();
    const first = await upload(server, admin, small, 'one.pdf');
    const second = await upload(server, admin, small, 'two.pdf');
    await waitForIngestion(server, admin, first.body.guid);
    await waitForIngestion(server, admin, second.body.guid);
    const remove = (id: string) => server.api(`/api/v2/documents/${id}`, { method: 'DELETE', token: admin });
    expect((await remove(first.body.guid)).status).toBe(200);
    if (embedded()) expect(existsSync(fileOf(small))).toBe(true);
    expect(Buffer.from(await (await download(second.body.guid)).arrayBuffer()).equals(small)).toBe(true);
    expect((await remove(second.body.guid)).status).toBe(200);
    if (embedded()) expect(existsSync(fileOf(small))).toBe(false);
    expect((await download(second.body.guid)).status).toBe(404);
  });
});

describe('at start', () => {
  it('serves bytes an older version left in the database; on PGlite moves them to files and removes files nothing refers to', async () => {
    const { target, drop } = await cloneTemplate(inject('dbTemplate'));
    const old = await libraryPdf();
    const db = await openDatabase(target);
    const [doc] = await db.db
      .insert(documents)
      .values({ fileName: 'old.pdf', size: old.length, sha256: sha256(old), visibility: 'library', status: 'ready' })
      .returning();
    // As migration 0005 leaves them: 1 MB slices.
    await db.db.insert(documentBytes).values({ documentId: doc!.id, seq: 0, bytes: old });
    await db.close();
    const stray = target.kind === 'pglite' ? path.join(target.dataDir, 'documents', 'ab', `ab${'0'.repeat(62)}.pdf`) : undefined;
    if (stray) {
      mkdirSync(path.dirname(stray), { recursive: true });
      writeFileSync(stray, 'left by a crash before the row committed');
    }

    const restarted = await startTestServer({ database: target });
    try {
      const token = (await restarted.login(restarted.admin.email, restarted.admin.password)).access;
      const res = await fetch(`${restarted.url}/api/v2/documents/${doc!.guid}`, { headers: { authorization: `JWT ${token}` } });
      expect(Buffer.from(await res.arrayBuffer()).equals(old)).toBe(true);
    } finally {
      await restarted.close();
    }
    if (target.kind === 'pglite') {
      const hash = sha256(old);
      expect(readFileSync(path.join(target.dataDir, 'documents', hash.slice(0, 2), `${hash}.pdf`)).equals(old)).toBe(true);
      expect(existsSync(stray!)).toBe(false);
      const after = await openDatabase(target);
      expect(await after.db.select().from(documentBytes)).toEqual([]);
      await after.close();
    }
    await drop();
  }, 120_000);
});
