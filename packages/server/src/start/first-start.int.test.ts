import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port';
import { serverRoot } from '../server-root';

// The compiled server, as `npm start` runs it, on an empty data directory with no ADMIN_* set.
const outdir = path.join(serverRoot, `.dist-test-${randomUUID().slice(0, 8)}`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'balancer-first-start-'));
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child?.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child!.once('exit', r));
  }
  rmSync(outdir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

/** Reads the child's stdout until `done` says it has enough, or the child exits. */
function readUntil(proc: ChildProcess, done: (text: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    proc.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (done(text)) resolve(text);
    });
    proc.once('exit', (code) => (done(text) ? resolve(text) : reject(new Error(`exited with ${code}:\n${text}`))));
  });
}

describe('first start (issue 30)', () => {
  it('prints the address, the admin account and its one-time password, and the mail mode within the first 15 lines; mail without SMTP is readable there and in `mail:outbox`', async () => {
    const built = spawnSync(process.execPath, ['scripts/build.mjs', path.basename(outdir)], { cwd: serverRoot, encoding: 'utf8' });
    expect(built.status).toBe(0);
    const port = await freePort();
    const { DATABASE_URL: _ignored, ADMIN_EMAIL: _e, ADMIN_PASSWORD: _p, SMTP_URL: _s, HOST: _h, PUBLIC_URL: _u, ...env } = process.env;
    child = spawn(process.execPath, [path.join(outdir, 'main.js')], {
      env: { ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const text = await readUntil(child, (t) => t.includes('Server listening'));
    const first15 = text.split('\n').slice(0, 15).join('\n');
    console.log(`first start, first 15 lines:\n${first15}`);
    expect(first15).toContain(`Open:      http://localhost:${port}`);
    expect(first15).toContain('Admin:     admin@balancer.local');
    const password = /Password: +(\S+)/.exec(first15)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(first15).toMatch(/Mail: +no SMTP_URL, so mails are printed here; `npm run mail:outbox`/);
    // The password is shown once, in the banner, never in the JSON logs that follow it.
    expect(text.split(password)).toHaveLength(2);
    // Loopback by default: nothing says it listens on every interface, and the JSON logs come after the block.
    expect(first15).not.toContain('every network interface');
    expect(text.indexOf('{"level"')).toBeGreaterThan(text.indexOf('Logs (JSON) follow.'));
    const signIn = await fetch(`http://127.0.0.1:${port}/api/v2/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@balancer.local', password }),
    });
    expect(signIn.status).toBe(200);

    // Without SMTP a mail is printed readably on the console: recipient, subject, the body with its link.
    const email = 'first.clinician@example.org';
    const printed = readUntil(child, (t) => /Subject: .*\n[\s\S]*^ +https?:\/\/\S+\/activate\/\S+$/m.test(t));
    const registered = await fetch(`http://127.0.0.1:${port}/api/v2/auth/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'First-clinician-pass-4', rePassword: 'First-clinician-pass-4' }),
    });
    expect(registered.status).toBe(201);
    const mail = await printed;
    expect(mail).toContain(`To:      ${email}`);
    expect(mail).toMatch(/Subject: \S.*\n/);
    // The link on a line of its own (the JSON log line before the block holds it too, escaped).
    const link = /^ +(https?:\/\/\S+\/activate\/\S+)$/m.exec(mail)?.[1];
    expect(link, mail).toBeDefined();

    // Once the server has stopped (PGlite belongs to one process), `npm run mail:outbox` lists the same mail.
    child.kill('SIGTERM');
    await new Promise((r) => child!.once('exit', r));
    const outbox = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'mail-outbox'], {
      cwd: serverRoot,
      env: { ...env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(outbox.status, outbox.stderr).toBe(0);
    expect(outbox.stdout).toContain(`To:      ${email}`);
    expect(outbox.stdout).toContain(link);
  }, 180_000);
});
