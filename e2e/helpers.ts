/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Confirms the once-per-browser no-PHI notice by storing it, as a first visit's checkbox would. */
export async function certifyNoPhi(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('balancer.noPhiCertified', JSON.stringify({ certified: true, at: '2025-02-04T00:00:00.000Z' }));
  });
}

/** Runs axe (WCAG 2 A/AA and best practices) and fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`).join('\n');
  expect(bad, `${label}: serious/critical axe violations\n${report}`).toEqual([]);
  return results.violations.length;
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

/** axe and a full-page screenshot at 1280 and 390 px wide, then back to 1280. */
export async function lookAtBothWidths(page: Page, name: string) {
  for (const width of [1280, 390] as const) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectNoSeriousA11yViolations(page, `${name} @${width}`);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
