import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { loginAttempts } from '../../db/schema';

export type AttemptCounts = {
  id: number;
  /** Failures, this attempt included, within the window and since the account's last success. */
  pair: number;
  account: number;
  /** The same, from this known device (0 without one). */
  device: number;
  /** Failures from this address for any account within the window, this attempt included. */
  address: number;
  /** Seconds since the account's previous failure (null when there is none). */
  sinceLastAccountFailure: number | null;
  /** Whether this address signed in to this account successfully within `KNOWN_ADDRESS_DAYS`. */
  knownAddress: boolean;
};

/** How long a successful sign-in makes its address known for the account (and its record is kept). */
export const KNOWN_ADDRESS_DAYS = 30;

/** Kept in the database so every server process counts the same failures. */
export function createLoginAttemptsRepo(db: Db) {
  return {
    /**
     * Records the attempt as a failure before the password is checked, then counts with it included:
     * parallel attempts each see at least every attempt committed before theirs, so no burst slips
     * past the limit.
     */
    async begin(client: { email: string; ip: string; device: string | null }, windowSeconds: number): Promise<AttemptCounts> {
      const { ip, device } = client;
      const email = client.email.trim().toLowerCase();
      const [row] = await db.insert(loginAttempts).values({ email, ip, device, succeeded: false }).returning({ id: loginAttempts.id });
      const id = row!.id;
      const since = sql`now() - make_interval(secs => ${windowSeconds})`;
      const lastSuccess = sql`coalesce((SELECT max(created_at) FROM login_attempts WHERE email = ${email} AND succeeded), '-infinity')`;
      const account = rowsOf<{ pair: number; account: number; device: number; since_last: number | null; known: boolean }>(
        await db.execute(sql`
          SELECT count(*) FILTER (WHERE ip = ${ip})::int AS pair,
                 count(*)::int AS account,
                 count(*) FILTER (WHERE device = ${device})::int AS device,
                 extract(epoch FROM now() - max(created_at) FILTER (WHERE id <> ${id}))::float8 AS since_last,
                 EXISTS (SELECT 1 FROM login_attempts WHERE email = ${email} AND ip = ${ip} AND succeeded
                         AND created_at > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})) AS known
          FROM login_attempts
          WHERE email = ${email} AND NOT succeeded AND created_at > ${since} AND created_at > ${lastSuccess}`),
      )[0];
      const address = rowsOf<{ n: number }>(
        await db.execute(sql`SELECT count(*)::int AS n FROM login_attempts WHERE ip = ${ip} AND NOT succeeded AND created_at > ${since}`),
      )[0];
      return {
        id,
        pair: account?.pair ?? 1,
        account: account?.account ?? 1,
        device: account?.device ?? 0,
        address: address?.n ?? 1,
        sinceLastAccountFailure: account?.since_last ?? null,
        knownAddress: account?.known ?? false,
      };
    },
    /** Marks the attempt a success, with the device id issued to the browser now. */
    async succeeded(id: number, device: string): Promise<void> {
      await db.update(loginAttempts).set({ succeeded: true, device }).where(eq(loginAttempts.id, id));
    },
    /** A refused attempt is not counted: hammering a locked pair does not extend its lock. */
    async forget(id: number): Promise<void> {
      await db.delete(loginAttempts).where(and(eq(loginAttempts.id, id), eq(loginAttempts.succeeded, false)));
    },
    /** Failures older than `failuresSeconds` go; successes after `KNOWN_ADDRESS_DAYS`. */
    async prune(failuresSeconds: number): Promise<void> {
      await db
        .delete(loginAttempts)
        .where(
          sql`${loginAttempts.createdAt} < now() - CASE WHEN ${loginAttempts.succeeded} THEN make_interval(days => ${KNOWN_ADDRESS_DAYS}) ELSE make_interval(secs => ${failuresSeconds}) END`,
        );
    },
  };
}
export type LoginAttemptsRepo = ReturnType<typeof createLoginAttemptsRepo>;
