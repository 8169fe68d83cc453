import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';
import { withClonedDatabase } from '../../../test/cloned-database';
import { z } from 'zod';
import { defineJob } from './job-kinds';
import { createJobRunner, PermanentJobError, runs } from './job-runner';
import { createJobsRepo } from './jobs.repo';

let database: Database;
const logs: string[] = [];
const stream = new Writable({ write: (chunk, _enc, done) => (logs.push(String(chunk)), done()) });
const log = Fastify({ logger: { level: 'info', stream } }).log;

withClonedDatabase((opened) => {
  database = opened;
});

const nulJob = defineJob('nul', z.object({}));
const flakyJob = defineJob('flaky', z.object({ ok: z.boolean().optional() }));
const slowJob = defineJob('slow', z.object({}));

const stateOf = async (id: number) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const v = await read();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not reached');
}

describe('job runner failure path', () => {
  it('records a failure whose reason holds NUL characters', async () => {
    const repo = createJobsRepo(database.db);
    const reasons: string[] = [];
    const runner = createJobRunner({
      repo,
      log,
      staleSeconds: 0,
      jobs: [
        runs(nulJob, {
          run: async () => {
            throw new PermanentJobError('page text "a\u0000b" could not be stored');
          },
          onFailed: async (_job, reason) => void reasons.push(reason),
        }),
      ],
    });
    const id = await repo.enqueue(nulJob, {});
    await runner.start();
    const row = await until(
      () => stateOf(id),
      (r) => r.state === 'failed',
    );
    await runner.stop();
    expect(row.lastError).toBe('page text "ab" could not be stored');
    expect(reasons).toHaveLength(1);
  });

  it('logs and retries a failure it could not record, and keeps working afterwards', async () => {
    const real = createJobsRepo(database.db);
    let refusals = 2;
    // The database refusing the first two attempts to record the failure (as it refused NUL text).
    const repo = {
      ...real,
      fail: async (...args: Parameters<typeof real.fail>) => {
        if (refusals-- > 0) throw new Error('invalid byte sequence for encoding "UTF8": 0x00');
        return real.fail(...args);
      },
    };
    const ran: number[] = [];
    const runner = createJobRunner({
      repo,
      log,
      staleSeconds: 0,
      jobs: [
        runs(flakyJob, {
          run: async (job) => {
            ran.push(job.id);
            if (job.payload.ok) return;
            throw new PermanentJobError('damaged file');
          },
          onFailed: async () => {
            if (refusals-- > -2) throw new Error('the document row could not be updated');
          },
        }),
      ],
    });
    const bad = await repo.enqueue(flakyJob, {});
    const good = await repo.enqueue(flakyJob, { ok: true });
    await runner.start();
    await until(
      () => stateOf(good),
      (r) => r.state === 'done',
    );
    await runner.stop();
    expect(await stateOf(bad)).toMatchObject({ state: 'failed', lastError: 'damaged file' });
    expect(ran).toEqual([bad, good]);
    expect(logs.filter((l) => l.includes('could not record a job failure'))).toHaveLength(2);
    expect(logs.filter((l) => l.includes('could not report a failed job'))).toHaveLength(1);
  });

  it('records nothing for a job another worker took over while it ran', async () => {
    const repo = createJobsRepo(database.db);
    const failures: string[] = [];
    let release!: () => void;
    const taken = new Promise<void>((r) => (release = r));
    let sawLoss = false;
    const runner = createJobRunner({
      repo,
      log,
      staleSeconds: 0,
      jobs: [
        runs(slowJob, {
          run: async (_job, { heartbeat, signal }) => {
            await taken;
            await heartbeat().catch((err: unknown) => {
              sawLoss = signal.aborted;
              throw err;
            });
          },
          onFailed: async (_job, reason) => void failures.push(reason),
        }),
      ],
    });
    const id = await repo.enqueue(slowJob, {});
    await runner.start();
    await until(
      () => stateOf(id),
      (r) => r.state === 'running',
    );
    // What stale-job recovery in another process followed by its claim leaves behind.
    await database.db.update(jobs).set({ lockedBy: 'another-process' }).where(eq(jobs.id, id));
    release();
    await until(async () => logs.some((l) => l.includes('job left to the worker that took it over')), Boolean);
    await runner.stop();
    expect(sawLoss).toBe(true);
    expect(failures).toEqual([]);
    expect(await stateOf(id)).toMatchObject({ state: 'running', lockedBy: 'another-process', attempts: 1 });
  });
});
