/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import type { AppliedRule } from '@balancer/domain';
import { certifyNoPhi, expectNoSeriousA11yViolations } from './helpers';
import { enterIssueCase, issueCaseAnswer as answer, summaryHeight } from './summary-case';

const viewports = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;
const suggestions = [...answer.first, ...answer.second, ...answer.third];
/** Each warning once, in order of first appearance: the numbering of the ⚠ markers. */
const warnings = [
  ...new Map(suggestions.flatMap((s) => s.rules.filter((r) => r.effect === 'warn').map((r) => [r.ruleId, r] as const))).values(),
];
const carriers = (rule: AppliedRule) => suggestions.filter((s) => s.rules.some((r) => r.ruleId === rule.ruleId)).map((s) => s.name);
const overdose = warnings.find((w) => w.ruleId === 'suicide-history-lithium-overdose-warning')!;
const overdoseNumber = warnings.indexOf(overdose) + 1;
const exclusionRules = [...new Map(answer.excluded.flatMap((e) => e.rules.map((r) => [r.ruleId, r] as const))).values()];

/** Bottom edge, in page coordinates, of the last of the three tiers. */
async function tiersBottom(page: Page) {
  return page.evaluate(() => {
    const tiers = Array.from(document.querySelectorAll('section[aria-labelledby^="tier-"]'));
    return Math.max(...tiers.map((t) => t.getBoundingClientRect().bottom + window.scrollY));
  });
}

async function shot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage });
}

for (const viewport of viewports) {
  const w = viewport.width;
  test.describe(`summary at a glance, ${w}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the whole answer first, each warning once, details on demand, axe clean in every state', async ({ page }) => {
      await certifyNoPhi(page);
      await enterIssueCase(page);
      await page.evaluate(() => window.scrollTo(0, 0));

      // Collapsed: three tiers with counts, every regimen one line.
      for (const [title, tier] of [
        ['Tier 1: First-line', answer.first],
        ['Tier 2: Second-line', answer.second],
        ['Tier 3: Third-line', answer.third],
      ] as const) {
        const region = page.getByRole('region', { name: new RegExp(`^${title}`) });
        await expect(region.getByRole('heading', { level: 3 })).toHaveText(new RegExp(`${title}\\s*${tier.length}`));
        await expect(region.getByRole('listitem')).toHaveCount(tier.length);
      }
      const height = await summaryHeight(page);
      const bottom = await tiersBottom(page);
      console.log(
        `[issue 12] ${w}x${viewport.height}: summary height ${height} px; the three tiers end at ${Math.round(bottom)} px of the page`,
      );
      if (w === 1280) {
        expect(bottom, 'all three tiers visible without scrolling at 1280x900').toBeLessThanOrEqual(viewport.height);
        expect(height, "at or below the original product's 2,550 px").toBeLessThanOrEqual(2550);
      } else {
        expect(bottom, 'all three tiers within two screens at 390x844').toBeLessThanOrEqual(2 * viewport.height);
      }

      // Each warning once: one caution per warning rule, linked from every regimen it applies to.
      const cautions = page.getByRole('region', { name: /^Cautions/ });
      await expect(cautions.getByRole('listitem')).toHaveCount(warnings.length);
      for (const warning of warnings) await expect(page.getByText(warning.label, { exact: true })).toHaveCount(1);
      await expect(page.getByRole('link', { name: new RegExp(`^Caution ${overdoseNumber} for .*: ${overdose.label}`) })).toHaveCount(
        carriers(overdose).length,
      );
      await expectNoSeriousA11yViolations(page, `summary collapsed @${w}`);
      await shot(page, `summary-${w}-collapsed`);
      await shot(page, `summary-${w}-collapsed-full`, true);

      // Details on demand: Lithium opens with its guideline row, the favouring rule and a reference to the caution.
      const lithiumAnswer = answer.first.find((s) => s.regimenId === 'lithium')!;
      const lithium = page.getByRole('region', { name: /^Tier 1/ }).getByRole('button', { name: /^Lithium\b.*guideline rank 1\b/ });
      await lithium.focus();
      await page.keyboard.press('Enter');
      await expect(lithium).toHaveAttribute('aria-expanded', 'true');
      const detail = page.locator('#rx-lithium-detail');
      await expect(detail).toContainText(lithiumAnswer.explanation);
      await expect(detail).toContainText('Favoured: Suicide history favours lithium.');
      await expect(detail.getByRole('link', { name: `Caution ${overdoseNumber}: ${overdose.label}` })).toBeVisible();
      expect(new URL(page.url()).hash).toBe('#rx-lithium');
      await detail.getByRole('button', { name: 'Benefits and risks' }).click();
      await expect(detail.getByRole('heading', { name: 'Risks' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `summary detail open @${w}`);
      await shot(page, `summary-${w}-detail-open`);

      // The marker leads to the caution, opened and focused; the caution leads back to each regimen.
      const last = carriers(overdose).at(-1)!;
      await page.getByRole('link', { name: `Caution ${overdoseNumber} for ${last}: ${overdose.label}` }).click();
      const caution = page.locator('#caution-suicide-history-lithium-overdose-warning');
      await expect(caution).toBeFocused();
      await expect(caution.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
      await expect(caution).toContainText(overdose.citations.join('; '));
      if (overdose.needsReview) await expect(caution).toContainText('Not yet verified against its source');
      await expect(caution.getByRole('link')).toHaveText(carriers(overdose));
      expect(new URL(page.url()).hash).toBe('#caution-suicide-history-lithium-overdose-warning');
      await expectNoSeriousA11yViolations(page, `summary cautions open @${w}`);
      await shot(page, `summary-${w}-cautions-open`);
      const combination = suggestions.find((s) => s.name === 'Haloperidol plus Lithium')!;
      const back = caution.getByRole('link', { name: combination.name });
      const anchor = (await back.getAttribute('href'))!;
      await back.click();
      // Side by side, the detail is a panel under the columns and takes focus; stacked, it opens under its row.
      await expect(page.locator(w === 1280 ? `${anchor}-detail` : anchor)).toBeFocused();
      await expect(page.locator(`${anchor}-detail`)).toContainText(combination.explanation);

      // Not suggested: collapsed to one line per rule; open, each regimen once with every rule that removed it.
      const notSuggested = page.getByRole('region', { name: /^Not suggested/ });
      await expect(notSuggested.getByRole('listitem')).toHaveText(
        exclusionRules.map((r) => {
          const n = answer.excluded.filter((e) => e.rules.some((x) => x.ruleId === r.ruleId)).length;
          return `${r.label}: ${n} ${n === 1 ? 'medication' : 'medications'}`;
        }),
      );
      await notSuggested.getByRole('button', { name: /^Not suggested/ }).click();
      const rows = notSuggested.locator('[id^="excluded-"]');
      await expect(rows).toHaveCount(answer.excluded.length);
      expect(await rows.locator('span.font-medium').allTextContents(), 'each excluded regimen once').toEqual(
        answer.excluded.map((e) => e.name),
      );
      for (const [i, e] of answer.excluded.entries()) for (const r of e.rules) await expect(rows.nth(i)).toContainText(r.label);
      await expectNoSeriousA11yViolations(page, `summary not-suggested open @${w}`);
      await shot(page, `summary-${w}-not-suggested-open`);
      await notSuggested.getByRole('button', { name: 'By rule' }).click();
      await expect(notSuggested.locator('[id^="why-"]')).toHaveCount(exclusionRules.length);
      await expectNoSeriousA11yViolations(page, `summary not-suggested by rule @${w}`);

      // A fragment typed into the address opens its target and keeps the patient on screen.
      const other = answer.second[0]!;
      const otherAnchor = (await page
        .getByRole('button', { name: new RegExp(`^${other.name}\\b`) })
        .getAttribute('aria-controls'))!.replace(/-detail$/, '');
      await page.evaluate((id) => {
        window.location.hash = `#${id}`;
      }, otherAnchor);
      await expect(page.locator(`#${otherAnchor}-detail`)).toContainText(other.explanation);
      await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
    });
  });
}

