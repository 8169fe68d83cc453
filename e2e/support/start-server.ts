/**
 * The server the browser tests run against: the real app on a fresh embedded database, with a real
 * SMTP sink in the same process that writes every message it receives to E2E mail directory, so
 * tests can open activation and reset links.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bootstrap } from '../../packages/server/src/bootstrap';
import { loadConfig } from '../../packages/server/src/config/env';
import { startSmtpSink } from '../../packages/server/test/smtp-sink';
import { e2eAdmin, e2eBaseUrl, e2eMailDir, e2ePort, e2eRunDir } from './constants';

rmSync(e2eRunDir, { recursive: true, force: true });
mkdirSync(e2eMailDir, { recursive: true });

let count = 0;
const smtp = await startSmtpSink((mail) => {
  writeFileSync(path.join(e2eMailDir, `${String(++count).padStart(4, '0')}-${mail.to.join(',')}.eml`), mail.raw);
});

const config = {
  ...loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }),
  port: e2ePort,
  host: '127.0.0.1',
  database: { kind: 'pglite' as const, dataDir: path.join(e2eRunDir, 'db') },
  dataDir: e2eRunDir,
  publicUrl: e2eBaseUrl,
  smtpUrl: smtp.url,
  admin: e2eAdmin,
  rateLimitPerMinute: 100_000,
  // Lets /Settings store an API key (encrypted with it); a test-only value.
  settingsSecret: 'e2e-settings-secret-only-for-browser-tests',
  // Spreads ingestion over about a second per 100 pages so the browser sees page-by-page progress.
  ingestPageDelayMs: 10,
};
const app = await bootstrap(config);
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().finally(() => smtp.close().then(() => process.exit(0)));
  });
}
