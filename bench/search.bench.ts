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
import { chunkPage } from '../packages/server/src/features/documents/chunker';
import { createDocumentBytesRepo } from '../packages/server/src/features/documents/document-bytes.repo';
import { createFileStore } from '../packages/server/src/features/documents/file-store';
import { createPdfReader } from '../packages/server/src/features/documents/pdf-reader';
import { createDocumentsRepo } from '../packages/server/src/features/documents/documents.repo';
import { createDocumentsService } from '../packages/server/src/features/documents/documents.service';
import { createSearchRepo } from '../packages/server/src/features/documents/search.repo';
import { createJobsRepo } from '../packages/server/src/features/jobs/jobs.repo';
import { adminQuery, postgresUrlFor } from '../packages/server/test/test-database';

const documentsCount = 60;
const pagesPerDocument = 60;
const drugs = ['lithium', 'quetiapine', 'divalproex', 'lamotrigine', 'cariprazine', 'lurasidone', 'aripiprazole', 'olanzapine', 'risperidone', 'asenapine', 'carbamazepine', 'ziprasidone'];
const words = (
  'patients treatment response trial dose week placebo mania depression relapse maintenance efficacy tolerability ' +
  'adverse events weight gain sedation tremor renal function thyroid levels serum monitoring baseline outcome ' +
  'randomized controlled double blind cohort analysis adjunctive monotherapy acute phase episode bipolar disorder ' +
  'clinician guideline recommendation evidence level meta analysis hazard ratio confidence interval discontinuation ' +
  'akathisia extrapyramidal symptoms metabolic glucose lipids prolactin hepatic enzymes rash titration interaction ' +
  'pregnancy teratogenic neural tube lactation suicide attempts mortality hospitalization adherence sleep cognition ' +
  'falls orthostatic hypotension sodium hyponatremia agranulocytosis platelets nephrogenic diabetes insipidus'
).split(' ');

/** Deterministic pseudo-random text with a Zipf-like word frequency, as in real papers. */
function prng(seed: number) {
  let x = seed || 1;
  return () => ((x = (x * 1103515245 + 12345) % 2147483648) / 2147483648);
}
function page(seed: number): string {
  const rand = prng(seed);
  const sentences: string[] = [];
  for (let s = 0; s < 18; s++) {
    const n = 10 + Math.floor(rand() * 10);
    const sentence = Array.from({ length: n }, () => {
      if (rand() < 0.04) return drugs[Math.floor(rand() * drugs.length)]!;
      return words[Math.floor(words.length * rand() ** 2.2)]!;
    }).join(' ');
    sentences.push(`${sentence[0]!.toUpperCase()}${sentence.slice(1)}.`);
  }
  return sentences.join(' ');
}
const queries = ['lithium renal monitoring', 'Depakote hepatic enzymes', 'quetiapine weight gain', 'cariprazine akathisia', 'thyroid levels', 'lamotrigine rash titration', 'Seroquel', 'falls orthostatic hypotension', 'What are the side effects of Latuda?', 'patients treatment response'];

async function seed(database: Database) {
  const repo = createDocumentsRepo(database.db);
  let chunks = 0;
  for (let d = 0; d < documentsCount; d++) {
    const doc = await repo.create({ fileName: `doc-${d}.pdf`, size: 1, sha256: `bench-${d}`, uploadedBy: null, visibility: 'library' }, async () => undefined);
    const pages = Array.from({ length: pagesPerDocument }, (_, p) => page(d * 1000 + p + 1));
    let n = 0;
    const pageChunks = pages.flatMap((text, i) => chunkPage(i + 1, text, { targetTokens: 60, maxTokens: 90, overlapTokens: 10 }).map((c) => ({ ...c, chunkNumber: n++ })));
    await repo.storeIngested(doc.id, { title: `Invented paper ${d}`, pages, chunks: pageChunks });
    chunks += pageChunks.length;
  }
  return chunks;
}

async function measure(label: string, database: Database) {
  const caps = await database.capabilities();
  const started = performance.now();
  const chunks = await seed(database);
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
  return { label, row: { chunks, 'seed s': (seedMs / 1000).toFixed(1), 'p50 ms': pct(50), 'p95 ms': pct(95), 'max ms': times.at(-1)!.toFixed(1) } };
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
