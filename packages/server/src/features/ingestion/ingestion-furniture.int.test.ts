import type { SearchResponse } from '@balancer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload, waitForIngestion } from '../../../test/documents-helpers';
import { runningFooter, runningHeader, runningHeaderPdf, runOnSentence } from '../../../test/running-header-fixtures';
import { startTestServer, type TestServer } from '../../../test/test-server';

describe('running headers and footers at ingestion', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    token = (await server.login(server.admin.email, server.admin.password)).access;
    const res = await upload(server, token, await runningHeaderPdf(), 'osprey.pdf');
    expect((await waitForIngestion(server, token, res.body.guid)).status).toBe('ready');
  });
  afterAll(() => server.close());

  const search = (q: string) => server.api<SearchResponse>(`/api/v2/search?q=${encodeURIComponent(q)}`, { token });

  it('cuts them from the passages’ text, so no sentence ends with the footer', async () => {
    const { body } = await search('sodium levels clinic visit');
    const passage = body.results.find((r) => r.text.includes(runOnSentence))!;
    expect(passage.page).toBe(3);
    expect(passage.text.trim().endsWith(runOnSentence)).toBe(true);
    expect(passage.text).not.toContain(runningFooter);
    expect(passage.text).not.toContain(runningHeader);
  });

  it('still finds a page by the words only its running header has', async () => {
    const { body } = await search('kestrelamide');
    expect(body.results.map((r) => r.page).sort()).toEqual([1, 2, 3, 4, 5]);
    for (const r of body.results) expect(r.text).not.toMatch(/kestrelamide/i);
  });
});
