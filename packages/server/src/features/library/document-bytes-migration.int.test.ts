import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from '../../db/client';
import { adminQuery, postgresUrlFor, testDataRoot } from '../../../test/test-database';

const drizzleDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

/** The migrations up to `lastTag`, as an older release shipped them. */
function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'balancer-migrations-'));
  cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
  const journal = JSON.parse(readFileSync(path.join(drizzleDir, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const upTo = journal.entries.findIndex((e) => e.tag === lastTag);
  journal.entries = journal.entries.slice(0, upTo + 1);
  mkdirSync(path.join(dir, 'meta'));
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries) cpSync(path.join(drizzleDir, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

async function freshDatabase(): Promise<Database> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const dir = path.join(testDataRoot, `migration-${randomBytes(4).toString('hex')}`);
    const db = await openDatabase({ kind: 'pglite', dataDir: dir });
    cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
    return db;
  }
  const name = `balancer_mig_${randomBytes(4).toString('hex')}`;
  await adminQuery(template.url, `CREATE DATABASE ${name}`);
  cleanup.push(() => adminQuery(template.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined));
  return openDatabase({ kind: 'postgres', url: postgresUrlFor(template.url, name) });
}

describe('migration 0005', () => {
  it('cuts the bytes of existing uploads into 1 MB slices and records their hash', async () => {
    const database = await freshDatabase();
    try {
      const older = { migrationsFolder: migrationsUpTo('0004_chunk_trigram_index') };
      if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, older);
      else await migratePg(database.db as unknown as NodePgDatabase, older);
      const bytes = randomBytes(2 * 1024 * 1024 + 12345);
      const inserted = await database.db.execute(
        sql`INSERT INTO documents (file_name, size, visibility, status) VALUES ('old.pdf', ${bytes.length}, 'library', 'ready') RETURNING id`,
      );
      const id = rowsOf<{ id: number }>(inserted)[0]!.id;
      await database.db.execute(sql`INSERT INTO document_blobs (document_id, bytes) VALUES (${id}, ${bytes})`);

      await database.migrate();

      const slices = rowsOf<{ seq: number; bytes: Uint8Array }>(
        await database.db.execute(sql`SELECT seq, bytes FROM document_bytes WHERE document_id = ${id} ORDER BY seq`),
      );
      expect(slices.map((s) => s.seq)).toEqual([0, 1, 2]);
      expect(Buffer.concat(slices.map((s) => Buffer.from(s.bytes))).equals(bytes)).toBe(true);
      const [doc] = rowsOf<{ sha256: string }>(await database.db.execute(sql`SELECT sha256 FROM documents WHERE id = ${id}`));
      expect(doc!.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      const blobs = rowsOf(await database.db.execute(sql`SELECT 1 FROM pg_tables WHERE tablename = 'document_blobs'`));
      expect(blobs).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
