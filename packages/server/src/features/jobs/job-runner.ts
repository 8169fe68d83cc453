import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { JobRow, JobsRepo } from './jobs.repo';

/** Thrown for failures a retry cannot fix (e.g. a damaged file): the job fails at once. */
export class PermanentJobError extends Error {}

export type JobContext = { signal: AbortSignal; heartbeat: () => Promise<void> };
export type JobHandler = {
  run(job: JobRow, ctx: JobContext): Promise<void>;
  /** Called once when the job has failed for good, with the reason. */
  onFailed(job: JobRow, reason: string): Promise<void>;
};

/**
 * One in-process worker polling the jobs table. Work is durable: state lives in the database, a job
 * interrupted by a crash is found at the next start by its stale heartbeat and retried or failed.
 */
export function createJobRunner(opts: {
  repo: JobsRepo;
  handlers: Record<string, JobHandler>;
  log: FastifyBaseLogger;
  /** Seconds without heartbeat before a running job counts as abandoned (0 for a single-process database). */
  staleSeconds: number;
  pollMs?: number;
}) {
  const workerId = randomUUID();
  const kinds = Object.keys(opts.handlers);
  const controller = new AbortController();
  let wake: (() => void) | undefined;
  let loop: Promise<void> | undefined;

  async function fail(job: JobRow, err: unknown) {
    const reason = err instanceof Error ? err.message : String(err);
    const state = await opts.repo.fail(job.id, reason, !(err instanceof PermanentJobError));
    opts.log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, state, reason }, 'job failed');
    if (state === 'failed') await opts.handlers[job.kind]?.onFailed(job, reason);
  }

  async function runOne(job: JobRow) {
    const handler = opts.handlers[job.kind]!;
    opts.log.info({ jobId: job.id, kind: job.kind, attempt: job.attempts }, 'job started');
    try {
      await handler.run(job, { signal: controller.signal, heartbeat: () => opts.repo.heartbeat(job.id) });
      await opts.repo.complete(job.id);
      opts.log.info({ jobId: job.id, kind: job.kind }, 'job finished');
    } catch (err) {
      if (controller.signal.aborted) await opts.repo.release(job.id);
      else await fail(job, err);
    }
  }

  /** Jobs whose worker died (this process before a restart, or another process) go back to the queue. */
  async function recover() {
    const { requeued, failed } = await opts.repo.recoverStale(opts.staleSeconds);
    if (requeued.length) opts.log.warn({ jobs: requeued.map((j) => j.id) }, 'requeued interrupted jobs');
    for (const job of failed) await opts.handlers[job.kind]?.onFailed(job, job.lastError ?? 'interrupted');
  }

  async function run() {
    let lastRecovery = Date.now();
    while (!controller.signal.aborted) {
      if (opts.staleSeconds > 0 && Date.now() - lastRecovery > (opts.staleSeconds * 1000) / 2) {
        lastRecovery = Date.now();
        await recover().catch((err: unknown) => opts.log.error({ err }, 'could not recover stale jobs'));
      }
      const job = await opts.repo.claim(kinds, workerId).catch((err: unknown) => {
        opts.log.error({ err }, 'could not poll the job queue');
        return undefined;
      });
      if (job) {
        await runOne(job);
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(opts.pollMs ?? 1000, opts.staleSeconds > 0 ? (opts.staleSeconds * 1000) / 2 : Infinity));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  return {
    async start() {
      await recover();
      loop = run();
    },
    /** Wakes the worker after a job was queued in this process. */
    kick: () => wake?.(),
    async stop() {
      controller.abort();
      wake?.();
      await loop;
    },
  };
}
export type JobRunner = ReturnType<typeof createJobRunner>;