test.describe('phone: the summary actions menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('More actions offers Edit, Print and Report Issue; Escape closes it and returns focus', async ({ page }) => {
    await certifyNoPhi(page);
    await enterIssueCase(page);
    const more = page.getByRole('button', { name: 'More actions' });
    await more.click();
    const menu = page.locator('#summary-menu');
    await expect(menu.getByRole('button')).toHaveText(['Edit', 'Print', 'Report Issue']);
    await expectNoSeriousA11yViolations(page, 'summary menu open @390');
    await shot(page, 'summary-390-menu-open');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();
    await more.click();
    await menu.getByRole('button', { name: 'Report Issue' }).click();
    await expect(page.getByRole('dialog', { name: /Report an Issue: patient/ })).toBeVisible();
  });
});

test('print: page 1 the whole summary, each caution once, guideline and content version; details from page 2 when asked', async ({
  page,
}) => {
  await certifyNoPhi(page);
  await enterIssueCase(page);
  // The clinician asks for the details (explanations, benefits, risks, sources) on paper.
  await page.getByRole('checkbox', { name: /Print the details too/ }).check();
  await page.emulateMedia({ media: 'print' });
  const printed = page.getByTestId('print-summary');
  await expect(printed).toBeVisible();
  await expect(printed).toContainText(answer.guideline.name);
  // The stored content version the server answered with: its id, then the hash of the content.
  await expect(printed).toContainText(/Content version v\d+:canmat-2018-2023u@[0-9a-f]{16}\./);
  for (const [i, warning] of warnings.entries()) await expect(printed.getByText(`Caution ${i + 1}: ${warning.label}.`)).toHaveCount(1);
  const details = printed.getByTestId('print-details');
  for (const s of suggestions) await expect(details).toContainText(s.explanation);
  // Benefits, risks and sources of every suggestion were loaded with the summary.
  await expect(details.getByText('Benefits:')).toHaveCount(suggestions.length);
  await expect(details.getByText('Sources:')).toHaveCount(suggestions.length);
  // Review status: a count per medication, explained once, never a tag per line.
  await expect(printed.getByText('[Not yet verified against its source]')).toHaveCount(0);
  for (const row of answer.notRecommended) await expect(printed).toContainText(row.row);
  await page.screenshot({ path: 'test-results/screenshots/summary-print.png', fullPage: true });
  const pdf = await page.pdf({ format: 'A4' });
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  console.log(`[issue 12] printed summary with details: ${pages} A4 pages`);
  expect(pages).toBeGreaterThan(1);
});
