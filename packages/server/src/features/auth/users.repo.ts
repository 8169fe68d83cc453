import { and, count, eq, sql } from 'drizzle-orm';
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
      return (await db.insert(users).values(row).onConflictDoNothing().returning())[0];
    },
    async activate(id: number): Promise<void> {
      // Becoming active starts a new token version: tokens from before a deactivation stay dead.
      await db.update(users).set({ isActive: true, tokenVersion: reactivated }).where(eq(users.id, id));
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
      await db.update(users).set({ isSuperuser: true, isActive: true, tokenVersion: reactivated }).where(eq(users.id, id));
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
