/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { handbookPdf, handbookTitle } from '../packages/server/test/answer-fixtures';
import { textPdf, textlessPdf } from '../packages/server/test/pdf-fixtures';
import { expectNoSeriousA11yViolations, screenshot } from './helpers';
import { e2eAdmin, e2eBaseUrl } from './support/constants';

/**
 * The document library in a real browser against the real server: upload (picker and drag and drop)
 * with byte and ingestion progress, the result, the file list (edit, cancel, download, open, delete)
 * and /data-sources. Invented PDFs only, generated here.
 */
const bigTitle = 'Invented lithium monitoring handbook';
const smallTitle = 'Invented sleep regularity notes';
let bigPdf: Buffer;
let smallPdf: Buffer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  bigPdf = await textPdf({ pages: 120, title: bigTitle, extra: { 7: 'The marigold cohort kept a weekly sleep diary.' } });
  smallPdf = await textPdf({ pages: 3, title: smallTitle });
});

// The other suites expect an empty library: whatever happens here, remove what this file uploaded.
test.afterAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: e2eBaseUrl });
  const { access } = (await (await api.post('/api/v2/auth/token', { data: e2eAdmin })).json()) as { access: string };
  const files = (await (await api.get('/api/v2/documents')).json()) as { guid: string }[];
  for (const f of files) await api.delete(`/api/v2/documents/${f.guid}`, { headers: { authorization: `JWT ${access}` } });
  await api.dispose();
});

