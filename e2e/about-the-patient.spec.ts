/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { certifyNoPhi, lookAtBothWidths } from './helpers';

test('About the patient: collapsed by default, asked from the input rows, sent and answered with the bipolar II table', async ({
  page,
}) => {
  await certifyNoPhi(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Click To Enter New Patient' }).click();
  const summary = page.locator('summary', { hasText: 'About the patient' });
  await expect(summary).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Age group' })).toBeHidden();
  await summary.click();

  await page.getByRole('combobox', { name: 'Current or most recent state' }).selectOption('Depressed');
  await page.getByRole('combobox', { name: 'Age group' }).selectOption('adult');
  await page.getByRole('combobox', { name: 'Sex' }).selectOption('female');
  await page.getByRole('combobox', { name: /Could become pregnant/ }).selectOption('true');
  await page.getByRole('combobox', { name: 'Bipolar type' }).selectOption('II');
  // Taking now and conditions (collapsed until opened): picked by brand or synonym, sent by name.
  await page.locator('summary', { hasText: 'Taking now and conditions' }).click();
  await page.getByRole('combobox', { name: /Taking now/ }).fill('Zestril');
  await page.getByRole('combobox', { name: /Taking now/ }).press('Enter');
  await page.getByRole('combobox', { name: /Conditions/ }).fill('epilep');
  await page.getByRole('combobox', { name: /Conditions/ }).press('Enter');
  await lookAtBothWidths(page, 'about-the-patient');

  const request = page.waitForRequest((r) => r.url().endsWith('/api/v2/recommendations'));
  await page.getByRole('button', { name: 'Submit' }).click();
  const sent = (await request).postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({ state: 'Depressed', ageGroup: 'adult', sex: 'female', childbearingPotential: true, bipolarType: 'II' });
  expect(sent).not.toHaveProperty('mixedFeatures');
  expect(sent).toMatchObject({ currentMedications: ['Lisinopril'], conditions: ['Epilepsy'] });

  await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
  await expect(page.getByText(/Bipolar II depression \(CANMAT-2023U Box 4\)/).first()).toBeVisible();
  const tier1 = page.getByRole('region', { name: 'Tier 1: First-line' });
  await expect(tier1.getByRole('button', { name: /^Quetiapine\b/ })).toBeVisible();
  await lookAtBothWidths(page, 'about-the-patient-answer');
});
