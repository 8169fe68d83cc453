import { expect, test } from '@playwright/test';
import { adminMenuLinks } from '../packages/web/src/features/auth/api/admin-links';
import { createActiveUser, signInThroughForm, strongPassword, uniqueEmail } from './auth-helpers';

/**
 * Every admin page, taken from the header's Admin Portal menu (built from the same list as the portal's
 * tiles, so a new admin page is covered the day it is linked; the document chat, also a tile, is open
 * to every signed-in user and is not in the menu): a signed-in user who is not a superuser gets the
 * "not allowed" page, never the page and never a blank screen.
 */
const adminPages = adminMenuLinks.map((l) => l.to);

test('a signed-in non-superuser gets "not allowed" on every admin page', async ({ page, request }) => {
  expect(adminPages.length).toBeGreaterThanOrEqual(9);
  const email = uniqueEmail('not-admin');
  const password = strongPassword('not-admin');
  await createActiveUser(request, email, password);
  await page.goto('/login');
  await signInThroughForm(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
  for (const path of adminPages) {
    await page.goto(path);
    await expect(page.getByTestId('not-allowed'), path).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Not allowed' }), path).toBeVisible();
  }
});
