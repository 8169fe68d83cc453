/**
 * Throughput of POST /api/v1/api/get_med_recommend against a bare Fastify route doing the same
 * JSON round trip, both in this process and measured by autocannon, so the ratio says what
 * validation, the engine and serialisation cost on this machine.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { bootstrap } from '../packages/server/src/bootstrap';
import { loadConfig } from '../packages/server/src/config/env';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const body = JSON.stringify({
  state: 'Depressed',
  suicideHistory: true,
  kidneyHistory: false,
  weightGainConcern: true,
  anyPregnancy: true,
  priorMedications: 'Depakote,Seroquel',
});

async function load(url: string) {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections,
    duration: seconds,
  });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'balancer-bench-'));
// The rate limiter stays on (its cost is part of the figure) but with a ceiling the load never reaches.
const config = { ...loadConfig({}), database: { kind: 'pglite' as const, dataDir }, dataDir, rateLimitPerMinute: 1e9 };
const app = await bootstrap({ ...config, admin: { email: 'bench@example.org', password: randomUUID() } }, false);
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify();
bare.post('/bare', async (request) => ({ echoed: Object.keys(request.body as object).length }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

// Warm both paths (JIT, first-query caches) before measuring.
await autocannon({ url: `${appUrl}/api/v1/api/get_med_recommend`, method: 'POST', headers: { 'content-type': 'application/json' }, body, duration: 2 });
await autocannon({ url: `${bareUrl}/bare`, method: 'POST', headers: { 'content-type': 'application/json' }, body, duration: 2 });

const baseline = await load(`${bareUrl}/bare`);
const recommend = await load(`${appUrl}/api/v1/api/get_med_recommend`);

console.log(`autocannon: ${connections} connections, ${seconds} s each, Node ${process.version}, ${os.cpus().length} cores`);
console.table({
  'bare Fastify POST (baseline)': { 'req/s': Math.round(baseline.rps), 'p50 ms': baseline.p50, 'p99 ms': baseline.p99 },
  'POST get_med_recommend': { 'req/s': Math.round(recommend.rps), 'p50 ms': recommend.p50, 'p99 ms': recommend.p99 },
});
console.log(`recommendation throughput = ${(recommend.rps / baseline.rps).toFixed(3)} x the bare route`);

await app.close();
await bare.close();
rmSync(dataDir, { recursive: true, force: true });
