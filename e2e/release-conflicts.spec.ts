import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm } from './auth-helpers';
import { expectNoSeriousA11yViolations, screenshot } from './helpers';
import { e2eAdmin } from './support/constants';

/**
 * A superuser settles a new release's conflicts with this site's edits (docs/adr/0050), on a server of
 * its own started on edited content (e2e/support/start-conflict-server.ts): the release's rule taken at
 * 1280 px, this site's kept at 390 px, then nothing left to settle.
 */
const port = 8124;
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: base });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/start-conflict-server.ts'], {
    env: { ...process.env, CONFLICTS_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 200; i++) {
    const up = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the release-conflicts server did not start');
});
test.afterAll(() => {
  server?.kill('SIGTERM');
});

async function openConflicts(page: Page, width: number) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  await page.goto('/login');
  await signInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/release-conflicts');
  await expect(page.getByRole('heading', { name: 'Release Conflicts', level: 1 })).toBeVisible();
}

test("takes the release's rule, confirming the reference patients it changes @1280", async ({ page }) => {
  test.setTimeout(120_000);
  await openConflicts(page, 1280);
  await expect(page.getByRole('heading', { name: '2 open conflicts' })).toBeVisible();
  // The sidebar counts them.
  await expect(
    page.getByRole('navigation', { name: 'Admin areas' }).getByRole('link', { name: /^Release Conflicts.*2 to settle$/ }),
  ).toBeVisible();
  const kidney = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Rule: Kidney disease/ }) });
  await expect(kidney.getByRole('region', { name: 'This site', exact: true })).toContainText('disabled');
  await expect(kidney.getByRole('region', { name: 'The release', exact: true })).toContainText('+ rationale:');
  await expectNoSeriousA11yViolations(page, 'release conflicts @1280');
  await screenshot(page, 'release-conflicts-1280');

  await kidney.getByRole('button', { name: 'Take the release’s' }).click();
  await expect(kidney.getByText('Say why, for the history and the audit log.')).toBeVisible();
  await kidney.getByLabel('Reason (required)').fill('The release’s wording; the rule applies again');
  await kidney.getByRole('button', { name: 'Take the release’s' }).click();
  await expect(kidney.getByRole('button', { name: 'Take the release’s anyway' })).toBeVisible();
  await screenshot(page, 'release-conflicts-confirm-1280');
  await kidney.getByRole('button', { name: 'Take the release’s anyway' }).click();
  await expect(page.getByText(/the release’s version is now active/)).toBeVisible();
  await expect(page.getByRole('heading', { name: '1 open conflict' })).toBeVisible();
});

test("keeps this site's rule on a phone, then there is nothing to settle @390", async ({ page }) => {
  test.setTimeout(120_000);
  await openConflicts(page, 390);
  const liver = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Rule: Liver/ }) });
  await expect(liver.getByRole('region', { name: 'This site', exact: true })).toContainText('label:');
  await expectNoSeriousA11yViolations(page, 'release conflicts @390');
  await screenshot(page, 'release-conflicts-390');
  await liver.getByLabel('Reason (required)').fill('Our label is what our prescribers know');
  await liver.getByRole('button', { name: 'Keep this site’s' }).click();
  await expect(page.getByText(/this site’s version is kept/)).toBeVisible();
  await expect(page.getByText(/Nothing to settle/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'release conflicts, none @390');
  await screenshot(page, 'release-conflicts-none-390');
});
