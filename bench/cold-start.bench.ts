/**
 * Start: from spawning to the first 200 from /api/health, on a new data directory (database created,
 * migrated and seeded) and again on the same one (a restart), through `npm start` (scripts/start.mjs,
 * which first checks that the build is current) and as the compiled server alone (`node
 * packages/server/dist/main.js`, as the container image runs it). Beside them, the baseline: a bare
 * Fastify route started the same way, which is what any Node server pays before its own work. The
 * build is brought up to date first and timed on its own: starts never include it. The server's own
 * CPU time is printed too: on a machine other processes keep busy, wall time says less.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../packages/server/test/free-port';
import { rssMb } from './bench-server';
import { emit } from './report';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'balancer-cold-'));
const bare = path.join(dataDir, 'bare-fastify.mjs');
writeFileSync(
  bare,
  `import Fastify from ${JSON.stringify(path.join(root, 'node_modules/fastify/fastify.js'))};
   const app = Fastify();
   app.get('/api/health', async () => ({ ok: true }));
   await app.listen({ port: ${port}, host: '127.0.0.1' });`,
);

const t = performance.now();
if (spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { cwd: root, stdio: 'inherit' }).status !== 0)
  throw new Error('build failed');
const buildMs = performance.now() - t;

async function run(script: string) {
  const started = performance.now();
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'bench@example.org',
      ADMIN_PASSWORD: randomUUID(),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  const ms = performance.now() - started;
  const rss = rssMb(child.pid!);
  // CPU the server spent (user + system, 100 ticks a second): unlike wall time, barely moved by a busy machine.
  const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const cpuMs = (Number(stat[11]) + Number(stat[12])) * 10;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return { ms, rss, cpuMs };
}

/** The median of three runs: one slow start on a shared machine says little. */
async function median(script: string) {
  const runs = [await run(script), await run(script), await run(script)].sort((a, b) => a.ms - b.ms);
  return runs[1]!;
}

const first = await run('scripts/start.mjs');
const restart = await median('scripts/start.mjs');
const compiled = await median('packages/server/dist/main.js');
const baseline = await median(bare);
rmSync(dataDir, { recursive: true, force: true });
emit([
  { group: 'start', metric: 'build check before start (builds only what changed)', value: buildMs, unit: 'ms' },
  { group: 'start', metric: 'first start, new data directory, to first answer', value: first.ms, unit: 'ms' },
  {
    group: 'start',
    metric: 'restart (npm start), existing data directory, to first answer',
    value: restart.ms,
    unit: 'ms',
    goal: '< 2000',
  },
  { group: 'start', metric: 'restart of the compiled server alone (as the image runs it)', value: compiled.ms, unit: 'ms', goal: '< 2000' },
  { group: 'start', metric: 'baseline: a bare Fastify route started the same way', value: baseline.ms, unit: 'ms' },
  { group: 'start', metric: 'restart of the compiled server ÷ bare Fastify', value: compiled.ms / baseline.ms, unit: '×' },
  { group: 'start', metric: 'CPU time of the server to first answer, first start (initdb runs apart)', value: first.cpuMs, unit: 'ms' },
  { group: 'start', metric: 'CPU time of the server to first answer, restart', value: restart.cpuMs, unit: 'ms' },
  { group: 'start', metric: 'RSS at first answer, first start', value: first.rss, unit: 'MB' },
  { group: 'start', metric: 'RSS at first answer, restart', value: restart.rss, unit: 'MB' },
]);
