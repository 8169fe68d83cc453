/**
 * Cold start: from spawning `node packages/server/src/main.ts` to the first 200 from /api/health,
 * on a new data directory (database created, migrated and seeded) and on a reused one,
 * with the server's resident memory at that moment and after 200 recommendations.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { emit } from './report';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = 18000 + Math.floor(Math.random() * 1000);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'balancer-cold-'));

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
}

async function run(label: string) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
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
  const rssAtStart = rssMb(child.pid!);
  for (let i = 0; i < 200; i++) {
    await fetch(`${url}/api/v2/recommendations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'Manic', kidneyHistory: i % 2 === 0 }),
    });
  }
  const rssAfter = rssMb(child.pid!);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return { label, ms, rssAtStart, rssAfter };
}

const first = await run('new data directory (create + migrate + seed)');
const second = await run('existing data directory');
emit([
  { group: 'start', metric: 'first start, new data directory, to first answer', value: first.ms, unit: 'ms' },
  { group: 'start', metric: 'second start, same data directory, to first answer', value: second.ms, unit: 'ms', goal: '< 3000' },
  { group: 'memory', metric: 'RSS at first answer (second start)', value: second.rssAtStart, unit: 'MB' },
  { group: 'memory', metric: 'RSS after 200 suggestions', value: second.rssAfter, unit: 'MB' },
]);
rmSync(dataDir, { recursive: true, force: true });
