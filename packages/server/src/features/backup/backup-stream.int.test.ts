import type { AuditPage } from '@balancer/contract';
import { PGlite } from '@electric-sql/pglite';
import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBackup, requestBackup } from '../../../test/backup-helpers';
import { upload, waitForIngestion } from '../../../test/documents-helpers';
import { paddedPdf } from '../../../test/pdf-fixtures';
import { testDataRoot } from '../../../test/test-database';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { STAGING_DIR } from './data-dir-snapshot';
import { restoreBackup } from './restore';

/**
 * Issue 38: a backup streams (the archive is never whole in memory, the server answers while it is
 * written), one runs at a time, a client that goes away leaves nothing behind, and the archive restores.
 */
const embedded = !(process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL);
const work = path.join(testDataRoot, `backup-stream-${randomUUID().slice(0, 8)}`);
const sha = (b: Buffer | Uint8Array) => createHash('sha256').update(b).digest('hex');
let server: TestServer;
let admin: string;
let staging: string;
const docs: { guid: string; sha256: string }[] = [];

beforeAll(async () => {
  if (!embedded) return;
  server = await startTestServer();
  admin = (await server.login(server.admin.email, server.admin.password)).access;
  if (server.config.database.kind !== 'pglite') throw new Error('PGlite expected');
  staging = path.join(server.config.database.dataDir, STAGING_DIR);
  mkdirSync(work, { recursive: true });
  // Several documents of a few MB each: the archive is many chunks long.
  for (const mb of [2, 2.5, 3, 3.5]) {
    const pdf = await paddedPdf(mb);
    const res = await upload(server, admin, pdf, `padded-${mb}.pdf`);
    expect(res.status).toBe(201);
    expect((await waitForIngestion(server, admin, res.body.guid)).status).toBe('ready');
    docs.push({ guid: res.body.guid, sha256: sha(pdf) });
  }
}, 180_000);
afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Resolves with the first chunk of the body, then leaves the body paused: the backup is mid-flight. */
async function firstChunk(res: http.IncomingMessage): Promise<Buffer> {
  const [chunk] = (await once(res, 'data')) as [Buffer];
  res.pause();
  return chunk;
}

describe.skipIf(!embedded)('streamed backups (issue 38)', () => {
  it('streams: while the body is in flight the server answers, a second backup gets 409; the archive restores with its documents and rows', async () => {
    const res = await requestBackup(server.url, admin);
    expect(res.status).toBe(200);
    // No length up front: the body is produced as it is sent, not built first.
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers.trailer).toBe('x-backup-sha256');
    const first = await firstChunk(res.res);
    expect(existsSync(staging)).toBe(true);

    // The backup has not ended (its body is paused) and the server answers, the database included.
    const health = await server.api<{ databaseReachable: boolean }>('/api/health');
    expect(health.status).toBe(200);
    expect(health.body.databaseReachable).toBe(true);
    const doc = await fetch(`${server.url}/api/v2/documents/${docs[0]!.guid}`, { headers: { authorization: `JWT ${admin}` } });
    expect(sha(Buffer.from(await doc.arrayBuffer()))).toBe(docs[0]!.sha256);
    const second = await server.api<{ code: string }>('/api/v2/system/backup', { method: 'POST', token: admin });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('backup_running');
    expect(res.res.readableEnded).toBe(false);

    res.res.resume();
    const { bytes: rest, trailers } = await readBackup(res.res);
    const bytes = Buffer.concat([first, rest]);
    expect(trailers['x-backup-sha256']).toBe(sha(bytes));
    expect(bytes.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(existsSync(staging)).toBe(false);

    // Audited once the body is out, with what was sent.
    const audit = await server.api<AuditPage>('/api/v2/audit?action=system.backup', { token: admin });
    expect(audit.body.results[0]?.after).toMatchObject({ bytes: bytes.length, sha256: sha(bytes) });

    const archive = path.join(work, 'streamed.tar.gz');
    writeFileSync(archive, bytes);
    const target = path.join(work, 'restored');
    await restoreBackup(archive, target);
    const restored = await startTestServer({ database: { kind: 'pglite', dataDir: target }, admin: server.admin });
    try {
      const token = (await restored.login(server.admin.email, server.admin.password)).access;
      for (const d of docs) {
        const got = await fetch(`${restored.url}/api/v2/documents/${d.guid}`, { headers: { authorization: `JWT ${token}` } });
        expect(got.status, d.guid).toBe(200);
        expect(sha(Buffer.from(await got.arrayBuffer()))).toBe(d.sha256);
      }
      // Rows written before the backup: its own audit entry is not in it (recorded after), earlier ones are.
      const log = await restored.api<AuditPage>('/api/v2/audit?action=system.backup', { token });
      expect(log.body.count).toBe(0);
    } finally {
      await restored.close();
    }
  }, 180_000);

  it('a client that goes away mid-stream leaves no copy behind; the server stays healthy and backs up again', async () => {
    const res = await requestBackup(server.url, admin);
    expect(res.status).toBe(200);
    await firstChunk(res.res);
    expect(existsSync(staging)).toBe(true);
    res.res.destroy();
    // The server notices the closed connection, stops the stream and removes its copy.
    for (let i = 0; i < 200 && existsSync(staging); i++) await new Promise((r) => setTimeout(r, 50));
    expect(existsSync(staging)).toBe(false);
    expect((await server.api('/api/health')).status).toBe(200);

    const again = await requestBackup(server.url, admin);
    expect(again.status).toBe(200);
    const { bytes, trailers } = await readBackup(again.res);
    expect(trailers['x-backup-sha256']).toBe(sha(bytes));
  }, 120_000);

  it('restores an archive in the format before streaming (PGlite dumpDataDir)', async () => {
    const source = path.join(work, 'old-format-source');
    const pg = await PGlite.create(source);
    await pg.exec("CREATE TABLE kept (note text); INSERT INTO kept VALUES ('written before the upgrade')");
    const archive = path.join(work, 'old-format.tar.gz');
    writeFileSync(archive, Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer()));
    await pg.close();
    const target = path.join(work, 'old-format-restored');
    await restoreBackup(archive, target);
    const back = await PGlite.create(target);
    try {
      expect((await back.query<{ note: string }>('SELECT note FROM kept')).rows).toEqual([{ note: 'written before the upgrade' }]);
    } finally {
      await back.close();
    }
  }, 120_000);
});
