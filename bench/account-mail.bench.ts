/**
 * Account enumeration by timing: reset_password and resend_activation for an address with an account
 * against one without, on a real server with SMTP configured (a local sink), then with SMTP down.
 * Prints the median and 95th percentile of each and their ratio; a ratio near 1.00 means the answer
 * says nothing about the address.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../packages/server/test/free-port';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.env.ROUNDS ?? 150);
const admin = { email: 'bench.admin@example.org', password: randomUUID() };

async function startServer(smtpUrl: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'balancer-mail-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SMTP_URL: smtpUrl,
      // Every request comes from its own address so the per-address rate limit stays out of the figures.
      TRUST_PROXY: 'true',
      RATE_LIMIT_PER_MINUTE: '100000',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let n = 0;
async function timed(url: string, route: string, email: string): Promise<{ ms: number; status: number }> {
  n += 1;
  const started = performance.now();
  const res = await fetch(`${url}/api/auth/users/${route}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
    body: JSON.stringify({ email }),
  });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

async function measure(label: string, smtpUrl: string, rows: Record<string, Record<string, string | number>>) {
  const server = await startServer(smtpUrl);
  for (const route of ['reset_password', 'resend_activation']) {
    const known: number[] = [];
    const unknown: number[] = [];
    const statuses = new Set<string>();
    // Warm-up, then alternate so drift affects both sides alike.
    for (let i = 0; i < 20; i++) await timed(server.url, route, admin.email);
    for (let i = 0; i < ROUNDS; i++) {
      const a = await timed(server.url, route, admin.email);
      const b = await timed(server.url, route, `nobody-${i}@example.org`);
      known.push(a.ms);
      unknown.push(b.ms);
      statuses.add(`${a.status}/${b.status}`);
    }
    rows[`${label}: ${route}`] = {
      'existing p50 (ms)': Number(quantile(known, 0.5).toFixed(2)),
      'missing p50 (ms)': Number(quantile(unknown, 0.5).toFixed(2)),
      'p50 ratio': Number((quantile(known, 0.5) / quantile(unknown, 0.5)).toFixed(2)),
      'existing p95 (ms)': Number(quantile(known, 0.95).toFixed(2)),
      'missing p95 (ms)': Number(quantile(unknown, 0.95).toFixed(2)),
      'status existing/missing': [...statuses].join(' '),
    };
  }
  await server.stop();
}

const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData: (s, _session, done) => s.on('data', () => undefined).on('end', () => done()),
});
await new Promise<void>((r) => sink.listen(0, '127.0.0.1', r));
const sinkUrl = `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`;

const rows: Record<string, Record<string, string | number>> = {};
await measure('SMTP up', sinkUrl, rows);
await measure('SMTP down', `smtp://127.0.0.1:${await freePort()}`, rows);
console.table(rows);
await new Promise<void>((r) => sink.close(() => r()));
