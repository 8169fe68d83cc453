import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm } from './auth-helpers';
import { certifyNoPhi, lookAtBothWidths } from './helpers';
import { handbookPdf, handbookTitle } from '../packages/server/test/answer-fixtures';
import { e2eAdmin, e2eBaseUrl } from './support/constants';
import { uploadPdf } from './workspace-helpers';

const KIDNEY_RULE = 'Kidney disease excludes lithium';

async function signIn(page: Page) {
  await page.goto('/login');
  await signInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).not.toHaveURL(/\/login/);
}

/** A manic patient with kidney disease through the suggester form; returns the summary's tier 1 region. */
async function suggestForKidneyPatient(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Click To Enter New Patient' }).click();
  await page.getByRole('combobox', { name: 'Current or most recent state' }).selectOption('Manic');
  await page
    .getByRole('radiogroup', { name: /kidney disease/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
  return page.getByRole('region', { name: /^Tier 1/ });
}

test('a superuser disables the kidney rule through the impact preview, sees it in the suggester and the history, and rolls it back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await certifyNoPhi(page);
  await signIn(page);

  // Before: lithium is not suggested with kidney disease; the form's tooltip names the rule.
  let tier1 = await suggestForKidneyPatient(page);
  await expect(tier1.getByRole('button', { name: /^Lithium\b/ })).toHaveCount(0);

  await page.goto('/rulesmanager');
  await expect(page.getByRole('heading', { name: 'Medication Rules' })).toBeVisible();
  const before = (await page.getByText(/^Active content version/).textContent())?.match(/v\d+:\S+/)?.[0];
  await lookAtBothWidths(page, 'rules-manager');

  const rule = page.getByRole('listitem').filter({ has: page.getByText(KIDNEY_RULE, { exact: true }) });
  await rule.getByText(KIDNEY_RULE, { exact: true }).click();
  await expect(rule.getByText('Rule Type')).toBeVisible();
  await rule.getByRole('button', { name: 'Lithium', exact: true }).click();
  await expect(rule.getByText('Sources', { exact: true })).toBeVisible();
  await rule.getByRole('button', { name: 'Disable' }).click();

  // The impact preview: the reference patients whose suggestions change.
  const review = page.getByRole('region', { name: 'Review the change' });
  const patients = review.getByRole('list', { name: 'Reference patients whose suggestions change' });
  await expect(patients).toContainText('Manic, Kidney disease (history or risk)');
  await expect(patients).toContainText('Lithium: not suggested → first line');
  await expect(review).toContainText('disabled');
  await lookAtBothWidths(page, 'impact-preview');
  const save = review.getByRole('button', { name: 'Save as a new version' });
  await review.getByLabel(/Reason for the change/).fill('Severity is not recorded; nephrology review pending');
  await expect(save).toBeDisabled();
  await review.getByRole('checkbox', { name: /I have reviewed the changed suggestions/ }).check();
  // A critical exclusion: its name is typed before it can be saved.
  await expect(save).toBeDisabled();
  await review.getByLabel(/Type the rule’s name to confirm/).fill(KIDNEY_RULE);
  await save.click();
  await expect(rule.getByText('Disabled', { exact: true })).toBeVisible();
  const after = (await page.getByText(/^Active content version/).textContent())?.match(/v\d+:\S+/)?.[0];
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);

  // The suggester now offers lithium to a kidney patient, and the printed summary names the new version.
  tier1 = await suggestForKidneyPatient(page);
  await expect(tier1.getByRole('button', { name: /^Lithium\b/ }).first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('print-summary')).toContainText(`Content version ${after}.`);
  await page.emulateMedia({ media: 'screen' });

  // The history shows the change with its diff; rolling back to the version before restores the exclusion.
  await page.goto('/contenthistory');
  const versions = page.getByRole('list', { name: 'Versions' }).locator(':scope > li');
  await expect(versions.first()).toContainText('Severity is not recorded; nephrology review pending');
  await expect(versions.first()).toContainText(`Rule changed: ${KIDNEY_RULE}`);
  await expect(versions.first()).toContainText('disabled');
  await expect(versions.first()).toContainText(e2eAdmin.email);
  await lookAtBothWidths(page, 'content-history');
  await versions.nth(1).getByRole('button', { name: 'Roll back to this version' }).click();
  const rollback = versions.nth(1).getByRole('region', { name: 'Review the change' });
  await expect(rollback).toContainText('re-enabled');
  await expect(rollback.getByRole('list', { name: 'Reference patients whose suggestions change' })).toContainText(
    'Lithium: first line → not suggested',
  );
  await rollback.getByRole('checkbox', { name: /I have reviewed/ }).check();
  await rollback.getByRole('button', { name: /^Roll back to version/ }).click();
  await expect(versions.first()).toContainText('Roll-back of version');

  tier1 = await suggestForKidneyPatient(page);
  await expect(tier1.getByRole('button', { name: /^Lithium\b/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Not suggested/ })).toContainText(KIDNEY_RULE);
});

