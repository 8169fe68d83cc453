/// <reference lib="dom" />
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createActiveUser, strongPassword, uniqueEmail } from './auth-helpers';
import { certifyNoPhi, expectNoSeriousA11yViolations, screenshot } from './helpers';
import { enterIssueCase } from './summary-case';
import { e2eAdmin, e2eBaseUrl } from './support/constants';
import { apiLogin, useTokens, type Tokens } from './workspace-helpers';

/**
 * Issue 29 items 8, 11 and 12 at 1280 and 390 px against the real server: the sign-in drop-down opens
 * by itself once per session and pushes the page down instead of covering it; JJ covers no control;
 * Report Issue knows a signed-in user; /data-sources lists the references the rules cite; /medications
 * groups single agents and combinations, ranks its filter and heads its risk groups; the GUIDELINE
 * field says the guideline once.
 */
let clinician: Tokens;
let admin: Tokens;
const clinicianName = { first: 'Dana', last: 'Okafor' };
let clinicianEmail: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: e2eBaseUrl });
  clinicianEmail = uniqueEmail('ends');
  await createActiveUser(api, clinicianEmail, strongPassword('ends'));
  clinician = await apiLogin(api, { email: clinicianEmail, password: strongPassword('ends') });
  const named = await api.patch('/api/v2/auth/users/me', {
    headers: { authorization: `JWT ${clinician.access}` },
    data: { firstName: clinicianName.first, lastName: clinicianName.last },
  });
  expect(named.status()).toBe(200);
  admin = await apiLogin(api, e2eAdmin);
  await api.dispose();
});

/** True when the point at the middle of `target` hits `target` itself (nothing drawn over it). */
async function uncovered(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && (el === hit || el.contains(hit));
  });
}

/**
 * The controls of `<main>` (and the open phone menu) that JJ's launcher is drawn over, with each
 * control scrolled into view the way a user would reach it (to the bottom of the window, then as far
 * as the page goes).
 */
