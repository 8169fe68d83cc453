/**
 * Start: `npm start` (scripts/start.mjs, the compiled server) from spawning to the first 200 from
 * /api/health, on a new data directory (database created, migrated and seeded) and again on the same
 * one. The build is brought up to date first and timed on its own: starts never include it. The
 * server's own CPU time is printed too: on a machine other processes keep busy, wall time says less.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../packages/server/test/free-port';
import { rssMb } from './bench-server';
import { emit } from './report';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'balancer-cold-'));

const t = performance.now();
if (spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { cwd: root, stdio: 'inherit' }).status !== 0)
  throw new Error('build failed');
const buildMs = performance.now() - t;

async function run() {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
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
    await new Promise((r) => setTimeout(r, 20));
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

const first = await run();
const second = await run();
rmSync(dataDir, { recursive: true, force: true });
emit([
  { group: 'start', metric: 'build check before start (builds only what changed)', value: buildMs, unit: 'ms' },
  { group: 'start', metric: 'first start, new data directory, to first answer', value: first.ms, unit: 'ms' },
  { group: 'start', metric: 'second start, same data directory, to first answer', value: second.ms, unit: 'ms', goal: '< 3000' },
  { group: 'start', metric: 'CPU time of the server to first answer, first start (initdb runs apart)', value: first.cpuMs, unit: 'ms' },
  { group: 'start', metric: 'CPU time of the server to first answer, second start', value: second.cpuMs, unit: 'ms' },
  { group: 'start', metric: 'RSS at first answer, first start', value: first.rss, unit: 'MB' },
  { group: 'start', metric: 'RSS at first answer, second start', value: second.rss, unit: 'MB' },
]);
