import { apiRoutes, type Answer } from '@balancer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload, waitForIngestion } from '../../../test/documents-helpers';
import { pageBreakFacts, pageBreakPdf } from '../../../test/page-break-fixtures';
import { startTestServer, type TestServer } from '../../../test/test-server';

describe('an answer whose sentence runs over a page break', () => {
  let server: TestServer;
  let token: string;
  let guid: string;

  beforeAll(async () => {
    server = await startTestServer();
    token = (await server.login(server.admin.email, server.admin.password)).access;
    const res = await upload(server, token, await pageBreakPdf(), 'heron.pdf');
    guid = res.body.guid;
    expect((await waitForIngestion(server, token, guid)).status).toBe('ready');
  });
  afterAll(() => server.close());

  it('quotes the whole sentence, without the footer, citing page 1 for its start and page 2 for its end', async () => {
    const res = await server.api<Answer>(`${apiRoutes.answers}?guid=${guid}`, {
      method: 'POST',
      token,
      json: { message: 'When were serum lithium levels measured in the heron cohort?' },
    });
    expect(res.status).toBe(200);
    const cite = (page: number) => `\\*\\*\\*\\[${guid}, Page ${page}, Chunk (\\d+)\\]\\*\\*\\*`;
    const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const joined = new RegExp(`${escaped(pageBreakFacts.head)} ${cite(1)} ${escaped(pageBreakFacts.tail)} ${cite(2)}`);
    expect(res.body.answer).toMatch(joined);
    expect(res.body.answer).not.toContain('Focus Vol');
    expect(res.body).toMatchObject({ abstained: false, citationsDropped: 0 });
    // The page 2 passage is among the passages, so the reader can open what is cited.
    const chunk = Number(joined.exec(res.body.answer)![2]);
    const cited = res.body.passages.find((p) => p.page === 2 && p.chunkNumber === chunk);
    expect(cited?.text).toContain(pageBreakFacts.tail);
  });
});
