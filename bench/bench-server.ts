/**
 * Shared by the document benches: the real server as a child process (so its event loop and memory
 * are measured from outside), a /version poller that records how long each answer took, and RSS.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freePort } from '../packages/server/test/free-port';
import { adminQuery, postgresUrlFor } from '../packages/server/test/test-database';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type BenchServer = { url: string; token: string; child: ChildProcess; rssMb(): number; stop(): Promise<void> };

/** Resident memory of a process, in MB. */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
}

/** BENCH_DATABASE_URL runs it on PostgreSQL; BENCH_SERVER_ROOT on another checkout (before/after figures). */
export async function startBenchServer(
  env: Record<string, string> = {},
  opts: { onLogLine?: (line: string) => void } = {},
): Promise<BenchServer> {
  const root = process.env.BENCH_SERVER_ROOT ?? repoRoot;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'balancer-bench-'));
  const admin = { email: 'bench@example.org', password: randomUUID() };
  const port = await freePort();
  // On PostgreSQL a scratch database, dropped at the end.
  const baseUrl = process.env.BENCH_DATABASE_URL;
  const scratch = `balancer_bench_${process.pid}`;
  if (baseUrl) await adminQuery(baseUrl, `CREATE DATABASE ${scratch}`);
  // As `npm start` runs it (compiled, built when its sources changed); a checkout from before
  // scripts/start.mjs existed runs its sources through tsx.
  const compiled = existsSync(path.join(root, 'scripts/start.mjs'));
  // BENCH_NODE_FLAGS: flags NODE_OPTIONS refuses, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' (one profile per thread).
  const flags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const args = [...flags, ...(compiled ? ['scripts/start.mjs'] : ['--import', 'tsx', 'packages/server/src/main.ts'])];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      RATE_LIMIT_PER_MINUTE: '1000000',
      ...(baseUrl ? { DATABASE_URL: postgresUrlFor(baseUrl, scratch) } : {}),
      ...env,
    },
    // BENCH_SERVER_LOG=file keeps the server's log (LOG_LEVEL=info to see ingestion progress).
    // `onLogLine` reads it instead (a bench that prints what the server logged).
    stdio: [
      'ignore',
      opts.onLogLine ? 'pipe' : process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, 'w') : 'ignore',
      'inherit',
    ],
  });
  if (opts.onLogLine) createInterface({ input: child.stdout! }).on('line', opts.onLogLine);
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const login = await fetch(`${url}/api/v2/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const { access } = (await login.json()) as { access: string };
  return {
    url,
    token: access,
    child,
    rssMb: () => rssMb(child.pid!),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
      if (baseUrl) await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
    },
  };
}

/**
 * Asks /api/v2/version (or `path`) every 20 ms (one at a time) until stopped; the latencies show event-loop
 * stalls. It runs in its own process, so the bench's own work (reading 5 downloads at once) cannot
 * delay the measurement.
 */
const pollerSource = `
const latencies = [];
let running = true;
process.on('message', () => { running = false; });
(async () => {
  while (running) {
    const t = performance.now();
    await fetch(process.argv[1] + process.argv[2]).then((r) => r.arrayBuffer());
    latencies.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 20));
  }
  process.send(latencies, () => process.exit(0));
})();`;

export function pollVersion(url: string, path = '/api/v2/version') {
  const child = spawn(process.execPath, ['-e', pollerSource, url, path], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const result = new Promise<number[]>((resolve) => child.once('message', (m) => resolve(m as number[])));
  return {
    async stop() {
      child.send('stop');
      const sorted = [...(await result)].sort((a, b) => a - b);
      const at = (q: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
      return { polls: sorted.length, p50: at(0.5), p99: at(0.99), worst: Math.round(sorted.at(-1) ?? 0) };
    },
  };
}

export async function uploadPdf(
  server: BenchServer,
  bytes: Buffer,
  name: string,
): Promise<{ status: number; body: { guid?: string; code?: string } }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
  const res = await fetch(`${server.url}/api/v2/documents`, {
    method: 'POST',
    body: form,
    headers: { authorization: `JWT ${server.token}` },
  });
  return { status: res.status, body: (await res.json()) as { guid?: string; code?: string } };
}

export async function waitReady(server: BenchServer, guid: string): Promise<string> {
  for (;;) {
    const res = await fetch(`${server.url}/api/v2/documents/${guid}/status`, { headers: { authorization: `JWT ${server.token}` } });
    const { status } = (await res.json()) as { status: string };
    if (status !== 'processing') return status;
    // Polled as often as the responsiveness probe asks: the wait adds at most this much to a timing.
    await new Promise((r) => setTimeout(r, 20));
  }
}
