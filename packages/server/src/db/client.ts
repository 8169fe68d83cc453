import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Config } from '../config/env';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Extensions found after migration; features that need one check here instead of failing. */
  capabilities(): Promise<{ trigram: boolean; vector: boolean }>;
  /** A trivial query: rejects when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Opens the embedded PGlite database in a directory, or PostgreSQL at a URL. */
export async function openDatabase(target: Config['database']): Promise<Database> {
  if (target.kind === 'pglite') {
    keepPrivate(target.dataDir);
    const client = await PGlite.create(target.dataDir, { extensions: { vector, pg_trgm } });
    keepPrivate(target.dataDir);
    const pgliteDb = drizzlePglite(client, { schema });
    const db = pgliteDb as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
      capabilities: () => capabilities(db),
      ping: () => ping(db),
      close: async () => {
        await client.close();
        keepPrivate(target.dataDir);
      },
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: 10 });
  // An idle connection can be cut by the server (restart, admin termination); the pool replaces it.
  // Without a listener the 'error' event would crash the process.
  pool.on('error', (err) => process.emitWarning(`PostgreSQL idle connection closed: ${err.message}`));
  const pgDb = drizzlePg(pool, { schema });
  const db = pgDb as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(pgDb, { migrationsFolder }),
    capabilities: () => capabilities(db),
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

/**
 * The data directory is the database: only the server's user may enter it (directories 0700, files
 * 0600). PGlite sets its own file modes (0644, 0666), so the tree is fixed when the database opens, after
 * it initialises and when it closes; files it creates in between sit in directories no one else can enter.
 */
function keepPrivate(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const walk = (at: string) => {
    chmodSync(at, 0o700);
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) chmodSync(full, 0o600);
    }
  };
  walk(dir);
}

async function ping(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

async function capabilities(db: Db): Promise<{ trigram: boolean; vector: boolean }> {
  // pgvector is optional: PGlite ships it, Debian's PostgreSQL 15 does not.
  await db.execute(sql`DO $$ BEGIN CREATE EXTENSION IF NOT EXISTS vector; EXCEPTION WHEN OTHERS THEN NULL; END $$`);
  const rows = await db.execute<{ extname: string }>(sql`SELECT extname FROM pg_extension`);
  const names = new Set(rowsOf<{ extname: string }>(rows).map((r) => r.extname));
  return { trigram: names.has('pg_trgm'), vector: names.has('vector') };
}

/** node-postgres returns {rows}; PGlite's drizzle driver too. One accessor keeps repos driver-agnostic. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
