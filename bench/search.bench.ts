/**
 * Search latency (p50/p95) at 10,000 and 100,000 passages (BENCH_SEARCH_SIZES, comma-separated), on
 * embedded PGlite and, when BENCH_DATABASE_URL is set, on PostgreSQL (a scratch database is created
 * and dropped). The corpus grows between sizes; each size is measured after ANALYZE.
 */
import { defaultCatalog } from '@balancer/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../packages/server/src/db/client';
import { createDocumentsRepo } from '../packages/server/src/features/library/documents.repo';
import { createSearchRepo, createSearchService } from '../packages/server/src/features/search';
import { adminQuery, postgresUrlFor } from '../packages/server/test/test-database';
import { addPapers } from './corpus';
import { emit, type BenchRow } from './report';

const queries = [
  'lithium renal monitoring',
  'Depakote hepatic enzymes',
  'quetiapine weight gain',
  'cariprazine akathisia',
  'thyroid levels',
  'lamotrigine rash titration',
  'Seroquel',
  'falls orthostatic hypotension',
  'What are the side effects of Latuda?',
  'patients treatment response',
];

const sizes = (process.env.BENCH_SEARCH_SIZES ?? '10000,100000').split(',').map(Number);
const goals: Record<number, number> = { 10_000: 50, 100_000: 150 };

async function measure(label: string, database: Database) {
  const caps = await database.capabilities();
  const service = createSearchService({
    repo: createSearchRepo(database.db, { trigram: caps.trigram }),
    documents: createDocumentsRepo(database.db),
    catalog: async () => defaultCatalog,
  });
  const rows: BenchRow[] = [];
  let passages = 0;
  let next = 0;
  for (const size of sizes) {
    const started = performance.now();
    const added = await addPapers(database, next, (p) => passages + p < size);
    passages += added.passages;
    next = added.next;
    await database.db.execute(sql`ANALYZE`);
    const seedMs = performance.now() - started;
    for (const q of queries) await service.search({ q, limit: 10 }, null); // warm-up
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      await service.search({ q: queries[i % queries.length]!, limit: 10 }, { userId: 1, isSuperuser: false });
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) => Number(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1));
    const goal = goals[size];
    console.log(`${label}: ${passages} passages seeded in ${(seedMs / 1000).toFixed(1)} s, max ${times.at(-1)!.toFixed(1)} ms`);
    rows.push(
      { group: 'search', metric: `p50, ${size} passages, ${label}`, value: pct(50), unit: 'ms' },
      {
        group: 'search',
        metric: `p95, ${size} passages, ${label}`,
        value: pct(95),
        unit: 'ms',
        ...(goal ? { goal: `< ${goal}` as const } : {}),
      },
    );
  }
  return rows;
}

const results: BenchRow[] = [];
const dir = mkdtempSync(path.join(os.tmpdir(), 'balancer-search-'));
const pglite = await openDatabase({ kind: 'pglite', dataDir: dir });
await pglite.migrate();
results.push(...(await measure('PGlite', pglite)));
await pglite.close();
rmSync(dir, { recursive: true, force: true });

const baseUrl = process.env.BENCH_DATABASE_URL;
if (baseUrl) {
  const name = `balancer_bench_${process.pid}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  const pg = await openDatabase({ kind: 'postgres', url: postgresUrlFor(baseUrl, name) });
  try {
    await pg.migrate();
    results.push(...(await measure('PostgreSQL', pg)));
  } finally {
    await pg.close();
    await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
} else {
  console.log('BENCH_DATABASE_URL not set: PostgreSQL skipped');
}
console.log(`${queries.length} queries x 20 rounds per size, top 10 passages, full-text + trigram + brand expansion`);
emit(results);
