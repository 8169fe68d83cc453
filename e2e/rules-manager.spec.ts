import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm } from './auth-helpers';
import { lookAtBothWidths } from './helpers';
import { e2eAdmin } from './support/constants';

const KIDNEY_RULE = 'Kidney disease excludes lithium';

async function openRules(page: Page) {
  await page.goto('/login');
  await signInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/rulesmanager');
  await expect(page.locator('li[data-rule]').first()).toBeVisible();
  return page.getByRole('region', { name: 'Rules' });
}

const entry = (page: Page, label: string) => page.locator('li[data-rule]').filter({ has: page.getByText(label, { exact: true }) });

test('rules are searched by name, medication and risk answer, and grouped by risk answer or effect with counts', async ({ page }) => {
  test.setTimeout(120_000);
  const rules = await openRules(page);
  const total = await page.locator('li[data-rule]').count();
  await expect(rules.getByText(new RegExp(`^${total} rules in \\d+ groups\\.$`))).toBeVisible();
  // Grouped by risk answer: each heading counts its rules, and the kidney exclusion is marked critical.
  const kidneyGroup = rules.getByRole('list', { name: /^Any of: Kidney disease \(history or risk\) \(\d+\)$/ });
  await expect(kidneyGroup.locator(':scope > li')).toHaveCount(
    Number((await rules.getByRole('heading', { name: /^Any of: Kidney disease/ }).textContent())?.match(/\((\d+)\)$/)?.[1]),
  );
  await expect(entry(page, KIDNEY_RULE).getByText('Critical exclusion')).toBeVisible();
  await lookAtBothWidths(page, 'rules-grouped-by-flag');

  const search = rules.getByLabel(/^Search rules/);
  await search.fill('lithium kidney');
  await expect(rules.getByText(new RegExp(`^\\d+ of ${total} rules match “lithium kidney”\\.$`))).toBeVisible();
  await expect(entry(page, KIDNEY_RULE)).toBeVisible();
  await expect(entry(page, 'Possible, planned or current pregnancy excludes valproate')).toHaveCount(0);
  await search.fill('possibility of pregnancy');
  await expect(entry(page, 'Possible, planned or current pregnancy excludes valproate')).toBeVisible();
  await expect(entry(page, KIDNEY_RULE)).toHaveCount(0);
  await search.fill('critical exclusion');
  const critical = page.locator('li[data-rule]');
  await expect(critical.first()).toBeVisible();
  for (const li of await critical.all()) await expect(li.getByText('Critical exclusion')).toBeVisible();
  await lookAtBothWidths(page, 'rules-search');

  await search.fill('');
  await rules.getByLabel('Group by').selectOption('effect');
  const headings = rules.getByRole('heading', { level: 2 });
  await expect(headings).toHaveText([
    /^Excludes \(\d+\)$/,
    /^Promotes \(\d+\)$/,
    /^Warns \(\d+\)$/,
    /^Deprioritises \(\d+\)$/,
    /^Favours \(\d+\)$/,
  ]);
  const counts = (await headings.allTextContents()).map((t) => Number(t.match(/\((\d+)\)$/)?.[1]));
  expect(counts.reduce((a, b) => a + b, 0)).toBe(total);
  await lookAtBothWidths(page, 'rules-grouped-by-effect');
});

