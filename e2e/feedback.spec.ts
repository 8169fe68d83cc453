import { expect, test } from '@playwright/test';

test('feedback: errors for touched fields only, then a stored submission', async ({ page }) => {
  await page.goto('/feedback');
  await expect(page.getByRole('heading', { name: 'Leave Us Feedback!' })).toBeVisible();
  const main = page.getByRole('main');
  await main.getByLabel('Name').focus();
  await main.getByLabel('Email', { exact: true }).focus();
  await expect(page.getByText('Name is a required field')).toBeVisible();
  await expect(page.getByText('Message is a required field')).toBeHidden();

  await main.getByLabel('Feedback type').selectOption('new_feature');
  await main.getByLabel('Name').fill('Dr Test');
  await main.getByLabel('Email', { exact: true }).fill('clinician@example.org');
  await main.getByLabel('Message').fill('Please add drug interactions.');
  const response = page.waitForResponse((r) => r.url().endsWith('/api/v2/feedback'));
  await main.getByRole('button', { name: 'Submit' }).click();
  expect((await response).status()).toBe(201);
  await expect(page.getByText('Feedback submitted successfully!')).toBeVisible();
  await expect(main.getByLabel('Name')).toHaveValue('');
});

test('newsletter: subscribe shows the confirmation', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill('reader@example.org');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText(/Thank you for subscribing/)).toBeVisible();
  await expect(footer.getByLabel('Email address')).toHaveValue('');
});

test('footer shows the version from the server', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByTestId('app-version')).not.toBeEmpty();
});
