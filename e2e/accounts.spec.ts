/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { createActiveUser, signInThroughForm, strongPassword, uniqueEmail } from './auth-helpers';
import { expectNoSeriousA11yViolations, screenshot } from './helpers';
import { e2eAdmin } from './support/constants';
import { linkFromMail, mailsTo } from './support/mail';

/**
 * Accounts (issue 30): a reader changes the password on /account and signs in with the new one, changes
 * the address through the link mailed to it; a superuser finds that reader on /users, deactivates them
 * (their next request gets 401) and reactivates them. Screenshots and axe at 1280 and 390 px.
 */
test.describe.configure({ mode: 'serial' });

const reader = { email: uniqueEmail('account'), password: strongPassword('account') };
const newPassword = strongPassword('account-next');
const newEmail = uniqueEmail('account-new');

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await signInThroughForm(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
}
const accessToken = (page: Page) => page.evaluate(() => localStorage.getItem('access') ?? '');

test.beforeAll(async ({ request }) => createActiveUser(request, reader.email, reader.password));

test('a reader changes the password with the current one, then signs in with the new one', async ({ page }) => {
  await signIn(page, reader.email, reader.password);
  await page.getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `account-${width}`);
    await expectNoSeriousA11yViolations(page, `/account at ${width}`);
  }
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Repeat new password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Invalid password.')).toBeVisible();
  await form.getByLabel('Current password').fill(reader.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Your password was changed. Sign in with the new one.')).toBeVisible();
  await signInThroughForm(page, reader.email, reader.password);
  await expect(page.getByRole('alert')).toBeVisible();
  await signInThroughForm(page, reader.email, newPassword);
  await expect(page).not.toHaveURL(/\/login/);
});

test('a reader changes the address through the link mailed to the new one', async ({ page }) => {
  await signIn(page, reader.email, newPassword);
  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Change e-mail' });
  await form.getByLabel('New e-mail').fill(newEmail);
  await form.getByLabel('Current password').fill(newPassword);
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText('We sent a confirmation link to')).toBeVisible();
  await page.goto(new URL(await linkFromMail(newEmail, '/confirm-email')).pathname);
  await expect(page.getByText('Your address is changed.')).toBeVisible();
  await screenshot(page, 'confirm-email');
  // Still signed in from before the change (it does not end sessions): sign out, then in with the new address.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, newEmail, newPassword);
});

test('a superuser finds the reader, deactivates them (next request 401) and reactivates them', async ({ page, browser }) => {
  const readerPage = await (await browser.newContext()).newPage();
  await signIn(readerPage, newEmail, newPassword);
  const me = () => readerPage.request.get('/api/v2/auth/users/me', { headers: { authorization: `JWT ${token}` } });
  const token = await accessToken(readerPage);
  expect((await me()).status()).toBe(200);

  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin areas' }).getByRole('link', { name: 'Users' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByLabel('Find by e-mail or name').fill(newEmail);
  const row = page.getByRole('listitem', { name: newEmail });
  await expect(page.getByRole('list', { name: 'Accounts' }).getByRole('listitem')).toHaveCount(1);
  await expect(row.getByText('Reader')).toBeVisible();
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await row.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`${newEmail} is deactivated`)).toBeVisible();
  await expect(row.getByText('Deactivated')).toBeVisible();
  expect((await me()).status()).toBe(401);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `users-${width}`);
    await expectNoSeriousA11yViolations(page, `/users at ${width}`);
  }
  await row.getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByText(`${newEmail} is active again.`)).toBeVisible();
  // The last active superuser cannot remove itself: the refusal is said in plain words.
  await page.getByLabel('Find by e-mail or name').fill(e2eAdmin.email);
  const self = page.getByRole('listitem', { name: e2eAdmin.email });
  await self.getByRole('button', { name: 'Remove superuser' }).click();
  await self.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toContainText('last active superuser');
});

test('sign out everywhere ends the session in the other browser too', async ({ page, browser }) => {
  const other = await (await browser.newContext()).newPage();
  await signIn(other, newEmail, newPassword);
  const otherToken = await accessToken(other);
  const me = () => other.request.get('/api/v2/auth/users/me', { headers: { authorization: `JWT ${otherToken}` } });
  expect((await me()).status()).toBe(200);

  await signIn(page, newEmail, newPassword);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('You were signed out on every device. Sign in again here.')).toBeVisible();
  expect((await me()).status()).toBe(401);
  // The other browser learns it on its next page: it is signed out, not shown as someone else.
  await other.goto('/account');
  await expect(other.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
  await signIn(page, newEmail, newPassword);
});

test('a superuser resends the activation link of an account never activated; the new link activates it', async ({ page, request }) => {
  const email = uniqueEmail('never-activated');
  const password = strongPassword('never-activated');
  const created = await request.post('/api/v2/auth/users', {
    data: { email, password, rePassword: password, firstName: '', lastName: '' },
  });
  expect(created.status()).toBe(201);
  await linkFromMail(email, '/activate');
  const mailsBefore = mailsTo(email).length;

  await signIn(page, e2eAdmin.email, e2eAdmin.password);
  await page.goto('/users');
  await page.getByLabel('Find by e-mail or name').fill(email);
  const row = page.getByRole('listitem', { name: email });
  await expect(row.getByText('Awaiting activation')).toBeVisible();
  await expect(row.getByText('Deactivated')).toHaveCount(0);
  // Issue 39: a new account reads as waiting for its owner, not as deactivated, at both widths.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(row.getByText('Awaiting activation')).toBeVisible();
    await screenshot(page, `users-awaiting-activation-${width}`);
    await expectNoSeriousA11yViolations(page, `/users with an account awaiting activation at ${width}`);
  }
  await row.getByRole('button', { name: 'Resend activation' }).click();
  await expect(page.getByText(`A new activation link was sent to ${email}.`)).toBeVisible();
  await expect.poll(() => mailsTo(email).length).toBe(mailsBefore + 1);

  await page.goto(new URL(await linkFromMail(email, '/activate')).pathname);
  await expect(page.getByText('Your account is active. Sign in with your e-mail and password.')).toBeVisible();
  await page.goto('/users');
  await page.getByLabel('Find by e-mail or name').fill(email);
  await expect(row.getByText('Reader')).toBeVisible();
  await expect(row.getByText('Awaiting activation')).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Deactivate' })).toBeVisible();
});
