/**
 * Search latency (p50/p95) over a corpus of >= 10,000 passages, on embedded PGlite and, when
 * BENCH_DATABASE_URL is set, on PostgreSQL (a scratch database is created and dropped).
 */
import { defaultCatalog } from '@balancer/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../packages/server/src/db/client';
import Fastify from 'fastify';
import { loadConfig } from '../packages/server/src/config/env';
import { createDocumentBytesRepo } from '../packages/server/src/features/documents/document-bytes.repo';
import { createFileStore } from '../packages/server/src/features/documents/file-store';
import { createPdfReader } from '../packages/server/src/features/documents/pdf-reader';
import { createDocumentsRepo } from '../packages/server/src/features/documents/documents.repo';
import { createDocumentsService } from '../packages/server/src/features/documents/documents.service';
import { createSearchRepo } from '../packages/server/src/features/documents/search.repo';
import { createJobsRepo } from '../packages/server/src/features/jobs/jobs.repo';
import { adminQuery, postgresUrlFor } from '../packages/server/test/test-database';
import { seedCorpus } from './corpus';

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

async function measure(label: string, database: Database) {
  const caps = await database.capabilities();
  const started = performance.now();
  const chunks = await seedCorpus(database);
  const seedMs = performance.now() - started;
  const service = createDocumentsService({
    repo: createDocumentsRepo(database.db),
    jobs: createJobsRepo(database.db),
    search: createSearchRepo(database.db, { trigram: caps.trigram }),
    // Search touches neither the bytes nor pdf.js; the reader starts no worker until asked to.
    store: createFileStore({ root: path.join(os.tmpdir(), 'balancer-search-unused'), repo: createDocumentBytesRepo(database.db) }),
    reader: createPdfReader({ limits: loadConfig({}).pdfLimits, log: Fastify({ logger: false }).log }),
    catalog: defaultCatalog,
    kickJobs: () => undefined,
    maxUploadMb: 1,
  });
  for (const q of queries) await service.search({ q, limit: 10 }, null); // warm-up
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t = performance.now();
    await service.search({ q: queries[i % queries.length]!, limit: 10 }, { userId: 1, isSuperuser: false });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
  return {
    label,
    row: { chunks, 'seed s': (seedMs / 1000).toFixed(1), 'p50 ms': pct(50), 'p95 ms': pct(95), 'max ms': times.at(-1)!.toFixed(1) },
  };
}

const results: Record<string, unknown> = {};
const dir = mkdtempSync(path.join(os.tmpdir(), 'balancer-search-'));
const pglite = await openDatabase({ kind: 'pglite', dataDir: dir });
await pglite.migrate();
const a = await measure('PGlite (embedded)', pglite);
results[a.label] = a.row;
await pglite.close();
rmSync(dir, { recursive: true, force: true });

const baseUrl = process.env.BENCH_DATABASE_URL;
if (baseUrl) {
  const name = `balancer_bench_${process.pid}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  const pg = await openDatabase({ kind: 'postgres', url: postgresUrlFor(baseUrl, name) });
  try {
    await pg.migrate();
    const b = await measure('PostgreSQL', pg);
    results[b.label] = b.row;
  } finally {
    await pg.close();
    await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
} else {
  console.log('BENCH_DATABASE_URL not set: PostgreSQL skipped');
}
console.log(`${queries.length} queries x 30 rounds, top 10 passages, full-text + trigram + brand expansion`);
console.table(results);