async function signIn(page: Page) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(e2eAdmin.email);
  await form.getByLabel('Password').fill(e2eAdmin.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Records every state the progress bars go through, so that short phases are not missed. */
async function recordProgress(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { progressLog: string[] }).progressLog = log;
    new MutationObserver(() => {
      document.querySelectorAll('[role="progressbar"]').forEach((bar) => {
        const entry = `${bar.getAttribute('aria-label')}: ${bar.getAttribute('aria-valuetext')}`;
        if (log.at(-1) !== entry) log.push(entry);
      });
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
}
const progressLog = (page: Page) => page.evaluate(() => (window as unknown as { progressLog: string[] }).progressLog);

/** Records every wording of the rules found in the upload result, so that "finding rules…" is not missed. */
async function recordRulesWording(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { rulesLog: string[] }).rulesLog = log;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="result-rules"]')?.textContent;
      if (text && log.at(-1) !== text) log.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** The invented handbook (12 pages, rules the extractor finds without a model) through the picker; its guid. */
async function uploadHandbook(page: Page): Promise<string> {
  await page.goto('/UploadFile');
  await page.getByTestId('file-input').setInputFiles({ name: 'handbook.pdf', mimeType: 'application/pdf', buffer: await handbookPdf() });
  await expect(result(page).getByTestId('result-title')).toHaveText(handbookTitle, { timeout: 30_000 });
  await expect(result(page).getByTestId('result-rules')).toHaveText(/^[1-9]\d* rules? found$/, { timeout: 30_000 });
  const href = await result(page).getByRole('link', { name: 'Open' }).getAttribute('href');
  return new URL(href!, e2eBaseUrl).searchParams.get('guid')!;
}

/** Leaves the library as the later tests expect it. */
async function removeDocument(page: Page, guid: string) {
  const { access } = (await (await page.request.post('/api/v2/auth/token', { data: e2eAdmin })).json()) as { access: string };
  expect((await page.request.delete(`/api/v2/documents/${guid}`, { headers: { authorization: `JWT ${access}` } })).ok()).toBe(true);
}

const result = (page: Page) => page.getByTestId('upload-result');
const row = (page: Page, title: string) =>
  page.getByTestId('file-row').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('upload with the picker: byte progress, ingestion progress, then title, pages and chunks', async ({ page }) => {
  await recordProgress(page);
  await signIn(page);
  await page.goto('/uploadfile');
  const dropZone = page.getByTestId('drop-zone');
  await expect(dropZone.getByRole('heading', { name: 'Import a PDF' })).toBeVisible();
  await expect(page.getByTestId('admin-header').getByRole('link', { name: 'Admin Portal' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/UploadFile');
  await screenshot(page, 'upload-file-1280');

  // Slow the uplink so that the byte progress is visible, as on a real connection.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 48 * 1024 });
  await page.getByTestId('file-input').setInputFiles({ name: 'lithium-handbook.pdf', mimeType: 'application/pdf', buffer: bigPdf });
  await expect(page.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  await expect(page.getByRole('progressbar', { name: 'Uploading lithium-handbook.pdf' })).toBeVisible();
  await screenshot(page, 'upload-file-progress-1280');
  await expect(page.getByRole('progressbar', { name: /^Reading and indexing/ })).toBeVisible({ timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  await expect(result(page)).toBeVisible({ timeout: 30_000 });
  await expect(result(page).getByTestId('result-title')).toHaveText(bigTitle);
  await expect(result(page).getByTestId('result-pages')).toHaveText('120');
  // In plain words: pages indexed and the rules the document states, found once it is ready.
  await expect(result(page).getByTestId('result-rules')).toHaveText(/^(no|\d+) rules? found$/);
  await expect(page.getByRole('button', { name: 'Upload File' })).toBeEnabled();

  const log = await progressLog(page);
  const uploads = log.filter((e) => e.startsWith('Uploading lithium-handbook.pdf: '));
  expect(
    uploads.some((e) => /: ([1-9]\d?)% /.test(e)),
    `partial byte progress in ${JSON.stringify(log)}`,
  ).toBe(true);
  // The ingestion bar follows the status endpoint page by page (the e2e server reads ~100 pages a second).
  const pagesSeen = log
    .map((e) => /^Reading and indexing .*: (\d+) of 120 pages$/.exec(e)?.[1])
    .filter(Boolean)
    .map(Number);
  expect(
    pagesSeen.some((n) => n > 0 && n < 120),
    `intermediate ingestion progress in ${JSON.stringify(log)}`,
  ).toBe(true);
  await expectNoSeriousA11yViolations(page, '/UploadFile with a result');
  await screenshot(page, 'upload-file-result-1280');

  // "See the rules" opens the document with its insights beside it.
  await result(page).getByRole('link', { name: 'See the rules' }).click();
  await expect(page).toHaveURL(/\/drugSummary\?guid=/);
  await expect(page.getByTestId('insights-pane')).toBeVisible();
  await page.goBack();

  // The sidebar lists the new file, linking to its document chat.
  await expect(page.getByRole('navigation', { name: 'Library' }).getByRole('link', { name: bigTitle })).toHaveAttribute(
    'href',
    /\/drugSummary\?guid=/,
  );
});

test('drag and drop a second PDF; refusals are explained and change nothing', async ({ page }) => {
  await signIn(page);
  await page.goto('/UploadFile');
  const dataTransfer = await page.evaluateHandle(
    (bytes) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(bytes)], 'sleep-notes.pdf', { type: 'application/pdf' }));
      return dt;
    },
    [...smallPdf],
  );
  await page.getByTestId('drop-zone').dispatchEvent('dragenter', { dataTransfer });
  await page.getByTestId('drop-zone').dispatchEvent('drop', { dataTransfer });
  await expect(result(page).getByTestId('result-title')).toHaveText(smallTitle, { timeout: 30_000 });
  await expect(result(page).getByTestId('result-pages')).toHaveText('3');

  const input = page.getByTestId('file-input');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text, not a PDF') });
  await expect(page.getByRole('alert')).toContainText('notes.txt was not uploaded');
  await expect(page.getByTestId('result-error')).toHaveText('The file is not a PDF (it does not start with %PDF-).');
  await expectNoSeriousA11yViolations(page, '/UploadFile with a refusal');
  await screenshot(page, 'upload-file-refused-1280');

  await input.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: await textlessPdf() });
  await expect(page.getByRole('alert')).toContainText('scan.pdf was not uploaded');
  await expect(page.getByTestId('result-error')).toHaveText(
    'The PDF has no extractable text (it may be a scan). Upload a PDF with a text layer.',
  );

  await page.goto('/listoffiles');
  await expect(page.getByTestId('file-row')).toHaveCount(2);
});

test('a document that states rules: "12 pages indexed, K rules found"; See the rules lists them, Open shows the document', async ({
  page,
}) => {
  await recordRulesWording(page);
  await signIn(page);
  const guid = await uploadHandbook(page);
  await expect(result(page).getByTestId('result-pages')).toHaveText('12');
  const wording = await page.evaluate(() => (window as unknown as { rulesLog: string[] }).rulesLog);
  const found = Number(/^(\d+) rules? found$/.exec(wording.at(-1)!)![1]);
  console.log(`[issue 30] handbook upload: 12 pages indexed, ${found} rules found; wording seen: ${JSON.stringify(wording)}`);
  // The rules are found after the pages are indexed: the result says so meanwhile.
  expect(wording[0]).toBe('finding rules…');
  await expectNoSeriousA11yViolations(page, '/UploadFile with rules found');
  await screenshot(page, 'upload-file-rules-1280');

  // Three actions, three places: the document, the chat about it, its rules.
  const hrefs = await Promise.all(
    ['Open', 'Ask about it', 'See the rules'].map((name) => result(page).getByRole('link', { name }).getAttribute('href')),
  );
  expect(hrefs).toEqual([`/drugSummary?guid=${guid}`, `/drugSummary?guid=${guid}&pane=chat`, `/drugSummary?guid=${guid}&pane=insights`]);
  await result(page).getByRole('link', { name: 'See the rules' }).click();
  const rules = page.getByRole('list', { name: 'Rules in this document' }).getByTestId('rule-item');
  await expect(rules).toHaveCount(found);
  await expect(rules.filter({ hasText: 'Valproate' }).first()).toContainText('Pregnancy or possible pregnancy');
  await expect(page.locator('[data-testid="pdf-page"][aria-label="Page 1"] canvas')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/drugSummary?pane=insights from the upload result');
  await screenshot(page, 'workspace-rules-from-upload-1280');

  // Open: the document itself, the question box left alone.
  await page.goto(hrefs[0]!);
  await expect(page.getByTestId('pane-document')).toBeVisible();
  await expect(page.getByTestId('chat-input')).not.toBeFocused();
  await removeDocument(page, guid);
});

test('file list: edit and save, cancel restores, download is byte-identical, open in a new tab', async ({ page }) => {
  await signIn(page);
  await page.goto('/listoffiles');
  const big = row(page, bigTitle);
  await expect(big).toContainText('Ready');
  await expect(big).toContainText(
    /Uploaded\s*\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}:\d{2} [AP]M UTC\s*Uploaded by\s*e2e\.admin@example\.org/,
  );
  await expectNoSeriousA11yViolations(page, '/listoffiles');
  await screenshot(page, 'list-of-files-1280');

  await big.getByRole('button', { name: `Edit ${bigTitle}` }).click();
  const form = page.getByRole('form', { name: `Edit ${bigTitle}` });
  await form.getByLabel('Title', { exact: true }).fill(`${bigTitle}, second edition`);
  await form.getByLabel('Publication', { exact: true }).fill('Journal of Invented Studies');
  await form.getByLabel('Publication date').fill('2024-03-31');
  await expectNoSeriousA11yViolations(page, '/listoffiles editing');
  await screenshot(page, 'list-of-files-edit-1280');
  const patch = page.waitForRequest((r) => r.method() === 'PATCH');
  await form.getByRole('button', { name: 'Save' }).click();
  expect((await patch).postDataJSON()).toEqual({
    fileName: 'lithium-handbook.pdf',
    title: `${bigTitle}, second edition`,
    publication: 'Journal of Invented Studies',
    publicationDate: '2024-03-31',
  });
  const edited = row(page, `${bigTitle}, second edition`);
  await expect(edited).toContainText('Journal of Invented Studies');
  await expect(edited).toContainText('Mar 31, 2024');

  await edited.getByRole('button', { name: /^Edit/ }).click();
  await form.getByLabel('Title', { exact: true }).fill('A title that should not stick');
  await form.getByLabel('Publication date').fill('');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(edited).toContainText('Mar 31, 2024');
  await edited.getByRole('button', { name: /^Edit/ }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`${bigTitle}, second edition`);
  await expect(page.getByLabel('Publication date')).toHaveValue('2024-03-31');
  await page.getByRole('button', { name: 'Cancel' }).click();

  const downloading = page.waitForEvent('download');
  await edited.getByRole('button', { name: /^Download/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('lithium-handbook.pdf');
  expect((await readFile(await download.path())).equals(bigPdf)).toBe(true);

  const opening = page.waitForEvent('popup');
  await edited.getByRole('button', { name: /^Open in new tab/ }).click();
  const tab = await opening;
  expect(tab.url()).toMatch(/^blob:/);
  await tab.close();
});

/** The login drop-down opens by itself for anonymous visitors; close it so the screenshot shows the page. */
async function closeLoginMenu(page: Page) {
  await expect(page.getByTestId('login-menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('login-menu')).toHaveCount(0);
}

test('/data-sources lists the library with the edited metadata', async ({ page }) => {
  await page.goto('/data-sources');
  await closeLoginMenu(page);
  const table = page.getByRole('table');
  const first = table.getByRole('row').filter({ hasText: `${bigTitle}, second edition` });
  await expect(first).toContainText('Journal of Invented Studies');
  await expect(first).toContainText('Mar 31, 2024');
  await expect(table.getByRole('row').filter({ hasText: smallTitle })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/data-sources with documents');
  await screenshot(page, 'data-sources-library-1280');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('admin screens on a phone: sidebar collapsed, then opened; axe and screenshots', async ({ page }) => {
    await signIn(page);
    await page.goto('/UploadFile');
    await expect(page.getByTestId('drop-zone')).toBeVisible();
    await expect(page.getByTestId('admin-sidebar')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/UploadFile @390');
    await screenshot(page, 'upload-file-390');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Library' }).getByRole('link', { name: smallTitle })).toBeVisible();
    await screenshot(page, 'admin-sidebar-390');

    await page.goto('/listoffiles');
    await expect(page.getByTestId('file-row')).toHaveCount(2);
    await expect(row(page, smallTitle).getByRole('link', { name: `Open in workspace: ${smallTitle}` })).toHaveAttribute(
      'href',
      /\/drugSummary\?guid=/,
    );
    await expectNoSeriousA11yViolations(page, '/listoffiles @390');
    await screenshot(page, 'list-of-files-390');
    await page.getByRole('button', { name: /^Edit/ }).first().click();
    await screenshot(page, 'list-of-files-edit-390');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/data-sources');
    await expect(page.getByRole('table')).toContainText(smallTitle);
    await expectNoSeriousA11yViolations(page, '/data-sources @390');
    await screenshot(page, 'data-sources-library-390');
  });

  test('the upload result on a phone: words and actions fit; Ask about it opens the chat ready for a question', async ({ page }) => {
    await signIn(page);
    const guid = await uploadHandbook(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'horizontal overflow at 390 px').toBeLessThanOrEqual(0);
    for (const name of ['Open', 'Ask about it', 'See the rules']) {
      const box = (await result(page).getByRole('link', { name }).boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= 390 && box.height >= 24, `${name} reachable: ${JSON.stringify(box)}`).toBe(true);
    }
    await expectNoSeriousA11yViolations(page, '/UploadFile with rules found @390');
    await screenshot(page, 'upload-file-rules-390');

    await result(page).getByRole('link', { name: 'Ask about it' }).click();
    await expect(page.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('chat-input')).toBeFocused();
    await expect(page.getByTestId('chat-input')).toHaveAttribute('placeholder', 'Ask about this document');
    await expectNoSeriousA11yViolations(page, '/drugSummary?pane=chat @390');
    await screenshot(page, 'workspace-ask-390');
    await removeDocument(page, guid);
  });
});

test('delete asks for confirmation, then the library is empty again', async ({ page }) => {
  await signIn(page);
  await page.goto('/listoffiles');
  for (const title of [`${bigTitle}, second edition`, smallTitle]) {
    await row(page, title)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect(row(page, title).getByRole('group', { name: /^Delete/ })).toBeVisible();
    await row(page, title).getByRole('button', { name: 'Confirm Delete' }).click();
    await expect(row(page, title)).toHaveCount(0);
  }
  await expect(page.getByText('No files yet.').first()).toBeVisible();
  await page.goto('/data-sources');
  await expect(page.getByText('No documents yet.')).toBeVisible();
});
