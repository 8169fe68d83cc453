/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { handbookPdf, handbookTitle } from '../packages/server/test/answer-fixtures';
import { certifyNoPhi, expectNoSeriousA11yViolations, screenshot } from './helpers';
import { e2eAdmin, e2eBaseUrl } from './support/constants';
import { uploadPdf } from './workspace-helpers';

/**
 * The document workspace end to end in a real browser against the real server, with no language
 * model: sign in, open the invented handbook at page 1, ask a question answered on page 7, follow the
 * streamed answer's citation to the highlighted passage, read the insights, use JJ, sign out. Run twice:
 * as is, and with every request to another origin than the app's refused (it must need none).
 */
const question = 'Which medication is first-line for acute bipolar I depression according to the handbook?';
const answerSentence = 'Cariprazine is recommended as a first-line option for acute bipolar I depression.';
let guid: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: e2eBaseUrl });
  guid = await uploadPdf(api, { name: 'invented-handbook.pdf', buffer: await handbookPdf() }, 60_000);
  await api.dispose();
});

// The other suites expect an empty library.
test.afterAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: e2eBaseUrl });
  const { access } = (await (await api.post('/api/v2/auth/token', { data: e2eAdmin })).json()) as { access: string };
  await api.delete(`/api/v2/documents/${guid}`, { headers: { authorization: `JWT ${access}` } });
  await api.dispose();
});

