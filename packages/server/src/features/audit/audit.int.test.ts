import type { AuditPage, UploadedFile } from '@balancer/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { upload, waitForIngestion } from '../../../test/documents-helpers';
import { textPdf } from '../../../test/pdf-fixtures';
import { withClonedDatabase } from '../../../test/cloned-database';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { createAuditRepo } from './audit.repo';
import { recordAudit } from './audit.service';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await server.login(server.admin.email, server.admin.password)).access;
});
afterAll(() => server.close());

const auditPage = async (query = '') => {
  const res = await server.api<AuditPage>(`/api/v2/audit${query}`, { token });
  expect(res.status).toBe(200);
  return res.body;
};

describe('audit log of document writes', () => {
  it('records upload, metadata edit and delete with actor, before, after and the request id', async () => {
    const uploaded = await upload(server, token, await textPdf({ pages: 1, title: 'Audit fixture' }), 'audit.pdf');
    expect(uploaded.status).toBe(201);
    const guid = uploaded.body.guid;
    await waitForIngestion(server, token, guid);
    const edited = await server.api<UploadedFile>(`/api/v2/documents/${guid}/metadata`, {
      method: 'PATCH',
      token,
      json: { title: 'Renamed for the audit' },
      headers: { 'x-request-id': 'audit-edit-1' },
    });
    expect(edited.status).toBe(200);
    const removed = await server.api(`/api/v2/documents/${guid}`, { method: 'DELETE', token });
    expect(removed.status).toBe(200);

    const { results } = await auditPage(`?entityType=document&entityId=${guid}`);
    expect(results.map((e) => e.action)).toEqual(['delete', 'edit_metadata', 'upload']);
    const [deleted, edit, created] = results;
    for (const entry of results) expect(entry.actor.email).toBe(server.admin.email);
    expect(created!.before).toBeNull();
    expect(created!.after).toMatchObject({ guid, file_name: 'audit.pdf', visibility: 'library' });
    expect(created!.requestId).toBe(uploaded.headers.get('x-request-id'));
    // The upload's row is recorded as written, before ingestion filled in the title.
    expect(edit!.before).toMatchObject({ guid, title: 'Audit fixture' });
    expect(edit!.after).toMatchObject({ guid, title: 'Renamed for the audit' });
    expect(edit!.requestId).toBe('audit-edit-1');
    expect(deleted!.before).toMatchObject({ guid, title: 'Renamed for the audit' });
    expect(deleted!.after).toBeNull();
    expect(deleted!.requestId).toBe(removed.headers.get('x-request-id'));
  });

  it('pages newest first and filters by action', async () => {
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf']) {
      const res = await upload(server, token, await textPdf({ pages: 1 }), name);
      expect(res.status).toBe(201);
    }
    const first = await auditPage('?action=upload&pageSize=2');
    expect(first.count).toBeGreaterThanOrEqual(4);
    expect(first.results).toHaveLength(2);
    expect(first.results.every((e) => e.action === 'upload')).toBe(true);
    const second = await auditPage('?action=upload&pageSize=2&page=2');
    expect(second.results[0]!.id).toBeLessThan(first.results[1]!.id);
    expect(first.actions).toEqual(expect.arrayContaining(['upload', 'delete', 'edit_metadata']));
    expect(first.entityTypes).toContain('document');
  });

  it('names the bad query field', async () => {
    const res = await server.api<{ fields?: Record<string, string[]> }>('/api/v2/audit?page=0', { token });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields ?? {})).toEqual(['page']);
  });

  it('a refused edit leaves no entry', async () => {
    const before = (await auditPage()).count;
    const res = await server.api('/api/v2/documents/00000000-0000-4000-8000-000000000000/metadata', {
      method: 'PATCH',
      token,
      json: { title: 'x' },
    });
    expect(res.status).toBe(404);
    expect((await auditPage()).count).toBe(before);
  });
});

describe('the audit table itself', () => {
  let database: Database;
  withClonedDatabase((opened) => {
    database = opened;
  });
  const context = { actor: { userId: null, email: 'tester@example.org' }, requestId: 'req-1' };

  it('commits an entry with the transaction that made the change, and not at all when it rolls back', async () => {
    await database.db.transaction((tx) =>
      recordAudit(tx, context, { action: 'update', entityType: 'thing', entityId: 1, after: { n: 1 } }),
    );
    await expect(
      database.db.transaction(async (tx) => {
        await recordAudit(tx, context, { action: 'update', entityType: 'thing', entityId: 2, after: { n: 2 } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const { rows } = await createAuditRepo(database.db).page({ entityType: 'thing' }, 0, 10);
    expect(rows.map((r) => r.entityId)).toEqual(['1']);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database, whoever asks', async () => {
    await recordAudit(database.db, context, { action: 'create', entityType: 'thing', entityId: 3 });
    for (const statement of [
      sql`UPDATE audit_log SET actor_email = 'someone-else@example.org'`,
      sql`DELETE FROM audit_log`,
      sql`TRUNCATE audit_log`,
    ]) {
      // Drizzle wraps the database's error; the trigger's message is its cause.
      const err: unknown = await database.db.execute(statement).then(
        () => null,
        (e: unknown) => e,
      );
      expect(String((err as { cause?: Error } | null)?.cause?.message)).toMatch(/append-only/);
    }
    const { total } = await createAuditRepo(database.db).page({}, 0, 10);
    expect(total).toBe(2);
  });

  it('offers the application only insert and select', () => {
    expect(Object.keys(createAuditRepo(database.db)).sort()).toEqual(['distinct', 'insert', 'page']);
  });
});
