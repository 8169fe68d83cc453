import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshot } from './helpers';

/** The page's cumulative layout shift so far (shifts right after input excluded, as the metric does). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) total += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // Long enough for the sign-in panel, the session check and every lazy chunk of / to arrive.
        setTimeout(() => resolve(total), 2500);
      }),
  );
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const) {
  test(`the first load of / shifts nothing and warns of nothing (issue 39) @${viewport.width}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const cls = await layoutShift(page);
    console.log(`layout shift on first load of / at ${viewport.width} px: ${cls.toFixed(4)}`);
    expect(cls).toBeLessThan(0.1);
    if (viewport.width === 1280) await expect(page.getByTestId('login-menu')).toBeVisible();
    await screenshot(page, `first-load-${viewport.width}`);
    await expectNoSeriousA11yViolations(page, `first load @${viewport.width}`);

    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(warnings.filter((w) => /HydrateFallback/.test(w))).toEqual([]);
  });
}

test('the header’s Sign in goes on to the form when the panel is open, and is not offered on the form itself (issue 39)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/help');
  await expect(page.getByTestId('login-menu')).toBeVisible();
  await expect(page.getByTestId('login-menu').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fhelp');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fhelp$/);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.getByTestId('login-menu')).toHaveCount(0);
  // One spelling: the form's button says what the header said.
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const) {
  test(`after a new patient the summary's top is in view, not above it (issue 39) @${viewport.width}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page.getByRole('button', { name: 'Click To Enter New Patient' }).click();
    await page.getByRole('checkbox', { name: /I will not enter protected health information/ }).click();
    await page.getByRole('combobox', { name: 'Current or most recent state' }).selectOption('Manic');
    await page.getByRole('button', { name: 'Submit' }).click();
    const title = page.getByRole('heading', { name: 'Summary', exact: true });
    await expect(title).toBeFocused();
    // Once every scroll has settled.
    await page.waitForTimeout(1200);
    const top = await title.evaluate((el) => el.closest('section')!.getBoundingClientRect().top);
    console.log(`summary top after a new patient at ${viewport.width} px: ${top.toFixed(0)} px`);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(viewport.height / 2);
  });
}
