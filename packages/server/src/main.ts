import { bootstrap } from './bootstrap';
import { loadConfig } from './config/env';
import type { AdminStatus } from './features/auth/bootstrap-admin';
import { heldLogStream, startBanner } from './start/start-banner';

const config = loadConfig();
// Start-up logs wait until the banner is printed (issue 30: the address and password come first).
const logs = heldLogStream(process.stdout);
let admin: AdminStatus = { kind: 'none' };
const app = await bootstrap(
  config,
  { level: config.logLevel, stream: logs.stream },
  { onAdminStatus: (status) => (admin = status), printMail: (text) => process.stdout.write(text) },
).catch((err: unknown) => {
  logs.release();
  throw err;
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.port, host: config.host }).catch((err: unknown) => {
  logs.release();
  throw err;
});
process.stdout.write(
  startBanner({
    url: config.publicUrl,
    host: config.host,
    admin,
    smtp: config.smtpUrl !== undefined,
  }),
);
logs.release();
