import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { withClonedDatabase } from '../../../test/cloned-database';
import { ensureSuperuser, GENERATED_ADMIN_EMAIL } from './bootstrap-admin';
import { verifyPassword } from './passwords';
import { createUsersRepo } from './users.repo';

let database: Database;
const silent = { info: () => undefined, warn: () => undefined } as never;

withClonedDatabase((opened) => {
  database = opened;
});

describe('first superuser', () => {
  it('is created with a random password printed once when no superuser and no ADMIN_* exist', async () => {
    const users = createUsersRepo(database.db);
    const printed: { email: string; password: string }[] = [];
    await ensureSuperuser(users, { email: undefined, password: undefined }, silent, (a) => printed.push(a));
    await ensureSuperuser(users, { email: undefined, password: undefined }, silent, (a) => printed.push(a));
    expect(printed).toHaveLength(1);
    const password = printed[0]!.password;
    expect(password.length).toBeGreaterThanOrEqual(20);
    const admin = await users.findByEmail(GENERATED_ADMIN_EMAIL);
    expect(admin).toMatchObject({ isSuperuser: true, isActive: true });
    expect(await verifyPassword(admin!.passwordHash, password)).toBe(true);
  });

  it('refuses an ADMIN_PASSWORD that fails the password policy, and creates nothing', async () => {
    const users = createUsersRepo(database.db);
    for (const password of ['12345678901234', 'weakling@example.org-1', 'password123']) {
      await expect(ensureSuperuser(users, { email: 'weakling@example.org', password }, silent)).rejects.toThrow(/ADMIN_PASSWORD: /);
    }
    expect(await users.findByEmail('weakling@example.org')).toBeUndefined();
  });

  it('comes from ADMIN_EMAIL/ADMIN_PASSWORD and keeps a changed password across restarts', async () => {
    const users = createUsersRepo(database.db);
    const printed: unknown[] = [];
    const admin = { email: 'Boss@Example.org', password: 'first-admin-password-1' };
    await ensureSuperuser(users, admin, silent, (t) => printed.push(t));
    const row = await users.findByEmail('boss@example.org');
    expect(row?.isSuperuser).toBe(true);
    await users.setPassword(row!.id, 'changed-hash');
    await ensureSuperuser(users, admin, silent, (t) => printed.push(t));
    expect((await users.findByEmail('boss@example.org'))?.passwordHash).toBe('changed-hash');
    expect(printed).toEqual([]);
  });
});
