import { randomUUID } from 'node:crypto';
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { testDataRoot } from '../../../test/test-database';
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
});
