import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshot } from './helpers';
import { e2eAdmin, e2eBaseUrl } from './support/constants';
import { apiLogin, useTokens, type Tokens } from './workspace-helpers';

/** Issue 39: JJ keeps long answers short with a "Show more", and the workspace chat survives a reload. */
let tokens: Tokens;
test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: e2eBaseUrl });
  tokens = await apiLogin(api, e2eAdmin);
  await api.dispose();
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const) {
  test(`JJ opens a long answer at its first lines, the rest one press away @${viewport.width}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await useTokens(page, tokens);
    await page.goto('/');
    await page.getByRole('button', { name: 'Ask JJ, the medication assistant' }).click();
    const panel = page.getByRole('dialog', { name: 'Ask JJ' });
    await panel.getByRole('textbox').fill('What are the risks of lithium?');
    await panel.getByRole('textbox').press('Enter');
    const answer = panel.getByTestId('widget-answer').last();
    await expect(answer).toContainText('Lithium');
    const more = answer.getByRole('button', { name: 'Show more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const short = (await answer.innerText()).length;
    await screenshot(page, `jj-short-answer-${viewport.width}`);
    await expectNoSeriousA11yViolations(page, `JJ short answer @${viewport.width}`);
    await more.click();
    await expect(answer.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect((await answer.innerText()).length).toBeGreaterThan(short);
    await panel.getByRole('button', { name: 'New Conversation' }).click();
  });

  test(`the workspace chat is kept through a reload @${viewport.width}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await useTokens(page, tokens);
    await page.goto('/drugsummary');
    const chat = page.getByTestId('chat-pane');
    const question = `Is lithium safe in a 70-year-old? (${viewport.width})`;
    await chat.getByLabel('Your question').fill(question);
    await chat.getByLabel('Your question').press('Enter');
    await expect(chat.getByTestId('bot-message').last().getByTestId('streaming-dots')).toHaveCount(0);
    await expect(chat.getByTestId('bot-message').last()).not.toBeEmpty();
    // The conversation is kept when the answer settles (its "done"), which may come after the last words: reload after it.
    await expect(chat.locator('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
    await expect.poll(() => page.evaluate((q) => Object.values(sessionStorage).some((v) => v.includes(q)), question)).toBe(true);
    await page.reload();
    await expect(page.getByTestId('chat-pane').getByText(question)).toBeVisible();
    await expect(page.getByTestId('chat-pane').getByTestId('bot-message')).not.toHaveCount(0);
    await screenshot(page, `workspace-chat-kept-${viewport.width}`);
    await expectNoSeriousA11yViolations(page, `workspace chat kept @${viewport.width}`);
  });
}