/** Records the bot message's phases as they happen, so that a short "Let me think" is not missed. */
async function recordChatPhases(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { chatPhases: string[] }).chatPhases = log;
    new MutationObserver(() => {
      const bot = Array.from(document.querySelectorAll('[data-testid="bot-message"]')).at(-1);
      if (!bot) return;
      const phase = bot.querySelector('[data-testid="thinking"]')
        ? 'thinking'
        : bot.querySelector('[data-testid="streaming-dots"]')
          ? 'streaming'
          : 'done';
      if (log.at(-1) !== phase) log.push(phase);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const header = (page: Page) => page.getByRole('banner').first();
const widgetButton = (page: Page) => page.getByRole('button', { name: 'Ask JJ, the medication assistant' });
const storedConversation = (page: Page) => page.evaluate(() => sessionStorage.getItem('currentConversation'));

async function signIn(page: Page) {
  await page.goto('/login');
  await expect(widgetButton(page)).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(e2eAdmin.email);
  await form.getByLabel('Password').fill(e2eAdmin.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(widgetButton(page)).toBeVisible();
}

/** Ask, watch the answer stream, follow its citation to page 7 of the open file. */
async function askAndFollowCitation(page: Page) {
  await page.goto(`/drugsummary?guid=${guid}&page=1`);
  await expect(page.getByTestId('page-indicator')).toContainText(/1\s*of\s*12/);
  await expect(widgetButton(page)).toHaveCount(0);

  const chat = page.getByTestId('chat-pane');
  const answered = page.waitForResponse((r) => r.url().includes('/api/v2/answers') && r.request().method() === 'POST');
  await chat.getByLabel('Your question').fill(question);
  await expect(chat.getByTestId('word-count')).toHaveText('13 words');
  await chat.getByLabel('Your question').press('Enter');
  const response = await answered;
  expect(response.headers()['content-type']).toMatch(/^text\/event-stream/);
  expect(response.url()).toContain(`guid=${guid}`);

  const bot = chat.getByTestId('bot-message').last();
  await expect(bot).toContainText(answerSentence);
  await expect(bot.getByTestId('streaming-dots')).toHaveCount(0);
  const phases = await page.evaluate(() => (window as unknown as { chatPhases: string[] }).chatPhases);
  expect(phases[0]).toBe('thinking');
  expect(phases.at(-1)).toBe('done');
  await expect(bot).not.toContainText('***');
  await expect(bot.getByText('Sources')).toBeVisible();

  await bot
    .getByRole('link', { name: `Page 7 of ${handbookTitle}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`[?&]page=7(&|$)`));
  await expect(page).toHaveURL(new RegExp(`guid=${guid}`));
  await expect(page.getByTestId('page-indicator')).toContainText(/7\s*of\s*12/);
  const mark = page.locator('[data-testid="pdf-page"][aria-label="Page 7"] mark.pdf-passage-mark');
  await expect(mark.first()).toBeVisible();
  // The marks are drawn before the text layer settles: wait for their text rather than read it once.
  await expect.poll(async () => (await mark.allTextContents()).join(' ')).toContain('Cariprazine is recommended');
  await expect(mark.first()).toBeInViewport();
}

async function readInsights(page: Page) {
  await header(page).getByRole('switch', { name: 'Insights' }).click();
  const insights = page.getByTestId('insights-pane');
  const valproate = insights
    .getByTestId('rule-item')
    .filter({ hasText: /valproate/i })
    .filter({ hasText: 'Exclude' });
  await expect(valproate.first()).toBeVisible();
  await expect(valproate.first().getByRole('link', { name: 'Page 6' })).toBeVisible();
}

/** JJ answers a suggestion; New Conversation clears it; sign-out removes the stored conversation. */
async function useWidgetAndSignOut(page: Page) {
  await page.goto('/');
  await widgetButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Ask JJ' });
  await panel.getByRole('button', { name: 'What are the side effects of Latuda?' }).click();
  await expect(panel.getByTestId('widget-answer')).toContainText(/lurasidone/i);
  expect(JSON.parse((await storedConversation(page))!)).toMatchObject({ messages: [{ role: 'user' }, { role: 'bot' }] });

  await panel.getByRole('button', { name: 'New Conversation' }).click();
  await expect(panel.getByTestId('widget-answer')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Risks associated with Lithium.' })).toBeVisible();
  expect(await storedConversation(page)).toBeNull();

  await panel.getByRole('button', { name: 'Risks associated with Lithium.' }).click();
  await expect(panel.getByTestId('widget-answer')).toContainText(/lithium/i);
  expect(await storedConversation(page)).not.toBeNull();
  await panel.getByRole('button', { name: 'Close' }).click();

  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await storedConversation(page)).toBeNull();
  await expect(widgetButton(page)).toHaveCount(0);
}

/** The whole flow: sign in, ask and follow the citation, read the insights, use JJ, sign out. */
async function wholeFlow(page: Page) {
  await certifyNoPhi(page);
  await recordChatPhases(page);
  await signIn(page);
  await askAndFollowCitation(page);
  await readInsights(page);
  await useWidgetAndSignOut(page);
}

test('ask, follow the citation to the highlighted passage, read the insights, use JJ, sign out', async ({ page }) => {
  await wholeFlow(page);
});

test('the same flow with every other origin blocked: no request leaves the app', async ({ page }) => {
  const app = new URL(e2eBaseUrl).origin;
  const elsewhere: string[] = [];
  await page.context().route('**/*', (route) => {
    const url = route.request().url();
    if (/^(data|blob):/.test(url) || new URL(url).origin === app) return route.continue();
    elsewhere.push(url);
    return route.abort('blockedbyclient');
  });
  await wholeFlow(page);
  expect(elsewhere).toEqual([]);
});

test('chat pane, insights and JJ looked at and checked with axe at 1280 and 390 px', async ({ page }) => {
  // Six screens with axe at two widths, the PDF now at least half the window: more than the default minute on a shared machine.
  test.slow();
  await certifyNoPhi(page);
  await signIn(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // The library-wide chat (the Admin Portal's "Ask General Questions"), one pane.
    await page.goto('/drugSummary');
    const chat = page.getByTestId('chat-pane');
    await chat.getByLabel('Your question').fill('How slowly must lamotrigine be titrated?');
    await chat.getByLabel('Your question').press('Enter');
    await expect(chat.getByTestId('bot-message').last()).toContainText('Lamotrigine must be titrated slowly');
    // The chat is kept for the session (issue 39): at the second width the first answer is still there.
    await expect(chat.getByTestId('bot-message').last().getByText('Sources')).toBeVisible();
    await screenshot(page, `workspace-chat-library-${width}`);
    await expectNoSeriousA11yViolations(page, `library chat ${width}`);

    // A document with insights: three panes (tabs on a phone).
    await page.goto(`/drugsummary?guid=${guid}&page=1`);
    const insightsOn = header(page).getByRole('switch', { name: 'Insights' });
    if ((await insightsOn.getAttribute('aria-checked')) !== 'true') await insightsOn.click();
    if (width === 390) await page.getByRole('tab', { name: 'Insights' }).click();
    await expect(page.getByTestId('rule-item').first()).toBeVisible();
    await screenshot(page, `workspace-insights-${width}`);
    await expectNoSeriousA11yViolations(page, `insights ${width}`);
    if (width === 390) await page.getByRole('tab', { name: 'Chat' }).click();
    const docChat = page.getByTestId('chat-pane');
    await docChat.getByLabel('Your question').fill(question);
    await docChat.getByLabel('Your question').press('Enter');
    await expect(docChat.getByTestId('bot-message').last()).toContainText(answerSentence);
    await screenshot(page, `workspace-chat-document-${width}`);
    await expectNoSeriousA11yViolations(page, `document chat ${width}`);
    await insightsOn.click();

    await page.goto('/');
    await widgetButton(page).click();
    const panel = page.getByRole('dialog', { name: 'Ask JJ' });
    await expect(panel.getByRole('button', { name: 'What are the side effects of Latuda?' })).toBeVisible();
    await screenshot(page, `widget-empty-${width}`);
    await expectNoSeriousA11yViolations(page, `widget empty ${width}`);
    await panel.getByRole('button', { name: 'What are the side effects of Latuda?' }).click();
    await expect(panel.getByTestId('widget-answer')).toBeVisible();
    await screenshot(page, `widget-answer-${width}`);
    await expectNoSeriousA11yViolations(page, `widget answer ${width}`);
    await panel.getByRole('button', { name: 'New Conversation' }).click();
    await panel.getByRole('button', { name: 'Close' }).click();
  }
});
