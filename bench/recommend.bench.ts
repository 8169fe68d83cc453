/**
 * Throughput of POST /api/v2/recommendations (and of its legacy form, through the adapter) against a
 * bare Fastify route that answers the same bytes, both served by this process and loaded by autocannon
 * from another (bench/load-generator.ts), so the ratios say what validation, the hooks, the cache,
 * serialisation and the adapter cost here, and this process's CPU time per request is the server's
 * alone: a figure a busy machine moves far less than throughput.
 */
import Fastify from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { bootstrap } from '../packages/server/src/bootstrap';
import { loadConfig } from '../packages/server/src/config/env';
import { startLoadGenerator, type Load } from './load-generator';
import { emit } from './report';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const input = { state: 'Depressed', suicideHistory: true, kidneyHistory: false, weightGainConcern: true, anyPregnancy: true };
const body = JSON.stringify({ ...input, priorMedications: ['Depakote', 'Seroquel'] });
const legacyBody = JSON.stringify({ ...input, priorMedications: 'Depakote,Seroquel' });

const generator = startLoadGenerator();
type Measured = Load & { user: number; system: number };
/**
 * One load, with this process's CPU time per answered request in µs: user (the server's JavaScript and
 * Node's own work) and system (the kernel, mostly sending the answers over loopback, which also wakes
 * the load generator: it grows when the generator waits more, so it is reported apart).
 */
async function load(url: string, payload = body, duration = seconds): Promise<Measured> {
  const before = process.cpuUsage();
  const result = await generator.run({ url, body: payload, connections, duration });
  const cpu = process.cpuUsage(before);
  return { ...result, user: cpu.user / result.requests, system: cpu.system / result.requests };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'balancer-bench-'));
// The rate limiter stays on (its cost is part of the figure) but with a ceiling the load never reaches.
const config = { ...loadConfig({}), database: { kind: 'pglite' as const, dataDir }, dataDir, rateLimitPerMinute: 1e9 };
const app = await bootstrap({ ...config, admin: { email: 'bench@example.org', password: randomUUID() } }, false);
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

// The baseline answers the very bytes the suggester answers (held ready as a Buffer, the cheapest
// way to send them), after parsing the same JSON body.
const answer = await (
  await fetch(`${appUrl}/api/v2/recommendations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
).text();
const answerBytes = Buffer.from(answer);
const bare = Fastify();
bare.post('/bare', async (request, reply) => {
  if (!request.body) throw new Error('no body');
  return reply.type('application/json; charset=utf-8').send(answerBytes);
});
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

// Warm both paths (JIT, first-query caches) before measuring.
await load(`${appUrl}/api/v2/recommendations`, body, 2);
await load(`${bareUrl}/bare`, body, 2);

// The machine is shared: the routes take turns in short rounds, so a burst of someone else's load
// falls on both rather than on whichever happened to run then. Figures are over all rounds.
const loadBefore = os.loadavg();
const runs: { baseline: Measured[]; recommend: Measured[]; legacy: Measured[] } = { baseline: [], recommend: [], legacy: [] };
for (let round = 0; round < rounds; round++) {
  runs.baseline.push(await load(`${bareUrl}/bare`));
  runs.recommend.push(await load(`${appUrl}/api/v2/recommendations`));
  runs.legacy.push(await load(`${appUrl}/api/v1/api/get_med_recommend`, legacyBody));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const summary = (xs: Measured[]) => ({
  rps: xs.reduce((sum, x) => sum + x.rps, 0) / xs.length,
  p50: median(xs.map((x) => x.p50)),
  p99: median(xs.map((x) => x.p99)),
  user: median(xs.map((x) => x.user)),
  system: median(xs.map((x) => x.system)),
});
const baseline = summary(runs.baseline);
const recommend = summary(runs.recommend);
const legacy = summary(runs.legacy);

console.log(
  `autocannon in another process: ${connections} connections, ${rounds} rounds of ${seconds} s per route (p50/p99 and CPU per request: median over rounds), answer ${(answer.length / 1024).toFixed(1)} KB, Node ${process.version}, ${os.cpus().length} cores, load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
emit([
  { group: 'suggester', metric: `bare route, same bytes (baseline), ${connections} connections`, value: baseline.rps, unit: 'req/s' },
  { group: 'suggester', metric: 'bare route p99', value: baseline.p99, unit: 'ms' },
  { group: 'suggester', metric: 'bare route, server user CPU per request', value: baseline.user, unit: 'µs' },
  { group: 'suggester', metric: 'bare route, server system CPU per request', value: baseline.system, unit: 'µs' },
  { group: 'suggester', metric: `POST /api/v2/recommendations, ${connections} connections`, value: recommend.rps, unit: 'req/s' },
  { group: 'suggester', metric: 'recommendations / bare route', value: recommend.rps / baseline.rps, unit: 'x', goal: '>= 0.8' },
  { group: 'suggester', metric: 'recommendations p50', value: recommend.p50, unit: 'ms' },
  { group: 'suggester', metric: 'recommendations p99', value: recommend.p99, unit: 'ms', goal: '< 10' },
  { group: 'suggester', metric: 'recommendations, server user CPU per request', value: recommend.user, unit: 'µs' },
  { group: 'suggester', metric: 'recommendations, server system CPU per request', value: recommend.system, unit: 'µs' },
  {
    group: 'suggester',
    metric: 'server user CPU per request, bare route / recommendations',
    value: baseline.user / recommend.user,
    unit: 'x',
  },
  { group: 'suggester', metric: 'legacy get_med_recommend (adapter)', value: legacy.rps, unit: 'req/s' },
  { group: 'suggester', metric: 'legacy adapter / v2', value: legacy.rps / recommend.rps, unit: 'x' },
]);

generator.close();
await app.close();
await bare.close();
rmSync(dataDir, { recursive: true, force: true });
