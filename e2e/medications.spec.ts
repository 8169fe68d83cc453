import { expect, test } from '@playwright/test';

test('medication list: filter by brand and expand an item to read benefits and risks', async ({ page }) => {
  await page.goto('/medications');
  await page.getByLabel('Filter by name or brand').fill('lithobid');
  const lithium = page.getByRole('button', { name: /^Lithium\b/ }).first();
  await expect(lithium).toBeVisible();
  await expect(lithium).toHaveAttribute('aria-expanded', 'false');
  await lithium.click();
  await expect(lithium).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { name: 'Benefits' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Risks' }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/medications-expanded-1280.png' });
});
