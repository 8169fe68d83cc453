import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from '../server-root';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  // Loopback by default: a laptop does not serve its network a fresh admin account (README: 0.0.0.0 behind a proxy).
  HOST: z.string().default('127.0.0.1'),
  /** Embedded PostgreSQL (PGlite) data directory; ignored when DATABASE_URL is set. */
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** Connections each server process keeps open to PostgreSQL (DATABASE_URL) at most. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(500).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Reported by /api/v2/version; CI sets it to the release tag. */
  VERSION: z.string().default('dev'),
  /** Built web app to serve at /; skipped with a warning if absent. */
  WEB_DIST: z.string().default(path.join(repoRoot, 'packages/web/dist')),
  TRUST_PROXY: z.stringbool().default(false),
  /** Requests per minute per client address across the API (in-process counters). */
  MAX_UPLOAD_MB: z.coerce.number().positive().max(1024).default(50),
  /** Annotations (highlights, ink, stamps) one account may store, across all documents. */
  ANNOTATION_STORAGE_MB: z.coerce.number().positive().max(10_240).default(50),
  /** Pause between pages while ingesting, so a huge upload does not starve requests on a small machine. */
  INGEST_PAGE_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(0),
  /** Memory the pdf.js worker may use for one file (heap, and growth of the process while it reads). */
  PDF_MEMORY_MB: z.coerce.number().int().min(256).max(16_384).default(768),
  /** pdf.js worker threads reading pages in parallel; one per core, at most four, when unset. */
  PDF_WORKERS: z.coerce.number().int().min(1).max(32).optional(),
  /** Longest pdf.js may take to open a file or read one page. */
  PDF_PAGE_SECONDS: z.coerce.number().positive().max(3600).default(20),
  /** Longest pdf.js may take to read a whole file, pages summed (ingestion). */
  PDF_DOCUMENT_SECONDS: z.coerce.number().positive().max(86_400).default(900),
  /** On PostgreSQL: seconds without a heartbeat before another process takes over a running job. */
  JOB_STALE_SECONDS: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Comma-separated origins (scheme://host[:port]) allowed to call the API from a browser; none by default. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim().replace(/\/$/, ''))
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }).refine((o) => new URL(o).origin === o, 'must be an origin: scheme://host[:port]'))),
  /** Base URL of the web app, used in e-mailed links (never taken from the request's Host header). */
  PUBLIC_URL: z.url().optional(),
  /** HS256 signing secret; generated and kept in DATA_DIR when unset. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Balancer <no-reply@balancer.local>'),
  /** First wait before retrying a failed delivery; each retry waits four times longer, at most an hour. */
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** First superuser; without ADMIN_PASSWORD a random one is printed once. */
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  /** Language model for answers and rule extraction; `none` answers extractively, with no network. */
  AI_PROVIDER: z.enum(['none', 'openai-compatible', 'anthropic']).default('none'),
  AI_BASE_URL: z.url().optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_TEMPERATURE: z.coerce.number().min(0).max(2).default(0.2),
  /** Seconds without a token from the model before the answer ends in an error. */
  AI_STALL_SECONDS: z.coerce.number().positive().max(600).default(10),
  /** Encrypts the API key a superuser saves on /Settings; without it a key can only come from AI_API_KEY. */
  SETTINGS_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Assistant ("JJ") requests per minute: anonymous callers per address, signed-in users per account. */
  ASSISTANT_ANON_PER_MINUTE: z.coerce.number().int().positive().default(10),
  ASSISTANT_USER_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** Bearer token a Prometheus scraper sends to GET /metrics; unset, the route does not exist. */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** EHRs allowed to call the CDS Hooks service: a JSON array of {"iss", "jwks_url"}; unset = service off. */
  CDS_HOOKS_CLIENTS: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (!text?.trim()) return [];
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON array of {"iss": "...", "jwks_url": "..."}' });
        return z.NEVER;
      }
    })
    .pipe(z.array(z.object({ iss: z.string().min(1), jwks_url: z.url({ protocol: /^https?$/ }) }).strict())),
});

