import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm } from './auth-helpers';
import { lookAtBothWidths } from './helpers';
import { e2eAdmin } from './support/constants';

/** The drug–drug interactions screen (docs/adr/0048): list, add, disable and delete through the preview. */
async function openInteractions(page: Page) {
  await page.goto('/login');
  await signInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/interactions');
  await expect(page.locator('li[data-interaction]').first()).toBeVisible();
}

const entry = (page: Page, id: string) => page.locator(`li[data-interaction="${id}"]`);

/** Saves the change under review with a reason, confirming changed reference patients when asked. */
async function saveReviewed(page: Page, scope: ReturnType<Page['locator']>, reason: string) {
  const review = scope.getByRole('region', { name: 'Review the change' });
  await expect(review).toBeVisible();
  await review.getByLabel(/Reason for the change/).fill(reason);
  const confirm = review.getByRole('checkbox', { name: /I have reviewed/ });
  if (await confirm.count()) await confirm.check();
  return review;
}

test('interactions are listed, added without a source (awaiting review), disabled and deleted through the preview', async ({ page }) => {
  test.setTimeout(180_000);
  await openInteractions(page);
  await expect(page.getByRole('heading', { name: 'Drug Interactions', level: 1 })).toBeVisible();
  const lithium = entry(page, 'lithium-raas-thiazide-nsaid');
  await lithium.locator('summary').click();
  await expect(lithium.getByText('lithium-raas-thiazide-nsaid-taking-b')).toBeVisible();
  await lookAtBothWidths(page, 'interactions-list');

  await page.getByRole('button', { name: 'New interaction' }).click();
  const form = page.getByRole('region', { name: 'New interaction' });
  const chip = async (label: string, name: string) => {
    const input = form.getByLabel(label, { exact: true });
    await input.fill(name);
    await input.press('Enter');
  };
  await chip('Suggested drug: ingredients', 'Olanzapine');
  await chip('Drug taken: ingredients', 'Carbamazepine');
  await form.getByLabel('Effect', { exact: true }).selectOption('warn');
  await form.getByLabel('Severity', { exact: true }).selectOption('warning');
  await form.getByLabel(/^Clinical effect/).fill('Olanzapine levels fall by about half');
  await form.getByLabel('Mechanism').fill('Carbamazepine induces CYP1A2');
  await form.getByLabel(/^Management/).fill('A higher olanzapine dose may be needed; lower it when carbamazepine stops');
  await lookAtBothWidths(page, 'interactions-form');
  await form.getByRole('button', { name: 'Preview the change' }).click();
  const review = await saveReviewed(page, form, 'Olanzapine label: carbamazepine increases its clearance');
  await expect(review).toContainText('Interaction');
  await lookAtBothWidths(page, 'interactions-preview');
  await review.getByRole('button', { name: 'Save as a new version' }).click();

  const done = page.getByText(/The interaction “olanzapine-carbamazepine” was saved as version \d+/);
  await expect(done).toBeVisible();
  const added = entry(page, 'olanzapine-carbamazepine');
  await expect(added.getByText('Awaiting review')).toBeVisible();
  await expect(added).toContainText('Entered by an administrator');
  await lookAtBothWidths(page, 'interactions-saved');

  // The clinical review queue lists it under its own heading, found by its text.
  await page.goto('/review');
  await page.getByLabel('Filter by text, medication or source').fill('olanzapine levels fall');
  const section = page.getByRole('region', { name: 'Interactions (1)' });
  await expect(section.getByRole('heading', { name: 'Olanzapine with Carbamazepine' })).toBeVisible();
  await expect(section).toContainText('interaction: warn, warning');
  await lookAtBothWidths(page, 'interactions-review-queue');
  await page.goto('/interactions');
  await expect(added).toBeVisible();
  await added.locator('summary').click();

  await added.getByRole('button', { name: /^Disable / }).click();
  await (await saveReviewed(page, added, 'Pending clinical review')).getByRole('button', { name: 'Save as a new version' }).click();
  await expect(added.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(added).toContainText('None while disabled');

  await added.getByRole('button', { name: /^Delete / }).click();
  await (await saveReviewed(page, added, 'Added by the browser test')).getByRole('button', { name: 'Save as a new version' }).click();
  await expect(entry(page, 'olanzapine-carbamazepine')).toHaveCount(0);
});
