import { expect, type Page } from '@playwright/test';
import { defaultCatalog, defaultClinicalContent, defaultGuidelinePack, effectiveRules, recommend } from '@balancer/domain';

/** What the engine answers for the issue's case: the tests compare the screen with it rather than with copied figures. */
export const issueCaseAnswer = recommend(
  {
    state: 'Manic',
    psychotic: false,
    suicideHistory: true,
    kidneyHistory: false,
    liverHistory: true,
    bloodPressureHistory: false,
    weightGainConcern: true,
    reproductive: false,
    riskPregnancy: false,
    anyPregnancy: false,
    priorMedications: ['Depakote'],
  },
  defaultGuidelinePack,
  // The rules the server evaluates: the built-in rules and what its interactions compile to (ADR 0048).
  effectiveRules(defaultClinicalContent()),
  defaultCatalog,
);

/**
 * The case of issue 12: Manic, suicide history, liver disease, weight-gain concern, prior Depakote.
 * It fires promote, warn and exclude rules at once, so it exercises every part of the summary.
 */
export async function enterIssueCase(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Click To Enter New Patient' }).click();
  await page.getByRole('combobox', { name: 'Current or most recent state' }).selectOption('Manic');
  for (const question of [/suicide/, /liver disease/, /weight gain/]) {
    await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: 'Yes' }).check();
  }
  const chips = page.getByRole('combobox', { name: 'Prior medications' });
  await chips.fill('Depakote');
  await chips.press('Enter');
  await expect(page.getByRole('button', { name: /^Remove (Depakote|Valproate)/ })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
}

/** Height in CSS pixels of the on-screen summary card. */
export async function summaryHeight(page: Page) {
  const box = await page.getByRole('region', { name: 'Summary', exact: true }).boundingBox();
  if (!box) throw new Error('summary not rendered');
  return Math.round(box.height);
}
