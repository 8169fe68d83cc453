import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkFromMail } from './support/mail';

const run = Date.now();
/** A fresh address per test and run: the database lives for the whole run. */
export const uniqueEmail = (tag: string) => `${tag}.${run}.${Math.floor(Math.random() * 1e6)}@example.org`;
export const strongPassword = (tag: string) => `Blue-Harbor-${tag}-7391`;

/** Registers and activates an account through the API, the activation link read from the captured mail. */
export async function createActiveUser(request: APIRequestContext, email: string, password: string) {
  const created = await request.post('/api/v2/auth/users', {
    data: { email, password, rePassword: password, firstName: '', lastName: '' },
  });
  expect(created.status()).toBe(201);
  const [uid, token] = new URL(await linkFromMail(email, '/activate')).pathname.split('/').slice(2);
  const activated = await request.post('/api/v2/auth/users/activation', { data: { uid, token } });
  expect(activated.status()).toBe(204);
}

export async function signInThroughForm(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
}
