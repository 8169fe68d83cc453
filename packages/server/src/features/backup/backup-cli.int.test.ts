import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../../test/free-port';
import { testDataRoot } from '../../../test/test-database';
import { serverRoot } from '../../server-root';
import { createMailRepo } from '../../platform/mail/mail.repo';
import { openDatabase } from '../../db/client';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { backupCommand, restoreCommand } from './backup-cli';

/**
 * `npm run backup` and `npm run restore` as an operator runs them (README "Backups"): through the running
 * server, then from a stopped data directory, each restored into a new directory that a server starts on.
 */
const work = path.join(testDataRoot, `backup-cli-${randomUUID().slice(0, 8)}`);
const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  rmSync(work, { recursive: true, force: true });
});

const portOf = (server: TestServer) => Number(new URL(server.url).port);
const onlyFile = (dir: string) => {
  const files = readdirSync(dir);
  expect(files).toHaveLength(1);
  return path.join(dir, files[0]!);
};

async function startOn(dataDir: string, admin: TestServer['admin']) {
  const server = await startTestServer({ database: { kind: 'pglite', dataDir }, admin });
  servers.push(server);
  return server;
}

/** The distinct permission bits of every directory and file under `dir` (itself included). */
function modesUnder(dir: string) {
  const dirs = new Set([statSync(dir).mode & 0o777]);
  const files = new Set<number>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const mode = statSync(path.join(entry.parentPath, entry.name)).mode & 0o777;
    (entry.isDirectory() ? dirs : files).add(mode);
  }
  return { dirs: [...dirs], files: [...files] };
}

/**
 * The command as an operator runs it (`npm run backup` is `tsx src/cli.ts backup`), with its input
 * piped; asynchronously, since the server it talks to runs in this process.
 */
function cli(args: string[], env: Record<string, string>): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const { DATABASE_URL: _d, ADMIN_EMAIL: _e, ADMIN_PASSWORD: _p, BACKUP_PASSWORD: _b, ...rest } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { cwd: serverRoot, env: { ...rest, ...env } });
  child.stdin.end();
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => child.once('close', (status) => resolve({ status, stdout, stderr })));
}

describe.skipIf(Boolean(process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL))('npm run backup / restore', () => {
  it('backs up through the running server and from a stopped directory; each restores into a working server', async () => {
    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const original = await startTestServer();
    servers.push(original);
    const { admin } = original;
    process.env.BACKUP_PASSWORD = admin.password;
    try {
      // 1. The server is running: the command signs in as the configured admin and asks it for the copy.
      const running = { ...original.config, port: portOf(original), admin: { email: admin.email, password: undefined } };
      await backupCommand(running, path.join(work, 'live'));
      const live = onlyFile(path.join(work, 'live'));
      expect(statSync(live).mode & 0o777).toBe(0o600);
      expect(printed.mock.calls.flat().join('\n')).toContain(`Restore with: npm run restore -- ${live}`);
      await restoreCommand(live, path.join(work, 'restored-live'));
      // Restored as the original is kept: the JWT secret and the documents owner-only (issue 39).
      expect(modesUnder(path.join(work, 'restored-live'))).toEqual({ dirs: [0o700], files: [0o600] });
      const fromLive = await startOn(path.join(work, 'restored-live'), admin);
      await fromLive.login(admin.email, admin.password);

      // 2. The restored server stops: the command reads its directory itself.
      await fromLive.close();
      servers.splice(servers.indexOf(fromLive), 1);
      const stopped = {
        ...running,
        port: portOf(fromLive),
        database: { kind: 'pglite' as const, dataDir: path.join(work, 'restored-live') },
      };
      await backupCommand(stopped, path.join(work, 'stopped'));
      await restoreCommand(onlyFile(path.join(work, 'stopped')), path.join(work, 'restored-stopped'));
      const fromStopped = await startOn(path.join(work, 'restored-stopped'), admin);
      await fromStopped.login(admin.email, admin.password);

      // A restore never overwrites: the same target again is refused.
      await expect(restoreCommand(live, path.join(work, 'restored-stopped'))).rejects.toThrow();
    } finally {
      delete process.env.BACKUP_PASSWORD;
      printed.mockRestore();
    }
  }, 300_000);

  it('refuses a directory with no database, naming it, and creates nothing there (issue 39)', async () => {
    const empty = path.join(work, 'no-database');
    mkdirSync(empty, { recursive: true });
    const run = await cli(['backup', '--out', path.join(work, 'never')], { DATA_DIR: empty, PORT: String(await freePort()) });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(`no Balancer database in ${empty}`);
    expect(run.stderr).toContain('same DATA_DIR');
    expect(readdirSync(empty)).toEqual([]);
    expect(existsSync(path.join(work, 'never'))).toBe(false);
  }, 60_000);

  it('finds the server from DATA_DIR, not PORT; a piped password prompt explains itself (issue 38, 39)', async () => {
    const server = await startTestServer();
    servers.push(server);
    if (server.config.database.kind !== 'pglite') throw new Error('PGlite expected');
    // PORT names nothing: the run file the server wrote in DATA_DIR says where it listens.
    const env = { DATA_DIR: server.config.database.dataDir, PORT: String(await freePort()), BACKUP_EMAIL: server.admin.email };
    const piped = await cli(['backup', '--out', path.join(work, 'piped')], env);
    expect(piped.status).toBe(1);
    expect(piped.stderr).toContain('no terminal to ask on (the input is piped or redirected): set BACKUP_PASSWORD');
    const outbox = await cli(['mail-outbox'], env);
    expect(outbox.status).toBe(1);
    expect(outbox.stderr).toContain(`the server at ${server.url.replace('localhost', '127.0.0.1')} is running on this data directory`);
  }, 60_000);

  it('mail:outbox lists the newest first and says how many more there are', async () => {
    const dataDir = path.join(work, 'outbox');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await database.migrate();
      const mails = createMailRepo(database.db);
      for (let i = 0; i < 203; i++) await mails.queue({ to: `m${i}@example.org`, subject: `mail ${i}`, text: `body ${i}` });
    } finally {
      await database.close();
    }
    const run = await cli(['mail-outbox'], { DATA_DIR: dataDir });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^203 mails in the outbox, newest first\./m);
    expect(run.stdout.indexOf('m202@example.org')).toBeLessThan(run.stdout.indexOf('m201@example.org'));
    expect(run.stdout).not.toContain('m2@example.org');
    expect(run.stdout).toContain('…and 3 older mails not shown.');
  }, 60_000);
});
