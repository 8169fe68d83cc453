import { defineConfig } from '@playwright/test';
import { e2eBaseUrl as baseURL, e2eRunDir } from './e2e/support/constants';

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
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // Build the web app first so that a bare `npx playwright test` never runs against a stale dist.
    // The harness runs the real server with a real SMTP sink (e2e/support/start-server.ts).
    command: `npm run build -w @balancer/web && node --import tsx e2e/support/start-server.ts`,
    env: { E2E_RUN_DIR: e2eRunDir },
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
