import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8123);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Browser tests against the built web app served by the real server on a fresh embedded database.
 * Uses Debian's Chromium (/usr/bin/chromium); `npm run test:browser` builds first.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/playwright',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    // Build the web app first so that a bare `npx playwright test` never runs against a stale dist.
    command: `npm run build -w @balancer/web && node --import tsx packages/server/src/main.ts`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: `.test-data/e2e-${Date.now()}`, LOG_LEVEL: 'warn' },
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
