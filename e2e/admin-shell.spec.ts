import { expect, test, type Page } from '@playwright/test';
import { adminTiles } from '../packages/web/src/features/auth/api/admin-links';
import { expectNoSeriousA11yViolations, screenshot } from './helpers';
import { e2eAdmin } from './support/constants';

/**
 * One admin shell (issue 30): every admin screen, taken from the same list as the portal's tiles, has the
 * side navigation listing every admin area with the current one marked; on a phone it starts collapsed
 * behind "Menu". Each screen passes axe (no serious or critical finding) and is photographed at both
 * widths. The document chat (/drugSummary) is the clinicians' workspace, with its own layout and specs.
 */
const areas = [{ to: '/AdminPortal', title: 'Admin home' }, ...adminTiles];
const shellScreens = areas.filter((a) => a.to !== '/drugSummary');

async function signInAsSuperuser(page: Page) {
  const response = await page.request.post('/api/v2/auth/token', { data: e2eAdmin });
  const tokens = (await response.json()) as { access: string; refresh: string };
  await page.addInitScript((t) => {
    window.localStorage.setItem('access', t.access);
    window.localStorage.setItem('refresh', t.refresh);
  }, tokens);
}

/** The page has loaded its data: its heading is shown and no spinner is left in the main column. */
async function settled(page: Page, path: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /Loading/ }),
    path,
  ).toHaveCount(0);
}

async function expectEveryArea(page: Page, current: string) {
  const nav = page.getByRole('navigation', { name: 'Admin areas' });
  for (const area of areas) await expect(nav.getByRole('link', { name: area.title, exact: true }), area.title).toBeVisible();
  await expect(nav.locator('[aria-current="page"]'), current).toHaveAttribute('href', current);
}

for (const width of [1280, 390] as const) {
  test.describe(`the admin shell at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('every admin screen: every area in the side navigation, axe, screenshot', async ({ page }) => {
      test.slow();
      await signInAsSuperuser(page);
      for (const { to } of shellScreens) {
        await page.goto(to);
        await settled(page, to);
        const menu = page.getByTestId('admin-header').getByRole('button', { name: 'Menu' });
        if (width === 390) {
          // Collapsed on a phone: the page first, the navigation one tap away.
          await expect(page.getByRole('navigation', { name: 'Admin areas' }), to).toHaveCount(0);
          await expect(menu).toBeVisible();
        } else {
          await expect(menu).toHaveCount(0);
          await expectEveryArea(page, to);
        }
        await expectNoSeriousA11yViolations(page, `${to} @${width}`);
        await screenshot(page, `admin-shell${to.toLowerCase().replace('/', '-')}-${width}`);
      }
    });

    if (width === 390) {
      test('the phone menu lists every area, and a tap goes there and closes it', async ({ page }) => {
        await signInAsSuperuser(page);
        await page.goto('/UploadFile');
        await settled(page, '/UploadFile');
        await page.getByTestId('admin-header').getByRole('button', { name: 'Menu' }).click();
        await expectEveryArea(page, '/UploadFile');
        await expectNoSeriousA11yViolations(page, `admin menu open @${width}`);
        await screenshot(page, `admin-shell-menu-open-${width}`);
        await page.getByRole('navigation', { name: 'Admin areas' }).getByRole('link', { name: 'Rules Manager', exact: true }).click();
        await expect(page).toHaveURL(/\/rulesmanager$/);
        await expect(page.getByRole('navigation', { name: 'Admin areas' })).toHaveCount(0);
        await expect(page.getByRole('heading', { name: 'Medication Rules' })).toBeVisible();
      });
    }
  });
}
