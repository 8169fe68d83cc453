import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema';

/** Kept in the database so every server process counts the same failures. */
export function createLoginAttemptsRepo(db: Db) {
  return {
    async record(email: string, ip: string, succeeded: boolean): Promise<void> {
      await db.insert(loginAttempts).values({ email: email.trim().toLowerCase(), ip, succeeded });
    },
    /** Failures within the window, for the account (since its last success) and for the address. */
    async recentFailures(email: string, ip: string, windowSeconds: number): Promise<{ account: number; address: number }> {
      const since = sql`now() - make_interval(secs => ${windowSeconds})`;
      const normalized = email.trim().toLowerCase();
      const lastSuccess = sql`coalesce((SELECT max(${loginAttempts.createdAt}) FROM ${loginAttempts} WHERE ${loginAttempts.email} = ${normalized} AND ${loginAttempts.succeeded}), '-infinity')`;
      const [account] = await db
        .select({ n: count() })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.email, normalized), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since), gt(loginAttempts.createdAt, lastSuccess)));
      const [address] = await db
        .select({ n: count() })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)));
      return { account: account?.n ?? 0, address: address?.n ?? 0 };
    },
    async prune(olderThanSeconds: number): Promise<void> {
      await db.delete(loginAttempts).where(sql`${loginAttempts.createdAt} < now() - make_interval(secs => ${olderThanSeconds})`);
    },
  };
}
export type LoginAttemptsRepo = ReturnType<typeof createLoginAttemptsRepo>;
