import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default('0.0.0.0'),
  /** Embedded PostgreSQL (PGlite) data directory; ignored when DATABASE_URL is set. */
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Reported by /api/v1/api/version; CI sets it to the release tag. */
  VERSION: z.string().default('dev'),
  /** Built web app to serve at /; skipped with a warning if absent. */
  WEB_DIST: z.string().default(path.join(repoRoot, 'packages/web/dist')),
  TRUST_PROXY: z.stringbool().default(false),
});

export type Config = {
  port: number;
  host: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  version: string;
  webDist: string;
  trustProxy: boolean;
};

/** Reads and validates the environment once at boot; a bad value stops the server with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(e.DATA_DIR) },
    logLevel: e.LOG_LEVEL,
    version: e.VERSION,
    webDist: path.resolve(e.WEB_DIST),
    trustProxy: e.TRUST_PROXY,
  };
}
