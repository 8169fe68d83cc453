import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { withClonedDatabase } from '../../../test/cloned-database';
import { ensureSuperuser, generatedPassword, GENERATED_ADMIN_EMAIL } from './bootstrap-admin';
import { verifyPassword } from './passwords';
import { createUsersRepo } from './users.repo';

const silent = { info: () => undefined, warn: () => undefined } as never;
const admin = { email: 'Boss@Example.org', password: 'first-admin-password-1' };

describe('first superuser, generated', () => {
  let database: Database;
  withClonedDatabase((opened) => {
    database = opened;
  });

  it('is created with a random password printed once when the database is empty and no ADMIN_* exist', async () => {
    const users = createUsersRepo(database.db);
    const printed: { email: string; password: string }[] = [];
    const first = await ensureSuperuser(users, { email: undefined, password: undefined }, silent, (a) => printed.push(a));
    const second = await ensureSuperuser(users, { email: undefined, password: undefined }, silent, (a) => printed.push(a));
    expect(printed).toHaveLength(1);
    expect(first).toEqual({ kind: 'created', email: GENERATED_ADMIN_EMAIL, password: printed[0]!.password });
    // The second start does not claim anything about how the admin came to be.
    expect(second).toEqual({ kind: 'none' });
    const password = printed[0]!.password;
    expect(password.length).toBeGreaterThanOrEqual(20);
    const row = await users.findByEmail(GENERATED_ADMIN_EMAIL);
    expect(row).toMatchObject({ isSuperuser: true, isActive: true });
    expect(await verifyPassword(row!.passwordHash, password)).toBe(true);
  });

  it('generates passwords without look-alike characters (O/0, l/1/I)', () => {
    const many = Array.from({ length: 200 }, () => generatedPassword()).join('');
    expect(many).not.toMatch(/[O0l1I]/);
    expect(new Set(many).size).toBeGreaterThan(50);
  });
});

describe('first superuser from ADMIN_EMAIL/ADMIN_PASSWORD', () => {
  let database: Database;
  withClonedDatabase((opened) => {
    database = opened;
  });

  it('refuses an ADMIN_PASSWORD that fails the password policy, and creates nothing', async () => {
    const users = createUsersRepo(database.db);
    for (const password of ['12345678901234', 'weakling@example.org-1', 'password123']) {
      await expect(ensureSuperuser(users, { email: 'weakling@example.org', password }, silent)).rejects.toThrow(/ADMIN_PASSWORD: /);
    }
    expect(await users.findByEmail('weakling@example.org')).toBeUndefined();
  });

  it('is created once; later starts keep a changed password and never undo a deactivation, a demotion or a new address', async () => {
    const users = createUsersRepo(database.db);
    const printed: unknown[] = [];
    expect(await ensureSuperuser(users, admin, silent, (t) => printed.push(t))).toEqual({
      kind: 'created',
      email: admin.email,
      password: null,
    });
    const row = (await users.findByEmail('boss@example.org'))!;
    expect(row.isSuperuser).toBe(true);
    await users.setPassword(row.id, 'changed-hash');
    expect(await ensureSuperuser(users, admin, silent)).toEqual({ kind: 'configured', email: admin.email, state: 'superuser' });
    expect((await users.findByEmail('boss@example.org'))?.passwordHash).toBe('changed-hash');

    await users.setFlags(row.id, { isActive: false });
    expect(await ensureSuperuser(users, admin, silent)).toMatchObject({ state: 'deactivated' });
    expect(await users.findById(row.id)).toMatchObject({ isActive: false, isSuperuser: true });

    await users.setFlags(row.id, { isActive: true, isSuperuser: false });
    expect(await ensureSuperuser(users, admin, silent)).toMatchObject({ state: 'demoted' });
    expect(await users.findById(row.id)).toMatchObject({ isActive: true, isSuperuser: false });

    // The admin moved to another address: no new superuser appears at the old one.
    await users.setPendingEmail(row.id, 'boss.new@example.org');
    await users.confirmPendingEmail(row.id);
    expect(await ensureSuperuser(users, admin, silent)).toMatchObject({ state: 'missing' });
    expect(await users.findByEmail(admin.email)).toBeUndefined();
    expect(printed).toEqual([]);
  });
});
