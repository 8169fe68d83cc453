import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { jobs } from '../../db/schema';
import { storableText } from '../../db/text';

export type JobRow = typeof jobs.$inferSelect;

export function createJobsRepo(db: Db) {
  return {
    async enqueue(kind: string, payload: Record<string, unknown>, maxAttempts = 3): Promise<number> {
      const [row] = await db.insert(jobs).values({ kind, payload, maxAttempts }).returning({ id: jobs.id });
      return row!.id;
    },

    /** Takes the oldest queued job of these kinds; SKIP LOCKED lets several processes poll one table. */
    async claim(kinds: string[], workerId: string): Promise<JobRow | undefined> {
      const result = await db.execute(sql`
        UPDATE ${jobs} SET state = 'running', attempts = attempts + 1, locked_by = ${workerId}, heartbeat_at = now()
        WHERE id = (
          SELECT id FROM ${jobs} WHERE state = 'queued' AND ${inArray(jobs.kind, kinds)} AND run_after <= now()
          ORDER BY id FOR UPDATE SKIP LOCKED LIMIT 1
        )
        RETURNING id`);
      const id = rowsOf<{ id: number }>(result)[0]?.id;
      if (id === undefined) return undefined;
      return (await db.select().from(jobs).where(eq(jobs.id, id)))[0];
    },

    async heartbeat(id: number): Promise<void> {
      await db
        .update(jobs)
        .set({ heartbeatAt: sql`now()` })
        .where(eq(jobs.id, id));
    },

    async complete(id: number): Promise<void> {
      await db
        .update(jobs)
        .set({ state: 'done', finishedAt: sql`now()`, lastError: null })
        .where(eq(jobs.id, id));
    },

    /**
     * Records a failure; the job goes back to the queue, not before `delaySeconds`, while it has attempts
     * left. Returns the new state.
     */
    async fail(id: number, error: string, retry: boolean, delaySeconds = 0): Promise<'queued' | 'failed'> {
      const [row] = await db
        .update(jobs)
        .set({
          lastError: storableText(error).slice(0, 2000),
          state: retry ? sql`CASE WHEN attempts < max_attempts THEN 'queued' ELSE 'failed' END` : 'failed',
          finishedAt: retry ? sql`CASE WHEN attempts < max_attempts THEN NULL ELSE now() END` : sql`now()`,
          runAfter: sql`now() + make_interval(secs => ${delaySeconds})`,
        })
        .where(eq(jobs.id, id))
        .returning({ state: jobs.state });
      return row?.state === 'queued' ? 'queued' : 'failed';
    },

    /** Gives a job back untouched (graceful shutdown): the attempt does not count. */
    async release(id: number): Promise<void> {
      await db
        .update(jobs)
        .set({ state: 'queued', attempts: sql`greatest(attempts - 1, 0)`, lockedBy: null })
        .where(eq(jobs.id, id));
    },

    /**
     * Jobs whose worker stopped beating (crash, kill, power loss): requeued while attempts remain,
     * otherwise failed. Returns the failed ones so their owners can record why.
     */
    async recoverStale(kinds: string[], staleSeconds: number): Promise<{ requeued: JobRow[]; failed: JobRow[] }> {
      const stale = await db
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.state, 'running'),
            inArray(jobs.kind, kinds),
            sql`${jobs.heartbeatAt} <= now() - make_interval(secs => ${staleSeconds})`,
          ),
        );
      if (!stale.length) return { requeued: [], failed: [] };
      const exhausted = stale.filter((j) => j.attempts >= j.maxAttempts);
      const retry = stale.filter((j) => j.attempts < j.maxAttempts);
      const reason = 'interrupted: the worker stopped (crash or restart) before finishing';
      if (retry.length)
        await db
          .update(jobs)
          .set({ state: 'queued', lastError: reason })
          .where(
            inArray(
              jobs.id,
              retry.map((j) => j.id),
            ),
          );
      if (exhausted.length) {
        await db
          .update(jobs)
          .set({ state: 'failed', lastError: reason, finishedAt: sql`now()` })
          .where(
            inArray(
              jobs.id,
              exhausted.map((j) => j.id),
            ),
          );
      }
      return { requeued: retry, failed: exhausted.map((j) => ({ ...j, lastError: reason })) };
    },

    /** Finished jobs of these kinds older than the given age (their payloads may hold e-mail addresses). */
    async pruneFinished(kinds: string[], olderThanSeconds: number): Promise<void> {
      await db
        .delete(jobs)
        .where(
          and(
            inArray(jobs.kind, kinds),
            inArray(jobs.state, ['done', 'failed']),
            sql`${jobs.createdAt} < now() - make_interval(secs => ${olderThanSeconds})`,
          ),
        );
    },

    async deleteFor(kind: string, key: string, value: string | number): Promise<void> {
      await db.delete(jobs).where(and(eq(jobs.kind, kind), sql`${jobs.payload}->>${key} = ${String(value)}`));
    },
  };
}
export type JobsRepo = ReturnType<typeof createJobsRepo>;
