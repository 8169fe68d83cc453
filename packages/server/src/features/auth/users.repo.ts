import { and, asc, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

const reactivated = sql`CASE WHEN ${users.isActive} THEN ${users.tokenVersion} ELSE ${users.tokenVersion} + 1 END`;

export function createUsersRepo(db: Db) {
  const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      return (await db.select().from(users).where(byEmail(email)).limit(1))[0];
    },
    async findById(id: number): Promise<UserRow | undefined> {
      return (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];
    },
    /** Returns undefined when the e-mail is taken (case-insensitively). */
    async create(
      row: Pick<UserRow, 'email' | 'firstName' | 'lastName' | 'passwordHash' | 'isActive' | 'isSuperuser'>,
    ): Promise<UserRow | undefined> {
      const activatedAt = row.isActive ? sql`now()` : null;
      return (
        await db
          .insert(users)
          .values({ ...row, activatedAt })
          .onConflictDoNothing()
          .returning()
      )[0];
    },
    /**
     * The mailed link activates an account only the first time: never one already activated or one a
     * superuser deactivated (only a superuser brings that back). False when nothing changed.
     */
    async activate(id: number): Promise<boolean> {
      const done = await db
        .update(users)
        .set({ isActive: true, tokenVersion: reactivated, activatedAt: sql`now()` })
        .where(and(eq(users.id, id), eq(users.isActive, false), isNull(users.activatedAt), isNull(users.deactivatedAt)))
        .returning({ id: users.id });
      return done.length > 0;
    },
    async setPassword(id: number, passwordHash: string): Promise<void> {
      // Every token issued before dies with the old password, even one from the same millisecond.
      await db
        .update(users)
        .set({ passwordHash, passwordChangedAt: sql`now()`, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, id));
    },

    async setNames(id: number, names: { firstName?: string; lastName?: string }): Promise<UserRow | undefined> {
      if (names.firstName === undefined && names.lastName === undefined) return this.findById(id);
      return (await db.update(users).set(names).where(eq(users.id, id)).returning())[0];
    },
    async touchLogin(id: number): Promise<void> {
      await db
        .update(users)
        .set({ lastLoginAt: sql`now()` })
        .where(eq(users.id, id));
    },
    async makeSuperuser(id: number): Promise<void> {
      await db
        .update(users)
        .set({ isSuperuser: true, isActive: true, tokenVersion: reactivated, activatedAt: sql`coalesce(${users.activatedAt}, now())` })
        .where(eq(users.id, id));
    },
    /** Every account whose address or name contains `q` (case-insensitively), by address. */
    async search(q: string | undefined, limit: number): Promise<UserRow[]> {
      const like = `%${(q ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const match = q ? or(ilike(users.email, like), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like)) : undefined;
      return db
        .select()
        .from(users)
        .where(match)
        .orderBy(asc(sql`lower(${users.email})`))
        .limit(limit);
    },
    /**
     * Role and active flags set by a superuser. Deactivating needs no new token version (an inactive
     * account's tokens are refused), reactivating starts one, as activation does.
     */
    async setFlags(id: number, flags: { isSuperuser?: boolean; isActive?: boolean }): Promise<UserRow | undefined> {
      const active =
        flags.isActive === undefined
          ? {}
          : flags.isActive
            ? { isActive: true, tokenVersion: reactivated, deactivatedAt: null }
            : { isActive: false, deactivatedAt: sql`now()` };
      const role = flags.isSuperuser === undefined ? {} : { isSuperuser: flags.isSuperuser };
      return (
        await db
          .update(users)
          .set({ ...role, ...active })
          .where(eq(users.id, id))
          .returning()
      )[0];
    },
    /** Every token issued so far dies ("sign out everywhere"). */
    async bumpTokenVersion(id: number): Promise<void> {
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, id));
    },
    /** Whether any account exists (the bootstrap admin is created only on an empty database). */
    async any(): Promise<boolean> {
      return (await db.select({ id: users.id }).from(users).limit(1)).length > 0;
    },
    async setPendingEmail(id: number, email: string | null): Promise<void> {
      await db.update(users).set({ pendingEmail: email }).where(eq(users.id, id));
    },
    /** Moves the pending address in; undefined when there is none or another account took it meanwhile. */
    async confirmPendingEmail(id: number): Promise<UserRow | undefined> {
      const target = await this.findById(id);
      if (!target?.pendingEmail || (await this.findByEmail(target.pendingEmail))) return undefined;
      return (
        await db
          .update(users)
          .set({ email: target.pendingEmail, pendingEmail: null, previousEmail: target.email })
          .where(eq(users.id, id))
          .returning()
      )[0];
    },
    /**
     * Stops an address change from the link mailed to the old address: a pending one is dropped, a
     * confirmed one undone (unless another account took the old address meanwhile). Signs out everywhere.
     */
    async undoEmailChange(id: number): Promise<UserRow | undefined> {
      const target = await this.findById(id);
      if (!target) return undefined;
      const back = target.previousEmail && !(await this.findByEmail(target.previousEmail)) ? { email: target.previousEmail } : {};
      return (
        await db
          .update(users)
          .set({ ...back, pendingEmail: null, previousEmail: null, tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, id))
          .returning()
      )[0];
    },
    /** Serialises role changes in a transaction, so two superusers demoting each other cannot leave none. */
    async lockRoles(): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('balancer.users.roles'))`);
    },
    async countSuperusers(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.isSuperuser, true), eq(users.isActive, true)));
      return row?.n ?? 0;
    },
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;
