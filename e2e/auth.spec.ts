/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { createActiveUser, signInThroughForm, strongPassword, uniqueEmail } from './auth-helpers';
import { e2eAdmin } from './support/constants';
import { linkFromMail } from './support/mail';

const header = (page: Page) => page.getByRole('banner').first();

test('register, activate from the e-mailed link, sign in, sign out', async ({ page }) => {
  const email = uniqueEmail('new');
  const password = strongPassword('reg');
  await page.goto('/register');
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByLabel('First name (optional)').fill('Ada');
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Repeat password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  // The server's password rules, shown on the field.
  await expect(page.getByText('This password is too short. It must contain at least 10 characters.')).toBeVisible();
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail to activate your account' })).toBeVisible();

  await page.goto(await linkFromMail(email, '/activate'));
  await expect(page.getByRole('heading', { name: 'Account activated' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).last().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  // No auto-opened drop-down on /login.
  await expect(page.getByTestId('login-menu')).toHaveCount(0);

  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access'))).toMatch(/^ey/);
  await expect(header(page).getByRole('button', { name: 'Admin Portal' })).toHaveCount(0);

  // /login when already signed in goes to /.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);

  await page.evaluate(() => sessionStorage.setItem('currentConversation', 'x'));
  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('access'),
      localStorage.getItem('refresh'),
      sessionStorage.getItem('currentConversation'),
    ]),
  ).toEqual([null, null, null]);

  // The used link now says so and offers a new one.
  await page.goto(await linkFromMail(email, '/activate'));
  await expect(page.getByRole('heading', { name: /already been used or has expired/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a new activation link' })).toBeVisible();
});

test('reset the password from the e-mailed link; the old password stops working', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  const oldPassword = strongPassword('old');
  const newPassword = strongPassword('new');
  await createActiveUser(request, email, oldPassword);

  await page.goto('/resetpassword');
  await expect(page.getByTestId('login-menu')).toHaveCount(0);
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(/If an account exists for/)).toBeVisible();

  await page.goto(await linkFromMail(email, '/password/reset/confirm'));
  await expect(page.getByTestId('login-menu')).toHaveCount(0);
  await page.getByLabel('New password', { exact: true }).fill('1234567890');
  await page.getByLabel('Repeat new password').fill('1234567890');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('This password is entirely numeric.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).last().click();

  await signInThroughForm(page, email, oldPassword);
  await expect(page.getByRole('alert')).toContainText('No active account found with the given credentials');
  await signInThroughForm(page, email, newPassword);
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('superuser gets the Admin Portal menu and tiles; others get a clear page', async ({ page, browser, request }) => {
  // Anonymous: the login drop-down opens by itself on ordinary pages; admin pages ask to sign in.
  await page.goto('/about');
  await expect(page.getByTestId('login-menu')).toBeVisible();
  await page.goto('/rulesmanager');
  await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
  await page.getByTestId('sign-in-prompt').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Frulesmanager$/);

  // A signed-in non-superuser who types /rulesmanager is told it is not for them.
  const email = uniqueEmail('plain');
  const password = strongPassword('plain');
  await createActiveUser(request, email, password);
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/rulesmanager$/);
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await expect(page.getByText('This page is for administrators.')).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Admin Portal' })).toHaveCount(0);

  // The superuser.
  const admin = await browser.newPage();
  await admin.goto('/login');
  await signInThroughForm(admin, e2eAdmin.email, e2eAdmin.password);
  const menuButton = header(admin).getByRole('button', { name: 'Admin Portal' });
  await expect(menuButton).toBeVisible();
  await menuButton.hover();
  const menu = admin.getByTestId('admin-menu');
  await expect(menu.getByRole('link', { name: 'Rules Manager' })).toBeVisible();
  await menu.getByRole('link', { name: 'Admin Portal' }).click();
  await expect(admin).toHaveURL(/\/AdminPortal$/);
  await expect(admin.getByText("Let's take a look inside Balancer's brain…")).toBeVisible();
  for (const tile of ['Manage Files', 'Upload PDF', 'Ask General Questions', 'Rules Manager', 'Medications Database']) {
    await expect(admin.getByRole('main').getByRole('link', { name: new RegExp(`^${tile}`) })).toBeVisible();
  }
  // Admin pages have their own shell (issue 30): the current area is highlighted in its side navigation.
  await expect(admin.getByRole('navigation', { name: 'Admin areas' }).getByRole('link', { name: 'Admin home' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await admin
    .getByRole('main')
    .getByRole('link', { name: /^Rules Manager/ })
    .click();
  await expect(admin.getByRole('heading', { name: 'Medication Rules' })).toBeVisible();
  // The narrowest desktop header (lg) with the superuser's extra menu still fits on one line.
  await admin.goto('/');
  await admin.setViewportSize({ width: 1024, height: 700 });
  await expect(menuButton).toBeVisible();
  const box = await header(admin).boundingBox();
  expect(box?.height).toBeLessThan(70);
  await admin.screenshot({ path: 'test-results/screenshots/header-superuser-1024.png' });
  await admin.close();
});
