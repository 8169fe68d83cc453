import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { fixturePhrases, textPdf } from '../packages/server/test/pdf-fixtures';
import { e2eAdmin } from './support/constants';

export type Tokens = { access: string; refresh: string };

export async function apiLogin(request: APIRequestContext, user: { email: string; password: string }): Promise<Tokens> {
  const res = await request.post('/api/v2/auth/token', { data: user });
  expect(res.status()).toBe(200);
  return (await res.json()) as Tokens;
}

/** Signs the browser in by storing the tokens, as the sign-in form does. */
export async function useTokens(page: Page, tokens: Tokens) {
  await page.addInitScript((t) => {
    if (!window.sessionStorage.getItem('e2e.tokensSet')) {
      window.localStorage.setItem('access', t.access);
      window.localStorage.setItem('refresh', t.refresh);
      window.sessionStorage.setItem('e2e.tokensSet', '1');
    }
  }, tokens);
}

export const workspaceTitle = 'Invented mood clinic handbook';

/** Uploads a PDF as the e2e superuser and waits until its ingestion is ready; returns its guid. */
export async function uploadPdf(request: APIRequestContext, file: { name: string; buffer: Buffer }, timeout = 30_000): Promise<string> {
  const admin = await apiLogin(request, e2eAdmin);
  const headers = { authorization: `JWT ${admin.access}` };
  const res = await request.post('/api/v2/documents', {
    headers,
    multipart: { file: { name: file.name, mimeType: 'application/pdf', buffer: file.buffer } },
  });
  expect(res.status()).toBe(201);
  const { guid } = (await res.json()) as { guid: string };
  await expect
    .poll(async () => ((await (await request.get(`/api/v2/documents/${guid}/status`, { headers })).json()) as { status: string }).status, {
      timeout,
    })
    .toBe('ready');
  return guid;
}

/** Uploads a 12-page invented handbook (page 7 carries a known sentence) and waits for ingestion. */
export async function uploadFixture(request: APIRequestContext): Promise<string> {
  const pdf = await textPdf({ pages: 12, title: workspaceTitle, extra: { 7: fixturePhrases[7], 3: fixturePhrases[3] } });
  return uploadPdf(request, { name: 'mood-clinic-handbook.pdf', buffer: pdf });
}

export async function deleteAllDocuments(request: APIRequestContext) {
  const admin = await apiLogin(request, e2eAdmin);
  const files = (await (await request.get('/api/v2/documents')).json()) as { guid: string }[];
  for (const f of files) await request.delete(`/api/v2/documents/${f.guid}`, { headers: { authorization: `JWT ${admin.access}` } });
}
