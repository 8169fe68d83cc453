import type { ContentChangeResult, ContentHistoryEntry, ContentReviewQueue } from '@balancer/contract';
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBackup, requestBackup } from '../../../test/backup-helpers';
import { upload } from '../../../test/documents-helpers';
import { textPdf } from '../../../test/pdf-fixtures';
import { testDataRoot } from '../../../test/test-database';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUpReader } from '../../../test/users-helpers';
import { restoreBackup, RestoreRefused } from './restore';

let server: TestServer;
let admin: string;
const work = path.join(testDataRoot, `backup-${randomUUID().slice(0, 8)}`);
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(server.admin.email, server.admin.password)).access;
  mkdirSync(work, { recursive: true });
});
afterAll(async () => {
  await server.close();
  rmSync(work, { recursive: true, force: true });
});

const sha = (b: Buffer | Uint8Array) => createHash('sha256').update(b).digest('hex');
type Ack = { at: number };
type Doc = Ack & { guid: string; sha256: string };
type Version = Ack & { id: number; reason: string };

describe('backup and restore', () => {
  it('is for superusers only', async () => {
    expect((await server.api('/api/v2/system/backup', { method: 'POST' })).status).toBe(401);
    const reader = await signUpReader(server, 'backup.reader@example.org');
    expect((await server.api('/api/v2/system/backup', { method: 'POST', token: reader })).status).toBe(403);
  });

  it.skipIf(Boolean(process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL))(
    'backs up while uploads and content changes are written; a new data directory restored from it has every acknowledged write',
    async () => {
      const docs: Doc[] = [];
      const versions: Version[] = [];
      let writing = true;
      const pdfs = await Promise.all(Array.from({ length: 8 }, (_, i) => textPdf({ pages: 2, title: `Backup paper ${i}` })));
      const uploads = (async () => {
        for (const [i, pdf] of pdfs.entries()) {
          if (!writing && i > 2) break;
          const res = await upload(server, admin, pdf, `backup-${i}.pdf`);
          expect(res.status).toBe(201);
          docs.push({ guid: res.body.guid, sha256: sha(pdf), at: performance.now() });
        }
      })();
      const changes = (async () => {
        const { body } = await server.api<ContentReviewQueue>('/api/v2/content/review', { token: admin });
        for (const item of body.items.filter((i) => i.ref.area === 'statement').slice(0, 12)) {
          if (!writing) break;
          const reason = `Backup test ${versions.length}`;
          const res = await server.api<ContentChangeResult>('/api/v2/content/changes', {
            method: 'POST',
            json: { change: { kind: 'review.mark', item: item.ref, reviewer: 'Dr Backup Test' }, reason },
            token: admin,
          });
          expect(res.status).toBe(201);
          versions.push({ id: res.body.version.id, reason, at: performance.now() });
        }
      })();
      // The backup starts once some writes are acknowledged, with more on their way.
      while (docs.length < 2 || versions.length < 2) await new Promise((r) => setTimeout(r, 20));
      const started = performance.now();
      const res = await requestBackup(server.url, admin);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/gzip');
      const { bytes, trailers } = await readBackup(res.res);
      const took = Math.round(performance.now() - started);
      // Streamed: the hash follows the body as a trailer (docs/adr/0045).
      expect(sha(bytes)).toBe(trailers['x-backup-sha256']);
      writing = false;
      await Promise.all([uploads, changes]);
      const before = { docs: docs.filter((d) => d.at < started), versions: versions.filter((v) => v.at < started) };
      expect(before.docs.length).toBeGreaterThanOrEqual(2);
      expect(before.versions.length).toBeGreaterThanOrEqual(2);

      const archive = path.join(work, 'backup.tar.gz');
      writeFileSync(archive, bytes);
      const target = path.join(work, 'restored');
      await restoreBackup(archive, target);
      await expect(restoreBackup(archive, target)).rejects.toBeInstanceOf(RestoreRefused);

      const restored = await startTestServer({ database: { kind: 'pglite', dataDir: target }, admin: server.admin });
      try {
        const token = (await restored.login(server.admin.email, server.admin.password)).access;
        // Every write acknowledged before the backup began is there; a write in flight is there whole or not at all.
        for (const d of docs) {
          const got = await fetch(`${restored.url}/api/v2/documents/${d.guid}`, { headers: { authorization: `JWT ${token}` } });
          if (before.docs.includes(d)) expect(got.status, `document ${d.guid}`).toBe(200);
          if (got.status === 200) expect(sha(Buffer.from(await got.arrayBuffer()))).toBe(d.sha256);
          else expect(got.status).toBe(404);
        }
        const history = await restored.api<ContentHistoryEntry[]>('/api/v2/content/versions', { token });
        const kept = new Map(history.body.map((v) => [v.id, v.reason]));
        for (const v of before.versions) expect(kept.get(v.id), `version ${v.id}`).toBe(v.reason);
        for (const v of versions) if (kept.has(v.id)) expect(kept.get(v.id)).toBe(v.reason);
        console.log(
          `backup: ${bytes.length} bytes in ${took} ms; acknowledged before it: ${before.docs.length}/${docs.length} documents, ` +
            `${before.versions.length}/${versions.length} versions; restored history: ${kept.size} versions`,
        );
      } finally {
        await restored.close();
      }
    },
    300_000,
  );
});