test('the medications page lists, adds and deletes a medication, and edits statements with their sources', async ({ page }) => {
  test.setTimeout(360_000);
  await signIn(page);
  await page.goto('/ManageMeds');
  await expect(page.getByRole('heading', { name: 'Medications' })).toBeVisible();
  await expect(page.getByText('Check out the benefits and risks of medications.')).toBeVisible();
  const list = page.getByRole('list', { name: 'Medications' });
  await expect(list.getByText('Lithium', { exact: true })).toBeVisible();
  await lookAtBothWidths(page, 'manage-meds');

  await page.getByRole('button', { name: 'Add Medication' }).click();
  await page.getByRole('button', { name: 'Preview the change' }).click();
  await expect(page.getByRole('alert')).toHaveText('All fields (Name, Benefits, Risks) are required');
  await page.getByLabel('Name', { exact: true }).fill('Zuranolone');
  await page.getByLabel(/^Benefits/).fill('Rapid onset, Oral');
  await page.getByLabel(/^Risks/).fill('Sedation');
  await lookAtBothWidths(page, 'manage-meds-add');
  // Issue 30: an addition is previewed, given a reason and confirmed as a new version, like a rule.
  await page.getByRole('button', { name: 'Preview the change' }).click();
  const addReview = page.getByRole('region', { name: 'Review the change' });
  await expect(addReview).toContainText('Zuranolone');
  await lookAtBothWidths(page, 'manage-meds-add-preview');
  await addReview.getByLabel(/Reason for the change/).fill('Approved for bipolar depression trials');
  await addReview.getByRole('button', { name: 'Save as a new version' }).click();
  const added = page.getByRole('status').filter({ hasText: 'Zuranolone was added as version' });
  await expect(added).toBeVisible();
  const row = list.getByRole('listitem').filter({ hasText: 'Zuranolone' });
  await expect(row).toBeInViewport();

  // The filter narrows the list.
  await page.getByLabel('Filter by name').fill('zura');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  // Ranked as everywhere else (issue 39): the single agent before the combinations that contain it; brands find it.
  await page.getByLabel('Filter by name').fill('lithium');
  await expect(list.locator('[data-medication]').first()).toHaveAttribute('data-medication', 'lithium');
  await lookAtBothWidths(page, 'manage-meds-filter-lithium');
  await page.getByLabel('Filter by name').fill('Lithobid');
  await expect(list.locator('[data-medication]').first()).toHaveAttribute('data-medication', 'lithium');
  await page.getByLabel('Filter by name').fill('');

  // A medication the guideline lists cannot be deleted: the refusal in plain words, the technical list behind a toggle.
  await list.getByRole('button', { name: 'Delete Lithium', exact: true }).click();
  const refusal = list.getByRole('region', { name: 'Review the change' });
  await expect(refusal.getByRole('alert')).toContainText(
    /Lithium is used in \d+ guideline tables? and \d+ rules?; remove it from those first\./,
  );
  await expect(refusal.getByText('table Manic: unknown regimen lithium')).toBeHidden();
  await refusal.getByText('Technical details').click();
  await expect(refusal.getByText('table Manic: unknown regimen lithium')).toBeVisible();
  await lookAtBothWidths(page, 'manage-meds-refused-delete');
  await refusal.getByRole('button', { name: 'Cancel' }).click();
  await list.getByRole('button', { name: 'Delete Zuranolone' }).click();
  const deleteReview = list.getByRole('region', { name: 'Review the change' });
  await deleteReview.getByLabel(/Reason for the change/).fill('Added by mistake');
  await deleteReview.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Zuranolone was deleted as version' })).toBeVisible();
  await expect(list.getByText('Zuranolone', { exact: true })).toHaveCount(0);

  // The audit log reads both as sentences, each linking to its version's diff; raw JSON behind Details.
  await page.goto('/audit');
  const entries = page.getByTestId('audit-entry');
  const addEntry = entries.filter({ hasText: /added medication Zuranolone \(v\d+ → v\d+\): Approved for bipolar depression trials/ });
  await expect(addEntry).toHaveCount(1);
  await expect(addEntry).toContainText(`${e2eAdmin.email} added medication Zuranolone`);
  await expect(entries.filter({ hasText: /deleted medication Zuranolone \(v\d+ → v\d+\): Added by mistake/ })).toHaveCount(1);
  await expect(addEntry.getByText('"action": "content.medication.add"')).toBeHidden();
  await addEntry.locator('summary', { hasText: 'Details' }).click();
  await expect(addEntry.getByText('"action": "content.medication.add"')).toBeVisible();
  await page.getByLabel('Action').selectOption({ label: 'Added medication' });
  await expect(entries.first()).toContainText('added medication');
  await lookAtBothWidths(page, 'audit-sentences');
  await page.getByLabel('Action').selectOption({ label: 'Any action' });
  const link = entries.filter({ hasText: 'added medication Zuranolone' }).getByRole('link', { name: /^See the changes of version/ });
  await link.click();
  await expect(page).toHaveURL(/\/contenthistory#version-\d+$/);
  await page.goto('/ManageMeds');

  // Editing a statement with its source goes through the same preview.
  await list.getByRole('button', { name: 'Edit Quetiapine', exact: true }).click();
  await page.getByRole('button', { name: 'Add a benefit' }).click();
  const benefits = page.getByRole('group', { name: 'Benefits' });
  await benefits.getByRole('textbox').last().fill('Helps sleep in acute mania');
  await benefits.getByRole('combobox').last().selectOption({ label: 'CANMAT/ISBD 2018' });
  await benefits
    .getByRole('textbox', { name: /^Locator/ })
    .last()
    .fill('Table 12');
  await page.getByRole('button', { name: 'Preview the change' }).click();
  const review = page.getByRole('region', { name: 'Review the change' });
  await expect(review).toContainText('+ benefit: Helps sleep in acute mania (canmat-2018, Table 12)');
  await lookAtBothWidths(page, 'medication-editor-preview');
  await review.getByLabel(/Reason for the change/).fill('Sleep benefit from CANMAT');
  await review.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(review).toBeHidden();
  await page.goto('/medications');
  await page.getByRole('button', { name: /^Quetiapine Also\b/ }).click();
  await expect(page.getByText('Helps sleep in acute mania')).toBeVisible();
});

test('a superuser creates a rule, makes it an exclusion through the impact preview, and disables it again', async ({ page }) => {
  test.setTimeout(180_000);
  const label = `Kidney disease: lamotrigine review ${Date.now()}`;
  await signIn(page);
  await page.goto('/rulesmanager');
  await page.getByRole('button', { name: 'New rule' }).click();
  const form = page.getByRole('region', { name: 'New rule' });
  await expect(form.getByRole('heading', { name: 'New rule' })).toBeFocused();
  await form.getByRole('button', { name: 'Preview the change' }).click();
  await expect(form.getByRole('alert')).toContainText('Label: give the rule a name.');

  await form.getByLabel('Label').fill(label);
  await form.getByRole('group', { name: 'Risk answers (Yes)' }).getByLabel('Kidney disease (history or risk)').check();
  await form
    .getByRole('group', { name: /^Only in these states/ })
    .getByLabel('Depressed')
    .check();
  await form.getByRole('group', { name: 'Target ingredients' }).getByLabel('Lamotrigine', { exact: true }).check();
  await form
    .getByLabel('Rationale (shown to prescribers)')
    .fill('Lamotrigine is renally excreted: lower maintenance doses in renal impairment.');
  const source = form.getByRole('group', { name: 'Source 1' });
  await source.getByLabel('Published source').selectOption({ label: 'CANMAT/ISBD 2018' });
  await source.getByLabel(/^Locator/).fill('Table 12');
  await lookAtBothWidths(page, 'rule-form');
  await form.getByRole('button', { name: 'Preview the change' }).click();
  const review = form.getByRole('region', { name: 'Review the change' });
  await expect(review).toContainText(`Rule added: ${label}`);
  // Even a warning changes what the suggester shows beside lamotrigine, so the depressed kidney patient is listed.
  await expect(review.getByRole('list', { name: 'Reference patients whose suggestions change' })).toContainText(
    'Lamotrigine: rules shown beside it change (first line)',
  );
  await review.getByLabel(/Reason for the change/).fill('Renal dosing reminder');
  await review.getByRole('checkbox', { name: /I have reviewed/ }).check();
  await review.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(form).toBeHidden();

  // Edited in place into an exclusion: the preview lists the depressed kidney patient, and saving needs the confirmation.
  const entry = page.locator('li[data-rule]').filter({ hasText: label });
  // The rule just saved is shown open.
  await expect(entry).toContainText('Any of: Kidney disease (history or risk) (when Depressed)');
  await entry.getByRole('button', { name: `Edit ${label}` }).click();
  const edit = page.getByRole('region', { name: `Edit rule: ${label}` });
  await edit.getByLabel('Effect').selectOption('exclude');
  // A new effect needs its own rationale (issue 39): the old one would tell prescribers the wrong reason.
  await edit
    .getByLabel('Rationale (shown to prescribers)')
    .fill('Lamotrigine is renally excreted: excluded until renal dosing is recorded.');
  await edit.getByRole('button', { name: 'Preview the change' }).click();
  const impact = edit.getByRole('region', { name: 'Review the change' });
  const patients = impact.getByRole('list', { name: 'Reference patients whose suggestions change' });
  await expect(patients).toContainText('Depressed, Kidney disease (history or risk)');
  await expect(patients).toContainText(/Lamotrigine: first line → not suggested/);
  await lookAtBothWidths(page, 'rule-form-impact');
  await impact.getByLabel(/Reason for the change/).fill('Exclude until renal dosing is recorded');
  await impact.getByRole('checkbox', { name: /I have reviewed/ }).check();
  await impact.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(edit).toBeHidden();
  await expect(entry).toContainText('Excludes');

  // Disabled again, so that the content the other specs expect is what the suggester uses.
  await entry.getByRole('button', { name: 'Disable' }).click();
  const off = entry.getByRole('region', { name: 'Review the change' });
  await off.getByLabel(/Reason for the change/).fill('Test rule retired');
  await off.getByRole('checkbox', { name: /I have reviewed/ }).check();
  await off.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(entry.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Re-enable' })).toBeVisible();
});

test('an extracted insight becomes a draft rule citing its passage, previewed against the reference patients', async ({
  page,
  playwright,
}) => {
  test.setTimeout(180_000);
  const api = await playwright.request.newContext({ baseURL: e2eBaseUrl });
  const { access } = (await (await api.post('/api/v2/auth/token', { data: e2eAdmin })).json()) as { access: string };
  const auth = { authorization: `JWT ${access}` };
  const guid = await uploadPdf(api, { name: 'invented-handbook.pdf', buffer: await handbookPdf() }, 60_000);
  try {
    await signIn(page);
    await page.goto('/rulesmanager');
    await page.getByRole('button', { name: 'Draft a rule from a library insight' }).click();
    const drafts = page.getByRole('region', { name: 'Draft a rule from a library insight' });
    await drafts.getByLabel('Document').selectOption({ label: handbookTitle });
    const insight = drafts
      .getByRole('listitem')
      .filter({ hasText: /valproate/i })
      .filter({ hasText: 'EXCLUDE' })
      .first();
    await expect(insight).toContainText('p. 6');
    await lookAtBothWidths(page, 'rule-insight-drafts');
    await insight.getByRole('button', { name: 'Make a draft rule' }).click();

    // The draft: the insight's medication as the target, the trigger from the condition it names, one
    // rationale, a neutral severity, and its passage as a labelled source linking to the page in the workspace.
    const form = page.getByRole('region', { name: 'New rule' });
    await expect(form.getByRole('group', { name: 'Target ingredients' }).getByLabel('Valproate', { exact: true })).toBeChecked();
    const source = form.getByRole('group', { name: 'Source 1' });
    await expect(source.getByLabel('Kind')).toHaveValue('passage');
    await expect(source.getByLabel('Document')).toHaveValue(guid);
    await expect(source.getByLabel('Document').locator('option:checked')).toHaveText(handbookTitle);
    await expect(source.getByLabel('Page')).toHaveValue('6');
    await expect(source.getByLabel('Passage no.')).toBeVisible();
    const link = source.getByRole('link', { name: `${handbookTitle}, p. 6` });
    await expect(link).toHaveAttribute('href', `/drugsummary?guid=${guid}&page=6`);
    await expect(form.getByText(guid)).toHaveCount(0);
    await expect(form.getByLabel('Effect')).toHaveValue('exclude');
    await expect(form.getByLabel('Severity')).toHaveValue('warning');
    await expect(form.getByLabel(/Not yet verified/)).toBeChecked();
    const risks = form.getByRole('group', { name: 'Risk answers (Yes)' });
    await expect(risks.getByLabel('Wants to conceive in next 2 years')).toBeChecked();
    await expect(risks.getByLabel('Possibility of pregnancy')).toBeChecked();
    await expect(risks.getByLabel('Kidney disease (history or risk)')).not.toBeChecked();
    const rationale = await form.getByLabel('Rationale (shown to prescribers)').inputValue();
    expect(rationale.length).toBeGreaterThan(20);
    // One rationale: no sentence of it said twice.
    const sentences = rationale.split(/(?<=[.!?”])\s+/).map((x) => x.replace(/[“”]/g, '').trim());
    expect(new Set(sentences).size).toBe(sentences.length);
    await lookAtBothWidths(page, 'rule-insight-draft-form');
    await form.getByRole('button', { name: 'Preview the change' }).click();
    const review = form.getByRole('region', { name: 'Review the change' });
    await expect(review).toContainText('Rule added:');
    await expect(review).toContainText(handbookTitle);
    await review.getByRole('button', { name: 'Cancel' }).click();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
  } finally {
    // The other suites expect an empty library.
    await api.delete(`/api/v2/documents/${guid}`, { headers: auth });
    await api.dispose();
  }
});
