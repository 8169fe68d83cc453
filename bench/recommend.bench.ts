/**
 * Throughput of POST /api/v2/recommendations (and of its legacy form, through the adapter) against a
 * bare Fastify route doing the same JSON round trip, all in this process and measured by autocannon,
 * so the ratios say what validation, the engine, serialisation and the adapter cost on this machine.
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
const input = { state: 'Depressed', suicideHistory: true, kidneyHistory: false, weightGainConcern: true, anyPregnancy: true };
const body = JSON.stringify({ ...input, priorMedications: ['Depakote', 'Seroquel'] });
const legacyBody = JSON.stringify({ ...input, priorMedications: 'Depakote,Seroquel' });

async function load(url: string, payload = body) {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: payload,
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
await autocannon({
  url: `${appUrl}/api/v2/recommendations`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
  duration: 2,
});
await autocannon({ url: `${bareUrl}/bare`, method: 'POST', headers: { 'content-type': 'application/json' }, body, duration: 2 });

const baseline = await load(`${bareUrl}/bare`);
const recommend = await load(`${appUrl}/api/v2/recommendations`);
const legacy = await load(`${appUrl}/api/v1/api/get_med_recommend`, legacyBody);

console.log(`autocannon: ${connections} connections, ${seconds} s each, Node ${process.version}, ${os.cpus().length} cores`);
console.table({
  'bare Fastify POST (baseline)': { 'req/s': Math.round(baseline.rps), 'p50 ms': baseline.p50, 'p99 ms': baseline.p99 },
  'POST /api/v2/recommendations': { 'req/s': Math.round(recommend.rps), 'p50 ms': recommend.p50, 'p99 ms': recommend.p99 },
  'POST get_med_recommend (legacy adapter)': { 'req/s': Math.round(legacy.rps), 'p50 ms': legacy.p50, 'p99 ms': legacy.p99 },
});
console.log(
  `recommendation throughput = ${(recommend.rps / baseline.rps).toFixed(3)} x the bare route; legacy adapter = ${(legacy.rps / recommend.rps).toFixed(3)} x v2`,
);

await app.close();
await bare.close();
rmSync(dataDir, { recursive: true, force: true });
