/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm } from './auth-helpers';
import { certifyNoPhi, expectNoSeriousA11yViolations } from './helpers';
import { e2eAdmin } from './support/constants';

// Dosing facts are reviewed through the same queue as statements and rules (docs/adr/0049): a reviewer
// marks lithium's acute dose reviewed, and the suggestion's Start, target, monitor block then says who
// reviewed it instead of counting it as awaiting review.
const REVIEWER = 'Dr Ana Ruiz, psychiatrist';
const DOSE = /^Lithium, acute episode/;

async function shot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage });
}

/** A manic patient; opens lithium's detail and returns its Start, target, monitor block. */
async function lithiumBlock(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Click To Enter New Patient' }).click();
  await page.getByRole('combobox', { name: 'Current or most recent state' }).selectOption('Manic');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
  await page
    .getByRole('region', { name: /^Tier 1/ })
    .getByRole('button', { name: /^Lithium\b/ })
    .first()
    .click();
  const block = page.getByRole('region', { name: 'Start, target, monitor: Lithium' });
  await expect(block).toBeVisible();
  return block;
}

const awaiting = async (block: ReturnType<Page['getByRole']>) =>
  Number(((await block.getByText(/dosing facts? awaiting clinical review/).textContent()) ?? '').match(/^(\d+)/)?.[1]);

test('a reviewer marks a dosing fact reviewed in the queue; the Start, target, monitor block says by whom, at 1280 and 390 px', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await certifyNoPhi(page);
  await page.goto('/login');
  await signInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).not.toHaveURL(/\/login/);
  // The e2e server is shared by every spec: the review is rolled back at the end, since other specs
  // expect the seeded "not yet verified" markers.
  const headers = { authorization: `JWT ${await page.evaluate(() => localStorage.getItem('access') ?? '')}` };
  const before = (await (await page.request.get('/api/v2/content', { headers })).json()) as { id: number };
  try {
    const countBefore = await awaiting(await lithiumBlock(page));
    expect(countBefore).toBeGreaterThan(0);

    await page.goto('/review');
    await expect(page.getByText(/\d+ statements, \d+ rules, \d+ interactions and \d+ dosing facts await review/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Filter by text, medication or source' }).fill('Lithium, acute episode');
    const region = page.getByRole('region', { name: /^Dosing facts/ });
    const item = region.getByRole('listitem').filter({ has: page.getByRole('heading', { name: DOSE }) });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('dosing: start and titration (Manic, Hypomanic, Depressed)');
    await expect(item).toContainText('shown for Lithium');
    await expect(item).toContainText('Source: Lithium US label, Section 2');
    for (const width of [1280, 390] as const) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await expectNoSeriousA11yViolations(page, `dosing item in the review queue @${width}`);
      await shot(page, `dosing-review-queue-${width}`, true);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await item.getByRole('button', { name: 'Mark reviewed' }).click();
    await item.getByRole('textbox', { name: 'Your name as prescribers will see it' }).fill(REVIEWER);
    await expect(item.getByRole('textbox', { name: /What you checked/ })).toHaveValue(/^Checked against Lithium US label, Section 2/);
    await item.getByRole('button', { name: 'Save as reviewed' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Marked reviewed' })).toContainText(/\(version \d+\)/);
    await expect(page.getByRole('heading', { name: DOSE })).toHaveCount(0);

    const stamp = `Reviewed by ${REVIEWER}, ${new Date().toISOString().slice(0, 10)}`;
    for (const width of [1280, 390] as const) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const block = await lithiumBlock(page);
      await expect(block.getByText(stamp)).toBeVisible();
      expect(await awaiting(block)).toBe(countBefore - 1);
      await block.getByText(stamp).scrollIntoViewIfNeeded();
      await expectNoSeriousA11yViolations(page, `lithium block with a reviewed dose @${width}`);
      await shot(page, `dosing-reviewed-block-${width}`);
    }

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/contenthistory');
    const newest = page.getByRole('list', { name: 'Versions' }).getByRole('listitem').first();
    await expect(newest).toContainText('Marked reviewed');
    await expect(newest).toContainText(`reviewed dosing by ${REVIEWER}`);
    await shot(page, 'dosing-review-history-1280');
  } finally {
    // Only when a version was stored: a failure before the mark is then reported as itself.
    const now = (await (await page.request.get('/api/v2/content', { headers })).json()) as { id: number };
    if (now.id !== before.id) {
      const back = await page.request.post(`/api/v2/content/versions/${before.id}/rollback`, {
        headers,
        data: { reason: 'Undo the e2e review of a dosing fact', confirm: true },
      });
      expect(back.status()).toBeLessThan(300);
    }
  }
});
