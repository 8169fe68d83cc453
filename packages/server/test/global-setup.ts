import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { adminQuery, postgresUrlFor, testDataRoot, type TestTemplate } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: TestTemplate;
  }
}

/**
 * Migrates one template database per run (PGlite takes ~4 s and hundreds of MB to create one);
 * each test file then works on its own copy. TEST_DATABASE_URL switches the suite to PostgreSQL.
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  let template: TestTemplate;
  if (baseUrl) {
    const database = `balancer_tpl_${process.pid}`;
    await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${database}`);
    await adminQuery(baseUrl, `CREATE DATABASE ${database}`);
    const db = await openDatabase({ kind: 'postgres', url: postgresUrlFor(baseUrl, database) });
    await db.migrate();
    await db.capabilities();
    await db.close();
    const version = (await adminQuery(baseUrl, 'SHOW server_version')).rows[0]?.server_version;
    console.log(`[server suite] database: PostgreSQL ${version} at ${new URL(baseUrl).host}`);
    template = { kind: 'postgres', url: baseUrl, database };
  } else {
    const dir = path.join(testDataRoot, `template-${process.pid}`);
    rmSync(dir, { recursive: true, force: true });
    const db = await openDatabase({ kind: 'pglite', dataDir: dir });
    await db.migrate();
    await db.capabilities();
    await db.close();
    console.log('[server suite] database: embedded PGlite');
    template = { kind: 'pglite', dir };
  }
  project.provide('dbTemplate', template);

  return async () => {
    if (template.kind === 'pglite') rmSync(template.dir, { recursive: true, force: true });
    else await adminQuery(template.url, `DROP DATABASE IF EXISTS ${template.database} WITH (FORCE)`);
  };
}