/** Every variable the server reads: the README's configuration table lists exactly these. */
export const environmentVariables = Object.keys(envSchema.shape);

export type Config = {
  port: number;
  host: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolMax?: number };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  version: string;
  webDist: string;
  trustProxy: boolean;
  rateLimitPerMinute: number;
  corsOrigins: string[];
  maxUploadMb: number;
  annotationStorageMb: number;
  ingestPageDelayMs: number;
  pdfLimits: { memoryMb: number; pageSeconds: number; documentSeconds: number };
  /** Undefined: sized to the machine. */
  pdfWorkers: number | undefined;
  jobStaleSeconds: number;
  dataDir: string;
  publicUrl: string;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailRetrySeconds: number;
  admin: { email: string | undefined; password: string | undefined };
  ai: AiConfig;
  /** Key material for secrets saved in the database (docs/adr/0016-ai-settings-and-audit-log.md). */
  settingsSecret: string | undefined;
  assistantPerMinute: { anonymous: number; user: number };
  /** Undefined: no /metrics route (docs/deploy.md, "Metrics"). */
  metricsToken: string | undefined;
  /** Each EHR's issuer and the URL of its JSON Web Key Set; empty turns the CDS Hooks service off. */
  cdsHooksClients: { iss: string; jwksUrl: string }[];
};

export type AiConfig = {
  provider: 'none' | 'openai-compatible' | 'anthropic';
  baseUrl: string | undefined;
  model: string | undefined;
  /** Never logged or returned by any endpoint. */
  apiKey: string | undefined;
  temperature: number;
  stallMs: number;
};

/** Reads and validates the environment once at boot; a bad value stops the server with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // A variable set to nothing (`SMTP_URL=` in an .env file, or a compose file passing an empty value) is unset.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.AI_PROVIDER !== 'none' && !e.AI_MODEL) throw new Error('Invalid configuration: AI_MODEL: required when AI_PROVIDER is set');
  if (e.AI_PROVIDER === 'openai-compatible' && !e.AI_BASE_URL)
    throw new Error('Invalid configuration: AI_BASE_URL: required for an openai-compatible provider');
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX }
      : { kind: 'pglite', dataDir: path.resolve(e.DATA_DIR) },
    logLevel: e.LOG_LEVEL,
    version: e.VERSION,
    webDist: path.resolve(e.WEB_DIST),
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    corsOrigins: e.CORS_ORIGINS,
    maxUploadMb: e.MAX_UPLOAD_MB,
    annotationStorageMb: e.ANNOTATION_STORAGE_MB,
    ingestPageDelayMs: e.INGEST_PAGE_DELAY_MS,
    pdfLimits: { memoryMb: e.PDF_MEMORY_MB, pageSeconds: e.PDF_PAGE_SECONDS, documentSeconds: e.PDF_DOCUMENT_SECONDS },
    pdfWorkers: e.PDF_WORKERS,
    jobStaleSeconds: e.JOB_STALE_SECONDS,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailRetrySeconds: e.MAIL_RETRY_SECONDS,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    ai: {
      provider: e.AI_PROVIDER,
      baseUrl: e.AI_BASE_URL,
      model: e.AI_MODEL,
      apiKey: e.AI_API_KEY,
      temperature: e.AI_TEMPERATURE,
      stallMs: e.AI_STALL_SECONDS * 1000,
    },
    settingsSecret: e.SETTINGS_SECRET,
    assistantPerMinute: { anonymous: e.ASSISTANT_ANON_PER_MINUTE, user: e.ASSISTANT_USER_PER_MINUTE },
    metricsToken: e.METRICS_TOKEN,
    cdsHooksClients: e.CDS_HOOKS_CLIENTS.map((c) => ({ iss: c.iss, jwksUrl: c.jwks_url })),
  };
}
