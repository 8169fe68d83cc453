import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { jobs, mailOutbox } from '../../db/schema';

/** The counts a scrape reads from the database: the job queue and the mail outbox, shared by every process. */
export function createMetricsRepo(db: Db) {
  return {
    /** Jobs queued, running and failed, by kind (done jobs are history, not load). */
    async jobCounts(): Promise<{ kind: string; state: string; count: number }[]> {
      const result = await db.execute(sql`
        SELECT kind, state, count(*)::int AS count FROM ${jobs}
        WHERE state IN ('queued', 'running', 'failed') GROUP BY kind, state`);
      return rowsOf<{ kind: string; state: string; count: number }>(result);
    },
    /** Mails not yet delivered. */
    async mailWaiting(): Promise<number> {
      const result = await db.execute(sql`SELECT count(*)::int AS count FROM ${mailOutbox} WHERE sent_at IS NULL`);
      return rowsOf<{ count: number }>(result)[0]?.count ?? 0;
    },
  };
}
export type MetricsRepo = ReturnType<typeof createMetricsRepo>;
