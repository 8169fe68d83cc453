/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { defaultCatalog, defaultClinicalContent, defaultGuidelinePack, effectiveRules, recommend } from '@balancer/domain';
import { certifyNoPhi, expectNoSeriousA11yViolations, screenshot } from './helpers';

/**
 * Issue 29, the suggester as a new clinician meets it, at 1280 and 390 px against the real server:
 * the prior-medications box, focus and announcements after Submit, the reset between patients, and
 * the printout of the reference patient (Manic, kidney disease, weight-gain concern) on Letter and A4.
 */
const reference = recommend(
  {
    state: 'Manic',
    psychotic: false,
    suicideHistory: false,
    kidneyHistory: true,
    liverHistory: false,
    bloodPressureHistory: false,
    weightGainConcern: true,
    reproductive: false,
    riskPregnancy: false,
    anyPregnancy: false,
    priorMedications: [],
  },
  defaultGuidelinePack,
  // The rules the server evaluates: the built-in rules and what its interactions compile to (ADR 0048).
  effectiveRules(defaultClinicalContent()),
  defaultCatalog,
);

const chipsBox = (page: Page) => page.getByRole('combobox', { name: 'Prior medications' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Prior medications suggestions' }).getByRole('option');
const chips = (page: Page) => page.getByRole('list', { name: 'Selected prior medications' }).getByRole('listitem');

async function openForm(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Click To Enter New Patient' }).click();
  // The form takes focus at its first field.
  await expect(page.getByRole('combobox', { name: 'Current or most recent state' })).toBeFocused();
}

/** The reference patient: Manic, kidney disease, weight-gain concern; with `lith`, "lith" + Enter as a prior medication. */
async function enterReferencePatient(page: Page, lith = false) {
  await openForm(page);
  await page.getByRole('combobox', { name: 'Current or most recent state' }).selectOption('Manic');
  for (const question of [/kidney disease/, /weight gain/]) {
    await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: 'Yes' }).check();
  }
  if (lith) {
    await chipsBox(page).pressSequentially('lith');
    await expect(suggestions(page).first()).toHaveText('Lithium');
    await expect(suggestions(page).first()).toHaveAttribute('aria-selected', 'true');
    await chipsBox(page).press('Enter');
    await expect(chips(page)).toHaveText(['Lithium×']);
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeFocused();
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const) {
  test.describe(`suggester journeys at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('"lith" then Enter gives Lithium; "Aripiprazole once monthly" types; an unknown name is marked', async ({ page }) => {
      await certifyNoPhi(page);
      await openForm(page);
      const box = chipsBox(page);
      await box.pressSequentially('lith');
      const options = suggestions(page);
      // The single agent first, then its combinations.
      await expect(options.first()).toHaveText('Lithium');
      expect((await options.allTextContents()).slice(1).every((t) => t.includes(' plus '))).toBe(true);
      await box.press('Enter');
      await expect(chips(page)).toHaveText(['Lithium×']);

      await box.pressSequentially('Aripiprazole once monthly');
      await expect(box).toHaveValue('Aripiprazole once monthly');
      await expect(options.first()).toHaveText('Aripiprazole once-monthly LAI');
      await box.press('Enter');
      await box.pressSequentially('Seroquel');
      await expect(options.first()).toHaveText('Quetiapine (Seroquel)');
      await box.press('Tab');
      await box.pressSequentially('Zorbital,');
      await expect(chips(page)).toHaveText(['Lithium×', 'Aripiprazole once-monthly LAI×', 'Quetiapine×', /Zorbital\s*\(not recognised\)×/]);
      await screenshot(page, `journeys-prior-meds-${viewport.width}`);
      await expectNoSeriousA11yViolations(page, `prior medications at ${viewport.width}`);
    });

    test('Submit moves focus to the summary and announces it; a new patient drops the open detail and its #fragment', async ({ page }) => {
      await certifyNoPhi(page);
      await enterReferencePatient(page, true);
      await expect(page.getByRole('status').filter({ hasText: /^Summary shown for patient / })).toHaveCount(1);
      const first = reference.first[0]!;
      await page
        .getByRole('button', { name: new RegExp(`^${first.name}\\b`) })
        .first()
        .click();
      await expect(page).toHaveURL(/#rx-/);

      await page.getByRole('button', { name: 'Click To Enter New Patient' }).click();
      await page.getByRole('combobox', { name: 'Current or most recent state' }).selectOption('Depressed');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeFocused();
      expect(new URL(page.url()).hash).toBe('');
      // The summary's top is in view (not the foot of the page where Submit was), nothing opened.
      await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeInViewport();
      await expect(page.getByRole('heading', { name: /^Tier 1/ }).first()).toBeInViewport();
      await expect(page.locator('[aria-expanded="true"][aria-controls^="rx-"]')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `new summary at ${viewport.width}`);
    });

    test('each risk question is one Tab stop, its rule read as the question’s description', async ({ page }) => {
      await certifyNoPhi(page);
      await openForm(page);
      const kidney = page.getByRole('radiogroup', { name: /kidney disease/ });
      // Answered with Space, the question is left with one Tab: its "i" is no stop of its own.
      await kidney.getByRole('radio', { name: 'Yes' }).focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('radiogroup', { name: /liver disease/ }).locator(':focus')).toHaveCount(1);
      await expect(kidney).toHaveAccessibleDescription(/.+/);
    });
  });
}

/** Pages in a PDF made by Chromium, read back from its page objects. */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

test('the reference patient prints on at most 2 Letter pages, page 1 holding all three tiers; A4 too', async ({ page }) => {
  await certifyNoPhi(page);
  await enterReferencePatient(page);
  await page.emulateMedia({ media: 'print' });
  const printed = page.getByTestId('print-summary');
  await expect(printed).toBeVisible();
  for (const tier of ['Tier 1', 'Tier 2', 'Tier 3'])
    await expect(printed.getByRole('heading', { name: new RegExp(`^${tier}`) })).toBeVisible();
  // Review status is said once per medication, never on every line.
  expect(await printed.getByText('[Not yet verified against its source]').count()).toBe(0);

  // Page 1 in CSS px: the paper less the 14 mm margins of index.css, at 96 px per inch.
  const margin = (14 / 25.4) * 96;
  for (const paper of [
    { format: 'Letter', width: 8.5 * 96, height: 11 * 96 },
    { format: 'A4', width: (210 / 25.4) * 96, height: (297 / 25.4) * 96 },
  ] as const) {
    await page.setViewportSize({ width: Math.floor(paper.width - 2 * margin), height: Math.floor(paper.height - 2 * margin) });
    const tiersEnd = await page.evaluate(() => {
      const tiers = Array.from(document.querySelectorAll('[data-testid="print-tier"]'));
      return Math.max(...tiers.map((t) => t.getBoundingClientRect().bottom + window.scrollY));
    });
    const pdf = await page.pdf({ format: paper.format });
    const pages = pageCount(pdf);
    console.log(`[issue 29] reference patient: ${pages} ${paper.format} pages; the tiers end ${Math.round(tiersEnd)} px down page 1`);
    expect(pages).toBeLessThanOrEqual(2);
    expect(tiersEnd).toBeLessThanOrEqual(paper.height - 2 * margin);
  }
  await screenshot(page, 'journeys-print-a4');
});
