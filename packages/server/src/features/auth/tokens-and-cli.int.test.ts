import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Config } from '../../config/env';
import { openDatabase, type Database } from '../../db/client';
import { cloneTemplate } from '../../../test/test-database';
import { verifyPassword } from './passwords';
import { createTokensRepo } from './tokens.repo';
import { createUsersRepo } from './users.repo';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let target: Config['database'];
let drop: () => Promise<void>;
let database: Database;

beforeAll(async () => {
  ({ target, drop } = await cloneTemplate(inject('dbTemplate')));
  database = await openDatabase(target);
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('one-time tokens', () => {
  it('work once, and not at all once expired', async () => {
    const users = createUsersRepo(database.db);
    const user = await users.create({
      email: 'tokens@example.org',
      firstName: '',
      lastName: '',
      passwordHash: 'x',
      isActive: false,
      isSuperuser: false,
    });
    const tokens = createTokensRepo(database.db);

    const expired = await tokens.issue(user!.id, 'password_reset', -60);
    expect(await tokens.consume(user!.id, 'password_reset', expired)).toEqual({ ok: false, reason: 'stale' });

    const fresh = await tokens.issue(user!.id, 'password_reset', 3600);
    expect(await tokens.consume(user!.id, 'activation', fresh)).toEqual({ ok: false, reason: 'invalid' });
    expect(await tokens.consume(user!.id + 1, 'password_reset', fresh)).toEqual({ ok: false, reason: 'invalid' });
    expect(await tokens.consume(user!.id, 'password_reset', fresh)).toEqual({ ok: true, userId: user!.id });
    expect(await tokens.consume(user!.id, 'password_reset', fresh)).toEqual({ ok: false, reason: 'stale' });
  });
});

describe('create-superuser command', () => {
  it('creates an active superuser, and refuses a weak password', async () => {
    // The command opens the database itself; PGlite allows one process at a time.
    await database.close();
    const env = { ...process.env, ...(target.kind === 'pglite' ? { DATA_DIR: target.dataDir } : { DATABASE_URL: target.url }) };
    const run = (password: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'create-superuser', '--email', 'cli.admin@example.org'], {
        cwd: serverRoot,
        env: { ...env, ADMIN_PASSWORD: password },
        encoding: 'utf8',
      });
    const weak = run('12345');
    expect(weak.status).toBe(1);
    expect(weak.stderr).toMatch(/too short/);
    const ok = run('a-long-cli-password-9');
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/Created superuser cli.admin@example.org/);

    database = await openDatabase(target);
    const admin = await createUsersRepo(database.db).findByEmail('cli.admin@example.org');
    expect(admin).toMatchObject({ isSuperuser: true, isActive: true });
    expect(await verifyPassword(admin!.passwordHash, 'a-long-cli-password-9')).toBe(true);
  }, 60_000);
});
