import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { loginAttempts } from '../../db/schema';

export type AttemptCounts = {
  id: number;
  /** Failures, this attempt included, within the window and since the account's last success. */
  pair: number;
  account: number;
  /** Failures from this address for any account within the window, this attempt included. */
  address: number;
  /** Seconds since the account's previous failure (null when there is none). */
  sinceLastAccountFailure: number | null;
};

/** Kept in the database so every server process counts the same failures. */
export function createLoginAttemptsRepo(db: Db) {
  return {
    /**
     * Records the attempt as a failure before the password is checked, then counts with it included:
     * parallel attempts each see at least every attempt committed before theirs, so no burst slips
     * past the limit.
     */
    async begin(email: string, ip: string, windowSeconds: number): Promise<AttemptCounts> {
      const normalized = email.trim().toLowerCase();
      const [row] = await db.insert(loginAttempts).values({ email: normalized, ip, succeeded: false }).returning({ id: loginAttempts.id });
      const id = row!.id;
      const since = sql`now() - make_interval(secs => ${windowSeconds})`;
      const lastSuccess = sql`coalesce((SELECT max(created_at) FROM login_attempts WHERE email = ${normalized} AND succeeded), '-infinity')`;
      const account = rowsOf<{ pair: number; account: number; since_last: number | null }>(
        await db.execute(sql`
          SELECT count(*) FILTER (WHERE ip = ${ip})::int AS pair,
                 count(*)::int AS account,
                 extract(epoch FROM now() - max(created_at) FILTER (WHERE id <> ${id}))::float8 AS since_last
          FROM login_attempts
          WHERE email = ${normalized} AND NOT succeeded AND created_at > ${since} AND created_at > ${lastSuccess}`),
      )[0];
      const address = rowsOf<{ n: number }>(
        await db.execute(sql`SELECT count(*)::int AS n FROM login_attempts WHERE ip = ${ip} AND NOT succeeded AND created_at > ${since}`),
      )[0];
      return {
        id,
        pair: account?.pair ?? 1,
        account: account?.account ?? 1,
        address: address?.n ?? 1,
        sinceLastAccountFailure: account?.since_last ?? null,
      };
    },
    async succeeded(id: number): Promise<void> {
      await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, id));
    },
    /** A refused attempt is not counted: hammering a locked pair does not extend its lock. */
    async forget(id: number): Promise<void> {
      await db.delete(loginAttempts).where(and(eq(loginAttempts.id, id), eq(loginAttempts.succeeded, false)));
    },
    async prune(olderThanSeconds: number): Promise<void> {
      await db.delete(loginAttempts).where(sql`${loginAttempts.createdAt} < now() - make_interval(secs => ${olderThanSeconds})`);
    },
  };
}
export type LoginAttemptsRepo = ReturnType<typeof createLoginAttemptsRepo>;
