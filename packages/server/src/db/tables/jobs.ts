import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Durable background work (ingestion). Workers claim with FOR UPDATE SKIP LOCKED, so several server
 * processes on one PostgreSQL share the queue; a job whose worker died is retried or failed at restart.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    lastError: text('last_error'),
    lockedBy: text('locked_by'),
    /** Refreshed while the job runs; a stale heartbeat means the worker is gone. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** Not claimed before this instant: retries back off. */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_state_idx').on(t.state, t.id)],
);
