import { expect, test, type Page } from '@playwright/test';
import { createActiveUser, signInThroughForm, strongPassword, uniqueEmail } from './auth-helpers';
import { expectNoSeriousA11yViolations, screenshot } from './helpers';
import { e2eAdmin } from './support/constants';
import { linkFromMail } from './support/mail';

async function check(page: Page, name: string, width: number) {
  await expect(page.getByRole('main')).toBeVisible();
  await expectNoSeriousA11yViolations(page, `${name} @${width}`);
  await screenshot(page, `${name}-${width}`);
}

for (const width of [1280, 390] as const) {
  test.describe(`account pages at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('sign-in, register, reset and reset-confirm pages pass axe', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
      await check(page, 'login', width);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByText('Email is a required field')).toBeVisible();
      await signInThroughForm(page, uniqueEmail('nobody'), strongPassword('x'));
      await expect(page.getByRole('alert')).toContainText('No active account found with the given credentials');
      await check(page, 'login-error', width);

      await page.goto('/register');
      await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
      await check(page, 'register', width);

      await page.goto('/resetpassword');
      await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
      await check(page, 'reset-password', width);

      await page.goto('/password/reset/confirm/MQ/not-a-real-token');
      await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
      await page.getByLabel('New password', { exact: true }).fill(strongPassword('confirm'));
      await page.getByLabel('Repeat new password').fill('something else');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByText("The two password fields didn't match.")).toBeVisible();
      await check(page, 'reset-confirm', width);

      await page.goto('/about');
      await expect(width === 1280 ? page.getByTestId('login-menu') : page.getByRole('button', { name: 'Menu' })).toBeVisible();
      await check(page, 'login-drop-down', width);
    });

    test('activation result and Admin Portal pass axe', async ({ page, request }) => {
      const email = uniqueEmail(`act${width}`);
      const password = strongPassword('act');
      const created = await request.post('/api/v2/auth/users', { data: { email, password, rePassword: password } });
      expect(created.status()).toBe(201);
      await page.goto(await linkFromMail(email, '/activate'));
      await expect(page.getByRole('heading', { name: 'Account activated' })).toBeVisible();
      await check(page, 'activate-success', width);
      await page.goto('/activate/MQ/not-a-real-token');
      await expect(page.getByRole('heading', { name: 'This activation link is not valid' })).toBeVisible();
      await check(page, 'activate-invalid', width);

      await page.goto('/login');
      await signInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
      await expect(page).not.toHaveURL(/\/login/);
      await page.goto('/AdminPortal');
      await expect(page.getByText("Let's take a look inside Balancer's brain…")).toBeVisible();
      await check(page, 'admin-portal', width);
      if (width === 390) {
        // The admin shell's side navigation collapses to a menu on phones (issue 30).
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Admin areas' }).getByRole('link', { name: 'Users' })).toBeVisible();
        await check(page, 'admin-shell-menu', width);
        await page.goto('/');
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Sign Out' })).toBeVisible();
        await check(page, 'mobile-menu-superuser', width);
      } else {
        await page.goto('/');
        await page.getByRole('banner').first().getByRole('button', { name: 'Admin Portal' }).hover();
        await expect(page.getByTestId('admin-menu')).toBeVisible();
        await check(page, 'admin-menu', width);
      }
    });

    test('not-allowed and sign-in prompt pages pass axe', async ({ page, request }) => {
      await page.goto('/ManageMeds');
      await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
      await check(page, 'sign-in-prompt', width);
      const email = uniqueEmail(`na${width}`);
      const password = strongPassword('na');
      await createActiveUser(request, email, password);
      await page.goto('/login?next=%2FManageMeds');
      await signInThroughForm(page, email, password);
      await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
      await check(page, 'not-allowed', width);
    });
  });
}
