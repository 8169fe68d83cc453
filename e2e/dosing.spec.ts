/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { certifyNoPhi, expectNoSeriousA11yViolations } from './helpers';

const viewports = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

async function shot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage });
}

/** Depressed with liver disease: quetiapine's block says the liver adjustment. */
async function enterDepressedLiverCase(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Click To Enter New Patient' }).click();
  await page.getByRole('combobox', { name: 'Current or most recent state' }).selectOption('Depressed');
  await page
    .getByRole('radiogroup', { name: /liver disease/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
}

test('lithium in maintenance: target level with when to draw, renal, thyroid and calcium, and a two-regimen plan on one page', async ({
  page,
}) => {
  await certifyNoPhi(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Click To Enter New Patient' }).click();
  await page.getByRole('combobox', { name: 'Current or most recent state' }).selectOption('Euthymic');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
  const tier1 = page.getByRole('region', { name: /^Tier 1/ });
  await tier1
    .getByRole('button', { name: /^Lithium\b/ })
    .first()
    .click();
  const block = page.getByRole('region', { name: 'Start, target, monitor: Lithium' });
  await expect(block).toContainText('Serum lithium 0.6–1.0 mEq/L (0.6–1.0 mmol/L)');
  await expect(block).toContainText('Trough: 12 h after the last dose');
  await expect(block).toContainText('Baseline: Renal function (creatinine, eGFR); Thyroid function (TSH); Calcium');
  await expect(block).toContainText('Maintenance target level: guideline 0.6–1.0 mEq/L');
  await block.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page, 'lithium block');
  await shot(page, 'dosing-block-lithium-1280', false);
  await page.getByRole('checkbox', { name: 'Add Lithium to the printed monitoring plan' }).check();
  await tier1
    .getByRole('button', { name: /^Quetiapine plus Lithium\b/ })
    .first()
    .click();
  await page.getByRole('checkbox', { name: 'Add Quetiapine plus Lithium to the printed monitoring plan' }).check();
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 816, height: 1056 });
  const plan = page.getByTestId('print-monitoring-plan');
  await expect(plan).toContainText('Monitoring plan: Lithium; Quetiapine plus Lithium');
  const box = await plan.boundingBox();
  expect(box!.height, 'two regimens still fit one US Letter page (less margins)').toBeLessThanOrEqual(960);
  await plan.screenshot({ path: 'test-results/screenshots/dosing-print-plan-two.png' });
});

for (const viewport of viewports) {
  const w = viewport.width;
  test.describe(`dosing and monitoring, ${w}x${viewport.height}`, () => {
    test.use({ viewport });

    test('a suggestion’s detail holds its Start, target, monitor block, with the patient’s adjustment said', async ({ page }) => {
      await certifyNoPhi(page);
      await enterDepressedLiverCase(page);
      await page
        .getByRole('region', { name: /^Tier 1/ })
        .getByRole('button', { name: /^Quetiapine\b/ })
        .first()
        .click();
      const block = page.getByRole('region', { name: 'Start, target, monitor: Quetiapine' });
      await expect(block).toBeVisible();
      await expect(block).toContainText('Day 1: 50 mg/day, once daily at bedtime');
      await expect(block).toContainText('Liver disease (history or risk):');
      await expect(block).toContainText('start at 25 mg/day');
      await expect(block).toContainText('Source: Seroquel US label');
      await expect(block).toContainText('Baseline: Weight and BMI');
      await block.scrollIntoViewIfNeeded();
      await expectNoSeriousA11yViolations(page, `dosing block @${w}`);
      await shot(page, `dosing-block-${w}`, false);

      // The monitoring plan: marked here, printed on a page of its own, on one page.
      await page.getByRole('checkbox', { name: 'Add Quetiapine to the printed monitoring plan' }).check();
      await page.emulateMedia({ media: 'print' });
      await page.setViewportSize({ width: 816, height: 1056 });
      const plan = page.getByTestId('print-monitoring-plan');
      await expect(plan).toBeVisible();
      await expect(plan).toContainText('Monitoring plan: Quetiapine');
      await expect(plan.getByRole('row')).not.toHaveCount(0);
      const box = await plan.boundingBox();
      expect(box!.height, 'the monitoring plan fits one US Letter page (less margins)').toBeLessThanOrEqual(960);
      await plan.screenshot({ path: `test-results/screenshots/dosing-print-plan-${w}.png` });
      await page.emulateMedia({ media: 'screen' });
    });

    test('the lithium level and kidney function calculators, values kept in the browser', async ({ page }) => {
      await certifyNoPhi(page);
      const requests: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/')) requests.push(r.url());
      });
      await page.goto('/calculators');
      await expect(page.getByRole('heading', { name: 'Dosing calculators' })).toBeVisible();
      const before = requests.length;
      await page.getByLabel('Trough serum lithium').fill('1.6');
      await page.getByLabel('Phase').selectOption('maintenance');
      const lithium = page.getByTestId('lithium-result');
      await expect(lithium).toContainText('Above the range: maintenance range 0.6–1.0 mEq/L');
      await expect(lithium).toContainText('Mild to moderate toxicity');
      await page.getByLabel('Age (years)').fill('50');
      await page.getByLabel('Weight (kg)').fill('72');
      await page.getByLabel('Serum creatinine').fill('1.0');
      await page.getByLabel('Sex').selectOption('male');
      await expect(page.getByTestId('renal-result').first()).toContainText('CKD-EPI 2021 creatinine (race-free): 92 mL/min/1.73 m²');
      await expect(page.getByTestId('renal-result').nth(1)).toContainText(
        'Cockcroft–Gault creatinine clearance (actual body weight): 90 mL/min',
      );
      expect(requests.length, 'nothing typed is sent').toBe(before);
      await expectNoSeriousA11yViolations(page, `calculators @${w}`);
      await shot(page, `dosing-calculators-${w}`);
    });
  });
}
