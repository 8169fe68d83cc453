import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Config } from '../src/config/env';

export const testDataRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../.test-data');

/** Template prepared once per run by global-setup: a migrated PGlite directory or a PostgreSQL database. */
export type TestTemplate = { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string; database: string };

export function postgresUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A private copy of the template for one test file; `drop` removes it. */
export async function cloneTemplate(template: TestTemplate): Promise<{ target: Config['database']; drop: () => Promise<void> }> {
  const id = randomUUID().slice(0, 8);
  if (template.kind === 'pglite') {
    mkdirSync(testDataRoot, { recursive: true });
    const dir = path.join(testDataRoot, `db-${id}`);
    cpSync(template.dir, dir, { recursive: true });
    return { target: { kind: 'pglite', dataDir: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `balancer_t_${id}`;
  await adminQuery(template.url, `CREATE DATABASE ${name} TEMPLATE ${template.database}`);
  return {
    target: { kind: 'postgres', url: postgresUrlFor(template.url, name) },
    drop: async () => {
      await adminQuery(template.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export async function adminQuery(url: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}
