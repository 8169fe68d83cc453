import type { DocumentStatus, UploadResponse } from '@balancer/contract';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { openDatabase } from '../../db/client';
import { documentChunks, documentPages, documents } from '../../db/schema';
import { spawnServer, type ChildServer } from '../../../test/child-server';
import { textPdf } from '../../../test/pdf-fixtures';
import { cloneTemplate } from '../../../test/test-database';

// JOB_STALE_SECONDS matters on PostgreSQL, where a dead worker is recognised by its silent heartbeat.
const admin = {
  ADMIN_EMAIL: 'crash.admin@example.org',
  ADMIN_PASSWORD: 'crash-admin-password-1',
  JWT_SECRET: randomBytes(32).toString('hex'),
  JOB_STALE_SECONDS: '2',
};
let running: ChildServer | undefined;
afterAll(() => running?.child.kill('SIGKILL'));

async function login(url: string) {
  const res = await fetch(`${url}/api/v2/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }),
  });
  return ((await res.json()) as { access: string }).access;
}
const status = async (url: string, token: string, guid: string) =>
  (await (await fetch(`${url}/api/v2/documents/${guid}/status`, { headers: { authorization: `JWT ${token}` } })).json()) as DocumentStatus;

describe('ingestion killed mid-way', () => {
  it('leaves no visible partial document, and the retried job completes it from the start after a restart', async () => {
    const { target, drop } = await cloneTemplate(inject('dbTemplate'));
    const pages = 60;
    // Slow pages so that the kill lands while pages are being read.
    running = await spawnServer(target, { ...admin, INGEST_PAGE_DELAY_MS: '40' });
    let token = await login(running.url);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await textPdf({ pages }))], { type: 'application/pdf' }), 'long.pdf');
    const uploaded = (await (
      await fetch(`${running.url}/api/v2/documents`, { method: 'POST', body: form, headers: { authorization: `JWT ${token}` } })
    ).json()) as UploadResponse;

    let seen: DocumentStatus | undefined;
    for (let i = 0; i < 400; i++) {
      seen = await status(running.url, token, uploaded.guid);
      if (seen.pagesDone >= 10) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(seen).toMatchObject({ status: 'processing' });
    expect(seen!.pagesDone).toBeGreaterThanOrEqual(10);
    expect(seen!.pagesDone).toBeLessThan(pages);
    running.child.kill('SIGKILL');
    await running.exited;

    // Between the kill and the restart, the upload is still processing: the passages written so far
    // (pages are written as they are read) are invisible, since search and citations read ready documents only.
    const db = await openDatabase(target);
    const [doc] = await db.db.select().from(documents).where(eq(documents.guid, uploaded.guid));
    const partial = await db.db.select().from(documentChunks).where(eq(documentChunks.documentId, doc!.id));
    await db.close();
    expect(doc).toMatchObject({ status: 'processing', chunkCount: 0 });
    expect(new Set(partial.map((c) => c.pageNumber)).size).toBeLessThan(pages);

    running = await spawnServer(target, admin);
    token = await login(running.url);
    let done: DocumentStatus | undefined;
    for (let i = 0; i < 600 && done?.status !== 'ready'; i++) {
      done = await status(running.url, token, uploaded.guid);
      if (done.status === 'failed') throw new Error(done.error ?? 'failed');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(done).toMatchObject({ status: 'ready', pageCount: pages, pagesDone: pages });
    running.child.kill('SIGTERM');
    await running.exited;
    running = undefined;

    const after = await openDatabase(target);
    const [ready] = await after.db.select().from(documents).where(eq(documents.guid, uploaded.guid));
    const chunks = await after.db
      .select()
      .from(documentChunks)
      .where(eq(documentChunks.documentId, ready!.id))
      .orderBy(documentChunks.chunkNumber);
    const storedPages = await after.db
      .select()
      .from(documentPages)
      .where(eq(documentPages.documentId, ready!.id))
      .orderBy(documentPages.pageNumber);
    await after.close();
    await drop();
    // The retry dropped what the killed attempt wrote: every passage and page once.
    expect(chunks.map((c) => c.chunkNumber)).toEqual(chunks.map((_, i) => i));
    expect(storedPages.map((p) => p.pageNumber)).toEqual(storedPages.map((_, i) => i + 1));
    expect(new Set(chunks.map((c) => c.pageNumber)).size).toBe(pages);
    expect(ready!.chunkCount).toBe(chunks.length);
  }, 120_000);
});