test('disabling a critical exclusion shows its impact and needs the rule’s name typed; the saved rule is confirmed and highlighted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openRules(page);
  const rule = entry(page, KIDNEY_RULE);
  await rule.getByText(KIDNEY_RULE, { exact: true }).click();
  await rule.getByRole('button', { name: 'Disable' }).click();
  const review = rule.getByRole('region', { name: 'Review the change' });
  await expect(review).toContainText(/The suggestions change for \d+ of \d+ reference patients/);
  await expect(review).toContainText('This changes a critical exclusion.');
  await review.getByLabel(/Reason for the change/).fill('Nephrology asked for a review of the threshold');
  await review.getByRole('checkbox', { name: /I have reviewed the changed suggestions/ }).check();
  const save = review.getByRole('button', { name: 'Save as a new version' });
  const name = review.getByLabel(/Type the rule’s name to confirm/);
  await name.fill('Kidney disease');
  await expect(save).toBeDisabled();
  await lookAtBothWidths(page, 'rules-critical-confirm');
  await name.fill(KIDNEY_RULE);
  await save.click();

  const done = page.getByRole('status').filter({ hasText: `“${KIDNEY_RULE}” was saved as version` });
  await expect(done).toBeVisible();
  await expect(done.getByRole('link', { name: 'See the change' })).toHaveAttribute('href', /\/contenthistory#version-\d+$/);
  const version = (await done.textContent())?.match(/saved as version (\d+)/)?.[1];
  await expect(rule.getByText(`Saved as version ${version}`, { exact: true })).toBeVisible();
  await expect(rule.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(rule).toBeInViewport();
  await lookAtBothWidths(page, 'rules-saved');

  // Re-enabled (it is still a critical exclusion), so that the other specs find the seeded content.
  await rule.getByRole('button', { name: 'Re-enable' }).click();
  const back = rule.getByRole('region', { name: 'Review the change' });
  await back.getByLabel(/Reason for the change/).fill('Review done: the exclusion stands');
  await back.getByRole('checkbox', { name: /I have reviewed/ }).check();
  await back.getByLabel(/Type the rule’s name to confirm/).fill(KIDNEY_RULE.toLowerCase());
  await back.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(rule.getByRole('button', { name: 'Disable' })).toBeVisible();
});

test('a new rule is saved into its group and scrolled into view with a confirmation naming the version', async ({ page }) => {
  test.setTimeout(120_000);
  const label = `Liver disease: lamotrigine reminder ${Date.now()}`;
  await openRules(page);
  await page.getByRole('button', { name: 'New rule' }).click();
  const form = page.getByRole('region', { name: 'New rule' });
  await form.getByLabel('Label').fill(label);
  await form.getByRole('group', { name: 'Risk answers (Yes)' }).getByLabel('Liver disease (history or risk)').check();
  await form.getByLabel('Effect').selectOption('warn');
  await form.getByRole('group', { name: 'Target ingredients' }).getByLabel('Lamotrigine', { exact: true }).check();
  await form.getByLabel('Rationale (shown to prescribers)').fill('Reduce the dose in moderate to severe hepatic impairment.');
  const source = form.getByRole('group', { name: 'Source 1' });
  await source.getByLabel('Published source').selectOption({ label: 'CANMAT/ISBD 2018' });
  await source.getByLabel(/^Locator/).fill('Table 12');
  await form.getByRole('button', { name: 'Preview the change' }).click();
  const review = form.getByRole('region', { name: 'Review the change' });
  await review.getByLabel(/Reason for the change/).fill('Hepatic dosing reminder');
  const confirm = review.getByRole('checkbox', { name: /I have reviewed/ });
  if (await confirm.isVisible()) await confirm.check();
  await review.getByRole('button', { name: 'Save as a new version' }).click();

  const done = page.getByRole('status').filter({ hasText: `“${label}” was saved as version` });
  await expect(done).toBeVisible();
  const saved = entry(page, label);
  const version = (await done.textContent())?.match(/saved as version (\d+)/)?.[1];
  await expect(saved.getByText(`Saved as version ${version}`, { exact: true })).toBeVisible();
  await expect(saved).toBeInViewport();
  // In its group, not appended at the bottom.
  await expect(
    page.getByRole('list', { name: /^Any of: Liver disease \(history or risk\)/ }).getByText(label, { exact: true }),
  ).toBeVisible();
  await expect(page.locator('li[data-rule]').last()).not.toContainText(label);
  await lookAtBothWidths(page, 'rules-new-saved');

  // Disabled again, so that the content the other specs expect is what the suggester uses.
  await saved.getByRole('button', { name: 'Disable' }).click();
  const off = saved.getByRole('region', { name: 'Review the change' });
  await off.getByLabel(/Reason for the change/).fill('Test rule retired');
  const offConfirm = off.getByRole('checkbox', { name: /I have reviewed/ });
  if (await offConfirm.isVisible()) await offConfirm.check();
  await off.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(saved.getByText('Disabled', { exact: true })).toBeVisible();
});

test('changing a rule’s effect asks for a new rationale, and the preview strikes the old one out (issue 39)', async ({ page }) => {
  test.setTimeout(120_000);
  await openRules(page);
  const rule = entry(page, KIDNEY_RULE);
  await rule.getByText(KIDNEY_RULE, { exact: true }).click();
  // The spec's type says whether the medication stays listed; the effect, beside it, says how.
  await expect(rule.getByText('EXCLUDE (removed from the suggestions)')).toBeVisible();
  await rule.getByRole('button', { name: `Edit ${KIDNEY_RULE}` }).click();
  const form = rule.getByRole('region', { name: `Edit rule: ${KIDNEY_RULE}` });
  const rationale = form.getByLabel('Rationale (shown to prescribers)');
  const old = await rationale.inputValue();
  await form.getByLabel('Effect').selectOption('deprioritise');
  const hint = form.getByText(/The effect changed from “Exclude: remove from every tier”: rewrite the rationale/);
  await expect(hint).toBeVisible();
  await expect(hint.locator('del')).toHaveText(old);
  await form.getByRole('button', { name: 'Preview the change' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'The rule is not complete' })).toContainText('Rationale: the effect changed');
  await lookAtBothWidths(page, 'rules-effect-change');

  await rationale.fill('Lithium is offered after the alternatives when kidney disease is on record: check renal function first.');
  await form.getByRole('button', { name: 'Preview the change' }).click();
  const review = form.getByRole('region', { name: 'Review the change' });
  await expect(review.locator('del')).toHaveText(`- rationale: ${old}`);
  await expect(review.locator('ins')).toContainText('+ rationale: Lithium is offered after the alternatives');
  await lookAtBothWidths(page, 'rules-effect-change-preview');
  // Not saved: the other specs expect the seeded exclusion.
  await review.getByRole('button', { name: 'Cancel' }).click();
});
