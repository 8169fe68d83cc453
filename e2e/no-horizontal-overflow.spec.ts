/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { adminTiles } from '../packages/web/src/features/auth/api/admin-links';
import { certifyNoPhi } from './helpers';
import { e2eAdmin } from './support/constants';
import { enterIssueCase } from './summary-case';

/** Every route a visitor can reach, signed out; the admin pages are checked again signed in as a superuser. */
const publicRoutes = [
  '/',
  '/medications',
  '/about',
  '/help',
  '/how-to',
  '/data-sources',
  '/feedback',
  '/login',
  '/register',
  '/resetpassword',
  '/activate/MQ/an-expired-token',
  '/password/reset/confirm/MQ/an-expired-token',
  '/no-such-page',
];
const adminRoutes = ['/AdminPortal', ...adminTiles.map((t) => t.to)];

/** The page's scroll width against its viewport, with the elements that stick out when they differ. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const culprits = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.getClientRects().length > 0)
      .slice(-5)
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 60)}"`);
    return { scrollWidth: document.documentElement.scrollWidth, width, culprits };
  });
}

async function expectNoOverflow(page: Page, label: string) {
  const o = await overflow(page);
  expect
    .soft(o.scrollWidth, `${label}: scroll width ${o.scrollWidth} at ${o.width} px; sticking out: ${o.culprits.join(', ')}`)
    .toBe(o.width);
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main').or(page.getByText('Oops!')).first()).toBeVisible();
}

/** Opens every disclosure of the summary, so the longest rule names and reasons are on screen. */
async function openEverything(page: Page) {
  await openCautions(page);
  await page.getByRole('button', { name: /^Not suggested/ }).click();
  await page.getByRole('button', { name: /^Asenapine plus Lithium\b/ }).click();
  await expect(page.locator('#rx-asenapine-lithium-detail')).toBeVisible();
}

async function openCautions(page: Page) {
  const closed = page.locator('section[aria-labelledby="cautions-title"] button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
}

for (const width of [320, 360, 390] as const) {
  test.describe(`no horizontal overflow at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('every public route, and the admin routes signed out', async ({ page }) => {
      for (const path of [...publicRoutes, ...adminRoutes]) {
        await visit(page, path);
        await expectNoOverflow(page, path);
      }
      await visit(page, '/');
      await page.getByRole('button', { name: 'Menu' }).click();
      await expectNoOverflow(page, 'mobile menu open');
    });

    test('every admin route, signed in as a superuser', async ({ page, request }) => {
      const tokens = (await (await request.post('/api/v2/auth/token', { data: e2eAdmin })).json()) as { access: string; refresh: string };
      await page.addInitScript((t) => {
        window.localStorage.setItem('access', t.access);
        window.localStorage.setItem('refresh', t.refresh);
      }, tokens);
      for (const path of adminRoutes) {
        await visit(page, path);
        await expectNoOverflow(page, `${path} (superuser)`);
      }
    });

    test('the form and the summary with every part open, including the longest rule names', async ({ page }) => {
      await certifyNoPhi(page);
      await visit(page, '/');
      await page.getByRole('button', { name: 'Click To Enter New Patient' }).click();
      await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
      await expectNoOverflow(page, 'form');

      await enterIssueCase(page);
      await openEverything(page);
      await expectNoOverflow(page, 'summary of the issue case, all open');
      await page.getByRole('button', { name: 'By rule' }).click();
      await expectNoOverflow(page, 'summary of the issue case, not suggested by rule');

      // Every risk answered Yes fires the rules with the longest names (falls, pregnancy, weight gain).
      await page.getByRole('button', { name: 'Click To Enter New Patient' }).click();
      for (const group of await page.getByRole('radiogroup').all()) await group.getByRole('radio', { name: 'Yes' }).check();
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Low blood pressure or fall risk excludes second-generation antipsychotics').first()).toBeVisible();
      await page.getByRole('button', { name: /^Not suggested/ }).click();
      await openCautions(page);
      await expectNoOverflow(page, 'summary with every risk, all open');
      await page.screenshot({ path: `test-results/screenshots/summary-every-risk-open-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'More actions' }).click();
      await expectNoOverflow(page, 'summary actions menu open');
    });
  });
}
