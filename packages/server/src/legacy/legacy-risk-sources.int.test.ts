import type { ContentChangeResult, SearchResponse } from '@balancer/contract';
import type { LegacyRiskResponse } from '@balancer/contract/legacy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload, waitForIngestion } from '../../test/documents-helpers';
import { libraryPdf } from '../../test/pdf-fixtures';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(server.admin.email, server.admin.password)).access;
});
afterAll(() => server.close());

describe('riskWithSources: a statement citing a library passage', () => {
  it('links its source to the cited page of the library PDF, as the original client expects', async () => {
    const uploaded = await upload(server, admin, await libraryPdf(), 'monitoring-handbook.pdf');
    expect(uploaded.status).toBe(201);
    const guid = uploaded.body.guid;
    expect((await waitForIngestion(server, admin, guid)).status).toBe('ready');
    const { body: found } = await server.api<SearchResponse>(`/api/v2/search?q=${encodeURIComponent('marigold cohort akathisia')}`, {
      token: admin,
    });
    const hit = found.results.find((r) => r.guid === guid);
    expect(hit?.page).toBe(7);
    const passage = { guid, page: hit!.page, chunk: hit!.chunkNumber };

    const edit = await server.api<{ benefits: unknown[]; risks: unknown[] }>('/api/v2/content/medications/quetiapine', { token: admin });
    const risk = { text: 'Watch for akathisia when titrating', source: { citationId: `library-${guid}`, locator: 'p. 7', passage } };
    const saved = await server.api<ContentChangeResult>('/api/v2/content/changes', {
      method: 'POST',
      token: admin,
      json: {
        change: { kind: 'medication.update', id: 'quetiapine', benefits: edit.body.benefits, risks: [...edit.body.risks, risk] },
        passages: [passage],
        reason: 'Cite the handbook',
      },
    });
    expect(saved.status).toBe(201);

    const { status, body } = await server.api<LegacyRiskResponse>('/api/v1/api/riskWithSources', {
      method: 'POST',
      json: { drug: 'Quetiapine' },
    });
    expect(status).toBe(200);
    expect(body.risks).toContain('- Watch for akathisia when titrating');
    const library = body.sources.find((s) => s.link_url?.startsWith('/drugsummary'));
    expect(library).toMatchObject({ link_url: `/drugsummary?guid=${guid}&page=7`, page: 7, locator: 'p. 7' });
    // Published sources keep their publisher's address and no page.
    expect(body.sources.filter((s) => s !== library).every((s) => s.page === null && !s.link_url?.startsWith('/drugsummary'))).toBe(true);
  });
});
