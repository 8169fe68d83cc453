import { expect, test } from '@playwright/test';
import { handbookPdf } from '../packages/server/test/answer-fixtures';
import { signInThroughForm } from './auth-helpers';
import { expectNoSeriousA11yViolations, screenshot } from './helpers';
import { e2eAdmin, e2eBaseUrl } from './support/constants';
import { apiLogin, uploadPdf } from './workspace-helpers';

/** Issue 39: a long file title in the admin sidebar is cut after two whole lines, never mid-line. */
test('a long file title shows two whole lines in the admin sidebar, the full title on hover, at 1280 and 390 px', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext({ baseURL: e2eBaseUrl });
  const { access } = await apiLogin(api, e2eAdmin);
  const headers = { authorization: `JWT ${access}` };
  const guid = await uploadPdf(api, { name: 'long-title.pdf', buffer: await handbookPdf() }, 60_000);
  const title =
    `Invented long-title guideline ${Date.now()}: ${'maintenance monitoring and dosing in bipolar disorder, '.repeat(4)}`.trim();
  try {
    expect((await api.patch(`/api/v2/documents/${guid}/metadata`, { headers, data: { title } })).status()).toBe(200);
    await page.goto('/login');
    await signInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
    for (const width of [1280, 390] as const) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto('/AdminPortal');
      if (width === 390)
        await page
          .getByRole('button', { name: /sidebar|Menu/i })
          .first()
          .click();
      const link = page.getByRole('link', { name: title });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('title', title);
      // The clamped text is exactly two lines high, inside the link's padding.
      const box = await link.evaluate((el) => {
        const span = el.querySelector('span')!;
        const lh = parseFloat(getComputedStyle(span).lineHeight);
        const [s, l] = [span.getBoundingClientRect(), el.getBoundingClientRect()];
        return { lines: s.height / lh, inside: s.top >= l.top && s.bottom <= l.bottom };
      });
      expect(box.lines).toBeCloseTo(2, 1);
      expect(box.inside).toBe(true);
      await screenshot(page, `admin-sidebar-long-title-${width}`);
      await expectNoSeriousA11yViolations(page, `admin sidebar with a long title @${width}`);
    }
  } finally {
    await api.delete(`/api/v2/documents/${guid}`, { headers });
    await api.dispose();
  }
});
