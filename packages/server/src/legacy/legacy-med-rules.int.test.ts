import type { ApiError, ContentChangeResult, SearchResponse } from '@balancer/contract';
import { legacyRoutes, type LegacyMedRulesResponse } from '@balancer/contract/legacy';
import { anyOf, flag, type SafetyRule } from '@balancer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handbookPdf, handbookTitle } from '../../test/answer-fixtures';
import { upload, waitForIngestion } from '../../test/documents-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * A rule cited to a passage of a library document, as the original Rules Manager shows it:
 * GET /api/v1/api/medRules lists the passage with its document, text, page and chunk.
 */
let server: TestServer;
let token: string;
let passage: { guid: string; page: number; chunk: number };
beforeAll(async () => {
  server = await startTestServer();
  token = (await server.login(server.admin.email, server.admin.password)).access;
  const { guid } = (await upload(server, token, await handbookPdf(), 'handbook.pdf')).body;
  await waitForIngestion(server, token, guid);
  const hit = (await server.api<SearchResponse>('/api/v2/search?q=lamotrigine%20titrated%20rash', { token })).body.results[0]!;
  passage = { guid, page: hit.page, chunk: hit.chunkNumber };
});
afterAll(() => server.close());

const rule = (): SafetyRule => ({
  id: 'rash-history-warns-lamotrigine',
  label: 'Rash history: titrate lamotrigine slowly',
  when: anyOf(flag('psychotic')),
  effect: 'warn',
  target: { kind: 'ingredients', ingredientIds: ['lamotrigine'] },
  severity: 'warning',
  rationale: 'Lamotrigine must be titrated slowly over six weeks to reduce the risk of serious rash.',
  sources: [{ citationId: `library-${passage.guid}`, locator: `Page ${passage.page}`, passage }],
});
const create = (passages: unknown[]) =>
  server.api<ContentChangeResult & ApiError>('/api/v2/content/changes', {
    method: 'POST',
    token,
    json: { change: { kind: 'rule.create', rule: rule() }, passages, reason: 'From the handbook', confirm: true },
  });

describe('medRules with a library passage as the source', () => {
  it('refuses a passage the library does not have, naming the field', async () => {
    const res = await create([{ ...passage, page: passage.page + 1 }]);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'unknown_passage', error: expect.stringMatching(/^passages: /) });
  });

  it('lists the rule with the passage: document, text, page and chunk', async () => {
    expect((await create([passage])).status).toBe(201);
    const { status, body } = await server.api<LegacyMedRulesResponse>(legacyRoutes.medRules, { token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'success', count: body.results.length });
    expect(body.results.find((r) => r.id === 'rash-history-warns-lamotrigine')).toEqual({
      id: 'rash-history-warns-lamotrigine',
      rule_type: 'INCLUDE',
      history_type: 'ALL',
      reason: rule().rationale,
      label: 'Rash history: titrate lamotrigine slowly',
      explanation: expect.any(String),
      effect: 'warn',
      disabled: false,
      medication_sources: [
        {
          medication: { name: 'Lamotrigine', benefits: expect.any(String), risks: expect.any(String) },
          sources: [
            {
              guid: passage.guid,
              name: handbookTitle,
              text: expect.stringContaining(`Page ${passage.page}`),
              page_num: passage.page,
              chunk_number: passage.chunk,
            },
          ],
        },
      ],
    });
  });
});
