import { expect, test } from '@playwright/test';
import { certifyNoPhi, expectNoSeriousA11yViolations, screenshot } from './helpers';

const routes = [
  { path: '/', name: 'home', ready: 'Designed to assist prescribers' },
  { path: '/medications', name: 'medications', ready: 'Lithium' },
  { path: '/about', name: 'about', ready: '5.7 million' },
  { path: '/help', name: 'help', ready: 'Help & Support' },
  { path: '/how-to', name: 'how-to', ready: 'How to use Balancer' },
  { path: '/data-sources', name: 'data-sources', ready: 'No documents yet' },
  { path: '/feedback', name: 'feedback', ready: 'Leave Us Feedback!' },
  { path: '/calculators', name: 'calculators', ready: 'Lithium level interpretation' },
  { path: '/no-such-page', name: 'error-page', ready: 'Oops! Sorry, an unexpected error has occurred.' },
] as const;

for (const width of [1280, 390] as const) {
  test.describe(`every route at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    for (const route of routes) {
      test(`${route.path}: renders, passes axe, screenshot`, async ({ page }) => {
        await page.goto(route.path);
        await expect(page.getByText(route.ready).first()).toBeVisible();
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.getByTestId('beta-banner')).toBeVisible();
        await expect(
          page.getByTestId('beta-banner').getByText(width === 390 ? 'not medical advice.' : /never replaces clinical judgment/),
        ).toBeVisible();
        await expectNoSeriousA11yViolations(page, `${route.path} @${width}`);
        await screenshot(page, `${route.name}-${width}`);
      });
    }

    test('home with the form open and with a summary: axe and screenshots', async ({ page }) => {
      await certifyNoPhi(page);
      await page.goto('/');
      await page.getByRole('button', { name: 'Click To Enter New Patient' }).click();
      await expect(page.getByRole('heading', { name: 'Enter Patient Details' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `home form @${width}`);
      await screenshot(page, `home-form-${width}`);
      await page
        .getByRole('radiogroup', { name: /kidney/ })
        .getByRole('radio', { name: 'Yes' })
        .check();
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
      await page.getByRole('region', { name: 'Tier 1: First-line' }).getByRole('button').first().click();
      const detail = page.locator('[id$="-detail"]');
      await detail.getByRole('button', { name: 'Sources', exact: true }).click();
      await expect(detail.locator('[id$="-more"]')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `home summary @${width}`);
      await screenshot(page, `home-summary-${width}`);
    });
  });
}

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('opens, passes axe and navigates', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: /Donate/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'mobile menu');
    await screenshot(page, 'mobile-menu-390');
    await menu.getByRole('link', { name: 'Medication List' }).click();
    await expect(page).toHaveURL(/\/medications$/);
    await expect(menu).toBeHidden();
  });
});
