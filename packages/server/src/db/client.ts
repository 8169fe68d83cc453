import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config/env';
import { serverRoot } from '../server-root';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Extensions found after migration; features that need one check here instead of failing. */
  capabilities(): Promise<{ trigram: boolean }>;
  /**
   * Runs start-up work (migrations, seeding) alone: on PostgreSQL, server processes starting together
   * take turns through an advisory lock, so none sees a half-migrated schema or seeds twice.
   */
  alone<T>(work: () => Promise<T>): Promise<T>;
  /** A trivial query: rejects when the database does not answer. */
  ping(): Promise<void>;
  /** Connections this process holds (metrics): PGlite is one connection inside the process. */
  poolStats(): { total: number; idle: number; waiting: number; max: number };
  /** Embedded PGlite only: what a backup needs to copy the data directory consistently (docs/adr/0045). */
  embedded?: EmbeddedFiles;
  close(): Promise<void>;
};

export type EmbeddedFiles = {
  dataDir: string;
  /** Writes the dirty pages out, so the WAL a copy needs is short and most files stop changing. */
  checkpoint(): Promise<void>;
  /**
   * Runs `work` while no query runs, so the database's files hold still (PGlite writes only while it
   * executes a query). `work` should be brief: every query waits for it.
   */
  holdStill<T>(work: () => Promise<T>): Promise<T>;
};

/** Advisory lock key of start-up work (an arbitrary constant: "balancer" in ASCII). */
const STARTUP_LOCK = 0x62616c616e636572n.toString();

const migrationsFolder = path.join(serverRoot, 'drizzle');
const PGLITE_SHARED_BUFFERS = '32MB';

/** Opens the embedded PGlite database in a directory, or PostgreSQL at a URL. */
export async function openDatabase(target: Config['database']): Promise<Database> {
  if (target.kind === 'pglite') {
    keepPrivate(target.dataDir);
    await initialiseApart(target.dataDir);
    const client = await PGlite.create(target.dataDir, {
      extensions: { pg_trgm },
      // PostgreSQL's default shared_buffers (128 MB) is allocated and touched inside PGlite's WASM
      // memory at open, which never shrinks; 32 MB keeps the idle server small (docs/adr/0017).
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    keepPrivate(target.dataDir);
    const pgliteDb = drizzlePglite(client, { schema });
    const db = pgliteDb as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
      capabilities: () => capabilities(db),
      alone: (work) => work(),
      ping: () => ping(db),
      poolStats: () => ({ total: 1, idle: 0, waiting: 0, max: 1 }),
      embedded: {
        dataDir: target.dataDir,
        checkpoint: async () => void (await client.exec('CHECKPOINT')),
        holdStill: (work) => client.runExclusive(work),
      },
      close: async () => {
        await client.close();
        keepPrivate(target.dataDir);
      },
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolMax ?? 10 });
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
    async alone(work) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
        }
      } finally {
        client.release();
      }
    },
    ping: () => ping(db),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: target.poolMax ?? 10 }),
    close: () => pool.end(),
  };
}

/**
 * A new data directory is initialised (initdb) by a short-lived child process: initdb grows PGlite's
 * WASM memory by about 150 MB that the server would otherwise hold for its whole life (docs/adr/0017).
 */
async function initialiseApart(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  // Run from the server's folder, whose node_modules resolve the package.
  const source = `const { PGlite } = await import('@electric-sql/pglite'); const db = await PGlite.create(process.argv[1]); await db.close();`;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', source, path.resolve(dataDir)], {
      cwd: serverRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`initialising the database in ${dataDir} failed (exit ${code})`)),
    );
  });
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
      try {
        if (entry.isDirectory()) walk(full);
        else if (entry.isFile()) chmodSync(full, 0o600);
      } catch (err) {
        // A backup ending while the database closes removes its staging copy meanwhile (docs/adr/0045).
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
  };
  walk(dir);
}

async function ping(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

/** pgvector is not loaded: no dense retrieval exists until one is built and measured (docs/adr/0029-library-contract-and-v2.md). */
async function capabilities(db: Db): Promise<{ trigram: boolean }> {
  const rows = await db.execute<{ extname: string }>(sql`SELECT extname FROM pg_extension`);
  const names = new Set(rowsOf<{ extname: string }>(rows).map((r) => r.extname));
  return { trigram: names.has('pg_trgm') };
}

/** node-postgres returns {rows}; PGlite's drizzle driver too. One accessor keeps repos driver-agnostic. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