async function controlsUnderJj(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const jj = document.querySelector('[data-testid="chat-widget-button"]');
    if (!jj) return ['no JJ launcher'];
    const covered: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'main button, main select, main a[href], main input, main textarea, #mobile-menu button, #mobile-menu a',
    );
    for (const el of Array.from(controls)) {
      const r0 = el.getBoundingClientRect();
      if (r0.width === 0 || r0.height === 0) continue;
      el.scrollIntoView({ block: 'end' });
      // A user whose control sits under JJ at the bottom edge scrolls on: the page must let them.
      window.scrollBy(0, 200);
      const r = el.getBoundingClientRect();
      const points: [number, number][] = [
        [r.left + r.width / 2, r.top + r.height / 2],
        [r.right - 2, r.bottom - 2],
      ];
      for (const [x, y] of points) {
        if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && jj.contains(hit)) covered.push(el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName);
      }
    }
    return covered;
  });
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const) {
  const phone = viewport.width < 640;
  const w = viewport.width;
  test.describe(`clinician ends at ${w} px`, () => {
    test.use({ viewport });

    test('item 8: the sign-in panel opens by itself once per session, never over a 404 or content, and closes on Escape and outside click', async ({
      page,
    }) => {
      await page.goto('/no-such-page');
      const oops = page.getByRole('heading', { name: 'Oops! Sorry, an unexpected error has occurred.' });
      await expect(oops).toBeVisible();
      await expect(page.getByTestId('login-menu')).toHaveCount(0);
      expect(await uncovered(oops)).toBe(true);
      await screenshot(page, `ends-404-${w}`);
      await expectNoSeriousA11yViolations(page, `404 at ${w}`);

      await page.goto('/help');
      const cards = page.getByRole('main').getByRole('heading', { level: 2 });
      await expect(cards.nth(2)).toBeVisible();
      if (!phone) {
        // The first ordinary page of the session: the panel opens, in the flow above <main>.
        const panel = page.getByTestId('login-menu');
        await expect(panel).toBeVisible();
        const panelBox = (await panel.boundingBox())!;
        const mainBox = (await page.getByRole('main').boundingBox())!;
        expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(mainBox.y + 1);
      } else {
        await expect(page.getByTestId('login-menu')).toBeHidden();
      }
      for (let i = 0; i < (await cards.count()); i++) expect(await uncovered(cards.nth(i)), `Help card ${i + 1}`).toBe(true);
      await screenshot(page, `ends-help-${w}`);
      await expectNoSeriousA11yViolations(page, `help with the sign-in panel at ${w}`);
      if (!phone) {
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('login-menu')).toHaveCount(0);
      }

      // The next page: closed until asked; asked, it opens and a click outside closes it.
      await page.goto('/medications');
      await expect(page.getByRole('heading', { name: 'Single agents' })).toBeVisible();
      await expect(page.getByTestId('login-menu')).toHaveCount(0);
      expect(await uncovered(page.getByLabel('Filter by name or brand'))).toBe(true);
      if (!phone) {
        await page.getByRole('button', { name: 'Sign in' }).click();
        await expect(page.getByTestId('login-menu')).toBeVisible();
        expect(await uncovered(page.getByLabel('Filter by name or brand'))).toBe(true);
        await page.getByRole('heading', { name: 'Medication List' }).click();
        await expect(page.getByTestId('login-menu')).toHaveCount(0);
      }
    });

    test('item 11: JJ covers no control: not the phone menu, not the rule form, not row actions', async ({ page }) => {
      await useTokens(page, admin);
      await certifyNoPhi(page);
      await page.goto('/');
      const jj = page.getByTestId('chat-widget-button');
      await expect(jj).toBeVisible();
      if (phone) {
        // Docked in the header's flow.
        await expect(page.locator('header').getByTestId('chat-widget-button')).toBeVisible();
        await page.getByRole('button', { name: 'Menu' }).click();
        const signOut = page.locator('#mobile-menu').getByRole('button', { name: 'Sign Out' });
        await expect(signOut).toBeVisible();
        await signOut.scrollIntoViewIfNeeded();
        expect(await uncovered(signOut)).toBe(true);
        expect(await controlsUnderJj(page)).toEqual([]);
        await screenshot(page, `ends-jj-phone-menu-${w}`);
        await expectNoSeriousA11yViolations(page, `phone menu with JJ docked at ${w}`);
        await page.getByRole('button', { name: 'Menu' }).click();
      }
      expect(await controlsUnderJj(page)).toEqual([]);

      await page.goto('/rulesmanager');
      await expect(page.getByRole('heading', { name: 'Medication Rules' })).toBeVisible();
      // The rule form, with its selects.
      await page.getByRole('button', { name: 'New rule' }).click();
      await expect(page.getByRole('main').locator('select').first()).toBeVisible();
      // The launcher loads lazily: measure once it is there (on a phone, once it is in the header).
      await expect(phone ? page.locator('header').getByTestId('chat-widget-button') : jj).toBeVisible();
      // Measured once the page has settled: the rules load after the launcher, and the layout moves until they do.
      await expect.poll(() => controlsUnderJj(page)).toEqual([]);
      await screenshot(page, `ends-jj-rules-${w}`);
      await expectNoSeriousA11yViolations(page, `rules manager with JJ at ${w}`);

      await page.goto('/ManageMeds');
      await expect(page.getByRole('heading', { name: 'Medications', level: 1 })).toBeVisible();
      await expect(phone ? page.locator('header').getByTestId('chat-widget-button') : jj).toBeVisible();
      await expect.poll(() => controlsUnderJj(page)).toEqual([]);
      await screenshot(page, `ends-jj-managemeds-${w}`);

      // JJ opens from where it is docked and gives focus back to it on close.
      await page.goto('/medications');
      await jj.click();
      const dialog = page.getByTestId('chat-widget');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(jj).toBeFocused();
    });

    test('item 12: Report Issue is prefilled with a signed-in user’s name and e-mail; the GUIDELINE field says the guideline once', async ({
      page,
    }) => {
      await useTokens(page, clinician);
      await certifyNoPhi(page);
      await enterIssueCase(page);
      const guideline = page
        .getByRole('region', { name: 'Summary', exact: true })
        .getByText(/CANMAT\/ISBD 2018 guidelines with the 2023 update/);
      await expect(guideline.first()).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText('version 2018 + 2023 update');
      if (phone) {
        await page.getByRole('button', { name: 'More actions' }).click();
        await page.locator('#summary-menu').getByRole('button', { name: 'Report Issue' }).click();
      } else {
        await page.getByRole('button', { name: 'Report Issue' }).first().click();
      }
      const dialog = page.getByRole('dialog', { name: /Report an Issue: patient/ });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Name')).toHaveValue(`${clinicianName.first} ${clinicianName.last}`);
      await expect(dialog.getByLabel('Email')).toHaveValue(clinicianEmail);
      await screenshot(page, `ends-report-issue-${w}`);
      await expectNoSeriousA11yViolations(page, `report issue prefilled at ${w}`);
    });

    test('item 12: /data-sources lists the guideline references the rules cite beside the library', async ({ page }) => {
      await page.goto('/data-sources');
      const refs = page.getByRole('region', { name: 'Guidelines and references the rules cite' });
      const items = refs.getByRole('listitem');
      await expect(items.first()).toContainText('CANMAT/ISBD 2018');
      await expect(items.nth(1)).toContainText('CANMAT/ISBD 2023 update');
      await expect(refs.getByRole('listitem').filter({ hasText: 'Lithium US label' })).toContainText(/Cited by .*safety rule/);
      console.log(`[issue 29] /data-sources at ${w} px: ${await items.count()} cited references`);
      await expect(page.getByRole('region', { name: 'Library' })).toBeVisible();
      await screenshot(page, `ends-data-sources-${w}`);
      await expectNoSeriousA11yViolations(page, `data sources at ${w}`);
    });

    test('item 12: /medications groups single agents and combinations, ranks "lith" like the chips box, heads its risk groups', async ({
      page,
    }) => {
      await page.goto('/medications');
      const singles = page.getByRole('region', { name: /Single agents/ });
      const combos = page.getByRole('region', { name: /Combinations/ });
      await expect(singles).toBeVisible();
      await expect(combos).toBeVisible();
      await expect(singles.getByRole('button', { name: /plus/ })).toHaveCount(0);
      await expect(combos.getByRole('button', { name: /plus/ }).first()).toBeVisible();

      await page.getByLabel('Filter by name or brand').fill('lith');
      // The name line of the first row (the row also shows brands).
      await expect(singles.getByRole('button').first().locator('.font-semibold')).toHaveText('Lithium');
      await expect(combos.getByRole('button', { name: /plus Lithium/ }).first()).toBeVisible();
      const lithium = singles.getByRole('button', { name: /^Lithium\b/ });
      await lithium.click();
      const details = page.locator(`#${await lithium.getAttribute('aria-controls')}`);
      await expect(details.getByRole('heading', { level: 5 })).toHaveText([
        'Boxed warnings',
        'Pregnancy and breastfeeding',
        'Interactions',
        'Monitoring',
        'Other risks',
      ]);
      await screenshot(page, `ends-medications-lith-${w}`);
      await expectNoSeriousA11yViolations(page, `medications filtered and expanded at ${w}`);
    });
  });
}
