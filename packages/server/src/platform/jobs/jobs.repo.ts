import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { jobs } from '../../db/schema';
import { storableText } from '../../db/text';
import type { JobDefinition } from './job-kinds';

export type JobRow = typeof jobs.$inferSelect;

export function createJobsRepo(db: Db) {
  return {
    /** Queues a job; its payload is checked by the job's own schema before it is stored. */
    async enqueue<P>(job: JobDefinition<P>, payload: P, maxAttempts = 3): Promise<number> {
      const checked = job.payload.parse(payload) as Record<string, unknown>;
      const [row] = await db.insert(jobs).values({ kind: job.kind, payload: checked, maxAttempts }).returning({ id: jobs.id });
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

    /**
     * Refreshes the claim; false when this worker no longer holds it (another process took the job over
     * after this one went silent for too long): the worker must stop and record nothing.
     */
    async heartbeat(id: number, workerId: string): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ heartbeatAt: sql`now()` })
        .where(and(eq(jobs.id, id), eq(jobs.state, 'running'), eq(jobs.lockedBy, workerId)))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** Only the worker holding the claim finishes a job. */
    async complete(id: number, workerId: string): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ state: 'done', finishedAt: sql`now()`, lastError: null })
        .where(and(eq(jobs.id, id), eq(jobs.state, 'running'), eq(jobs.lockedBy, workerId)))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /**
     * Records a failure; the job goes back to the queue, not before `delaySeconds`, while it has attempts
     * left. Returns the new state.
     */
    async fail(id: number, workerId: string, error: string, retry: boolean, delaySeconds = 0): Promise<'queued' | 'failed' | 'lost'> {
      const [row] = await db
        .update(jobs)
        .set({
          lastError: storableText(error).slice(0, 2000),
          state: retry ? sql`CASE WHEN attempts < max_attempts THEN 'queued' ELSE 'failed' END` : 'failed',
          finishedAt: retry ? sql`CASE WHEN attempts < max_attempts THEN NULL ELSE now() END` : sql`now()`,
          runAfter: sql`now() + make_interval(secs => ${delaySeconds})`,
          lockedBy: null,
        })
        .where(and(eq(jobs.id, id), eq(jobs.state, 'running'), eq(jobs.lockedBy, workerId)))
        .returning({ state: jobs.state });
      if (!row) return 'lost';
      return row.state === 'queued' ? 'queued' : 'failed';
    },

    /** Gives a job back untouched (graceful shutdown): the attempt does not count. */
    async release(id: number, workerId: string): Promise<void> {
      await db
        .update(jobs)
        .set({ state: 'queued', attempts: sql`greatest(attempts - 1, 0)`, lockedBy: null })
        .where(and(eq(jobs.id, id), eq(jobs.state, 'running'), eq(jobs.lockedBy, workerId)));
    },

    /**
     * Jobs whose worker stopped beating (crash, kill, power loss): requeued while attempts remain,
     * otherwise failed. One statement, so two processes recovering at once take each job back once.
     * Returns the failed ones so their owners can record why.
     */
    async recoverStale(kinds: string[], staleSeconds: number): Promise<{ requeued: JobRow[]; failed: JobRow[] }> {
      const reason = 'interrupted: the worker stopped (crash or restart) before finishing';
      const result = await db.execute(sql`
        UPDATE ${jobs} SET
          state = CASE WHEN attempts < max_attempts THEN 'queued' ELSE 'failed' END,
          finished_at = CASE WHEN attempts < max_attempts THEN NULL ELSE now() END,
          last_error = ${reason},
          locked_by = NULL
        WHERE id IN (
          SELECT id FROM ${jobs}
          WHERE state = 'running' AND ${inArray(jobs.kind, kinds)} AND heartbeat_at <= now() - make_interval(secs => ${staleSeconds})
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id`);
      const ids = rowsOf<{ id: number }>(result).map((r) => r.id);
      if (!ids.length) return { requeued: [], failed: [] };
      const rows = await db.select().from(jobs).where(inArray(jobs.id, ids));
      return { requeued: rows.filter((j) => j.state === 'queued'), failed: rows.filter((j) => j.state === 'failed') };
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

    /** Whether a job of any of these kinds for this payload value is waiting or running (e.g. a document's reading or rule extraction). */
    async pending<P>(kinds: readonly JobDefinition<P>[], key: keyof P & string, value: string | number): Promise<boolean> {
      const rows = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            inArray(
              jobs.kind,
              kinds.map((k) => k.kind),
            ),
            inArray(jobs.state, ['queued', 'running']),
            sql`${jobs.payload}->>${key} = ${String(value)}`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async deleteFor<P>(job: JobDefinition<P>, key: keyof P & string, value: string | number): Promise<void> {
      await db.delete(jobs).where(and(eq(jobs.kind, job.kind), sql`${jobs.payload}->>${key} = ${String(value)}`));
    },
  };
}
export type JobsRepo = ReturnType<typeof createJobsRepo>;
