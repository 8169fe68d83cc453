import path from 'node:path';

/** Shared by the Playwright config, the server harness and the tests. Test-only values. */
export const e2ePort = Number(process.env.E2E_PORT ?? 8123);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
// Set once by the process that loads the Playwright config; workers and the server inherit it.
process.env.E2E_RUN_DIR ??= path.resolve(`.test-data/e2e-${process.pid}`);
export const e2eRunDir = process.env.E2E_RUN_DIR;
export const e2eMailDir = path.join(e2eRunDir, 'mail');
export const e2eAdmin = { email: 'e2e.admin@example.org', password: 'e2e-superuser-password-only-for-tests' };
