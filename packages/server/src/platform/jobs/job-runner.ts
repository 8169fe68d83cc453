import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Job, JobDefinition } from './job-kinds';
import type { JobRow, JobsRepo } from './jobs.repo';

/** Thrown for failures a retry cannot fix (e.g. a damaged file): the job fails at once. */
export class PermanentJobError extends Error {}

/** Tries to record a failure before leaving the job to stale-job recovery. */
const RECORD_ATTEMPTS = 5;

/** The job was taken over by another process while this one ran it (this one went silent too long). */
export class LostClaimError extends Error {
  constructor() {
    super('another worker took this job over');
  }
}

/**
 * `signal` aborts at shutdown or when the claim is lost; `heartbeat` proves the claim is still held
 * (it throws LostClaimError otherwise): call it right before writing results.
 */
export type JobContext = { signal: AbortSignal; heartbeat: () => Promise<void> };
export type JobHandler<P> = {
  run(job: Job<P>, ctx: JobContext): Promise<void>;
  /** Called once when the job has failed for good, with the reason. */
  onFailed(job: Job<P>, reason: string): Promise<void>;
};

/** A handler bound to its job definition: the runner hands it raw rows, it parses their payload first. */
export type RunnableJob = {
  kind: string;
  run(row: JobRow, ctx: JobContext): Promise<void>;
  onFailed(row: JobRow, reason: string): Promise<void>;
};

/** Binds a handler to the kind of job it runs; a payload its schema refuses fails the job for good. */
export function runs<P>(definition: JobDefinition<P>, handler: JobHandler<P>): RunnableJob {
  const parse = (row: JobRow): Job<P> => {
    const parsed = definition.payload.safeParse(row.payload);
    if (!parsed.success) throw new PermanentJobError(`the payload of this ${definition.kind} job is not valid: ${parsed.error.message}`);
    return { ...row, payload: parsed.data };
  };
  return {
    kind: definition.kind,
    run: (row, ctx) => handler.run(parse(row), ctx),
    // A payload that never parsed has no owner to tell; the failure itself is already recorded.
    onFailed: async (row, reason) => (definition.payload.safeParse(row.payload).success ? handler.onFailed(parse(row), reason) : undefined),
  };
}

/**
 * One in-process worker polling the jobs table. Work is durable: state lives in the database, a job
 * interrupted by a crash is found at the next start by its stale heartbeat and retried or failed.
 */
export function createJobRunner(opts: {
  repo: JobsRepo;
  /** The jobs this process runs, each bound to its definition with `runs` (docs/architecture.md). */
  jobs: RunnableJob[];
  log: FastifyBaseLogger;
  /** Seconds without heartbeat before a running job counts as abandoned (0 for a single-process database). */
  staleSeconds: number;
  pollMs?: number;
  /** Wait before retry number `attempt` (default: none). */
  retryDelaySeconds?: (attempt: number) => number;
}) {
  const workerId = randomUUID();
  const handlers = new Map(opts.jobs.map((j) => [j.kind, j]));
  const kinds = [...handlers.keys()];
  const controller = new AbortController();
  let wake: (() => void) | undefined;
  let loop: Promise<void> | undefined;

  const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

  /**
   * Bookkeeping can fail too (the database refusing a value, or unreachable): it is logged and retried
   * with backoff; if it never succeeds the job stays "running" for the stale-job recovery to find.
   * Nothing here rejects, or the loop (and with it the process) would stop.
   */
  async function persist(what: string, job: JobRow, write: () => Promise<void>): Promise<boolean> {
    for (let attempt = 1; attempt <= RECORD_ATTEMPTS; attempt++) {
      try {
        await write();
        return true;
      } catch (err) {
        opts.log.error({ err, jobId: job.id, attempt }, `could not ${what}`);
        if (controller.signal.aborted) return false;
        await pause(200 * 2 ** attempt);
      }
    }
    opts.log.error({ jobId: job.id }, `gave up trying to ${what}; the job is left for stale-job recovery`);
    return false;
  }

  async function fail(job: JobRow, err: unknown) {
    const reason = err instanceof Error ? err.message : String(err);
    let state = 'failed' as 'queued' | 'failed' | 'lost';
    const recorded = await persist('record a job failure', job, async () => {
      state = await opts.repo.fail(
        job.id,
        workerId,
        reason,
        !(err instanceof PermanentJobError),
        opts.retryDelaySeconds?.(job.attempts) ?? 0,
      );
    });
    if (!recorded) return;
    if (state === 'lost') return opts.log.warn({ jobId: job.id, kind: job.kind }, 'job failed after another worker took it over');
    opts.log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, state, reason: reason.slice(0, 500) }, 'job failed');
    if (state === 'failed') await persist('report a failed job', job, async () => handlers.get(job.kind)?.onFailed(job, reason));
  }

  async function runOne(job: JobRow) {
    const handler = handlers.get(job.kind)!;
    opts.log.info({ jobId: job.id, kind: job.kind, attempt: job.attempts }, 'job started');
    const own = new AbortController();
    const signal = AbortSignal.any([controller.signal, own.signal]);
    const heartbeat = async () => {
      if (!(await opts.repo.heartbeat(job.id, workerId))) {
        own.abort();
        throw new LostClaimError();
      }
    };
    // Beats on its own while the handler works (pdf.js runs off this thread, so the timer keeps time):
    // a long page never makes a live worker look dead to the other processes.
    const beat =
      opts.staleSeconds > 0
        ? setInterval(
            () => heartbeat().catch((err: unknown) => opts.log.warn({ err, jobId: job.id }, 'heartbeat failed')),
            (opts.staleSeconds * 1000) / 3,
          )
        : undefined;
    try {
      await handler.run(job, { signal, heartbeat });
      clearInterval(beat);
      if (!(await opts.repo.complete(job.id, workerId))) throw new LostClaimError();
      opts.log.info({ jobId: job.id, kind: job.kind }, 'job finished');
    } catch (err) {
      clearInterval(beat);
      if (err instanceof LostClaimError || own.signal.aborted) {
        opts.log.warn({ jobId: job.id, kind: job.kind }, 'job left to the worker that took it over');
        return;
      }
      if (!controller.signal.aborted) return fail(job, err);
      await opts.repo
        .release(job.id, workerId)
        .catch((releaseErr: unknown) => opts.log.error({ err: releaseErr, jobId: job.id }, 'could not release a job'));
    }
  }

  /** Jobs whose worker died (this process before a restart, or another process) go back to the queue. */
  async function recover() {
    const { requeued, failed } = await opts.repo.recoverStale(kinds, opts.staleSeconds);
    if (requeued.length) opts.log.warn({ jobs: requeued.map((j) => j.id) }, 'requeued interrupted jobs');
    for (const job of failed) {
      await handlers
        .get(job.kind)
        ?.onFailed(job, job.lastError ?? 'interrupted')
        .catch((err: unknown) => opts.log.error({ err, jobId: job.id }, 'could not record an interrupted job'));
    }
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
        await runOne(job).catch((err: unknown) => opts.log.error({ err, jobId: job.id }, 'job runner error'));
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
      await recover().catch((err: unknown) => opts.log.error({ err }, 'could not recover stale jobs'));
      loop = run().catch((err: unknown) => opts.log.fatal({ err }, 'the job runner stopped'));
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
