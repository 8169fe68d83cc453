import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { MetricsRepo } from './metrics.repo';

/** The events services report; without METRICS_TOKEN nobody can read them, so they cost nothing. */
export type MetricEvents = Omit<Metrics, 'registry'>;
export const noMetrics: MetricEvents = {
  request: () => undefined,
  suggestion: () => undefined,
  documentAnswer: () => undefined,
  pageRead: () => undefined,
  signInFailed: () => undefined,
  signInLocked: () => undefined,
};

/**
 * What an operator watches from outside the process, in the Prometheus text format (docs/deploy.md,
 * "Metrics"). Labels are route templates, methods, status codes, job kinds and answerer names only:
 * never a patient's input, an e-mail address or a document's text.
 */
export type Metrics = ReturnType<typeof createMetrics>;

export type PoolStats = { total: number; idle: number; waiting: number; max: number };

export function createMetrics(deps: { repo: MetricsRepo; poolStats: () => PoolStats; deliverMailKind: string }) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const httpRequests = new Counter({
    name: 'balancer_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'balancer_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (to the last byte for streamed answers), by method and route template',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const suggesterAnswers = new Counter({
    name: 'balancer_suggester_answers_total',
    help: 'Medication suggestions computed or served from the cache (web form, API, CDS Hooks)',
    registers,
  });
  const documentAnswers = new Counter({
    name: 'balancer_document_answers_total',
    help: 'Cited document answers, by answerer (extractive or a model) and outcome',
    labelNames: ['answerer', 'outcome'] as const,
    registers,
  });
  const firstContent = new Histogram({
    name: 'balancer_document_answer_first_content_seconds',
    help: 'Time from a document question to the first verified text of its answer',
    labelNames: ['answerer'] as const,
    buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
    registers,
  });
  const ingestionPages = new Counter({
    name: 'balancer_ingestion_pages_read_total',
    help: 'PDF pages read by ingestion',
    registers,
  });
  const signInFailures = new Counter({
    name: 'balancer_sign_in_failures_total',
    help: 'Sign-ins refused for a wrong e-mail address or password',
    registers,
  });
  const signInLockouts = new Counter({
    name: 'balancer_sign_in_lockouts_total',
    help: 'Sign-ins refused because the account and address are locked after repeated failures',
    registers,
  });
  // Read with the job counts (one query a scrape), so it is registered, and serialised, after them.
  const mailFailed = new Gauge({
    name: 'balancer_mail_failed',
    help: 'Mail deliveries that gave up after every retry',
    registers: [],
  });
  new Gauge({
    name: 'balancer_jobs',
    help: 'Background jobs queued, running and failed, by kind (shared by every process on one database)',
    labelNames: ['kind', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      const rows = await deps.repo.jobCounts();
      for (const row of rows) this.set({ kind: row.kind, state: row.state }, row.count);
      mailFailed.set(rows.find((r) => r.kind === deps.deliverMailKind && r.state === 'failed')?.count ?? 0);
    },
  });
  registry.registerMetric(mailFailed);
  new Gauge({
    name: 'balancer_mail_waiting',
    help: 'Mails written to the outbox and not yet delivered',
    registers,
    async collect() {
      this.set(await deps.repo.mailWaiting());
    },
  });
  new Gauge({
    name: 'balancer_db_pool_connections',
    help: 'Database connections of this process: open, idle, and requests waiting for one; max is the pool size',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const s = deps.poolStats();
      for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, s[state]);
    },
  });

  return {
    registry,
    request(method: string, route: string, status: number, seconds: number) {
      httpRequests.inc({ method, route, status: String(status) });
      httpDuration.observe({ method, route }, seconds);
    },
    suggestion: () => suggesterAnswers.inc(),
    documentAnswer(answerer: string, outcome: 'answered' | 'abstained' | 'error', firstContentSeconds: number | null) {
      documentAnswers.inc({ answerer, outcome });
      if (firstContentSeconds !== null) firstContent.observe({ answerer }, firstContentSeconds);
    },
    pageRead: () => ingestionPages.inc(),
    signInFailed: () => signInFailures.inc(),
    signInLocked: () => signInLockouts.inc(),
  };
}
