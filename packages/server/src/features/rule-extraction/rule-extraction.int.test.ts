import { apiRoutes, routePath, type ApiError, type DocumentRules } from '@balancer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handbookPdf } from '../../../test/answer-fixtures';
import { upload, waitForIngestion } from '../../../test/documents-helpers';
import { startFakeLlm } from '../../../test/fake-llm';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUpReader } from '../../../test/users-helpers';
import { loadConfig } from '../../config/env';

const path = (guid: string) => routePath(apiRoutes.documentRules, { guid });

describe('rule extraction without a model', () => {
  let server: TestServer;
  let admin: string;
  let user: string;
  let guid: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = (await server.login(server.admin.email, server.admin.password)).access;
    guid = (await upload(server, admin, await handbookPdf(), 'handbook.pdf')).body.guid;
    await waitForIngestion(server, admin, guid);
    user = await signUpReader(server, 'reader@test.example');
  });
  afterAll(() => server.close());

  it('extracts the rules of a newly ingested document in the background, before anyone asks', async () => {
    while (!server.logs.some((l) => l.includes('rules extracted deterministically'))) await new Promise((r) => setTimeout(r, 50));
    expect(server.logs.some((l) => l.includes('"kind":"extract-rules"') && l.includes('job failed'))).toBe(false);
  });

  it('lists an EXCLUDE rule for valproate in pregnancy with its page, chunk and verified quote', async () => {
    const res = await server.api<DocumentRules>(path(guid), { token: user });
    expect(res.status).toBe(200);
    expect(res.body.extractor).toBe('deterministic');
    const valproate = res.body.rules.find((r) => r.type === 'EXCLUDE' && r.medications.includes('Valproate'));
    expect(valproate).toMatchObject({ rule: 'Pregnancy or possible pregnancy', page: 6, chunkNumber: expect.any(Number) });
    expect(valproate!.quote).toBe(
      'Valproate should be avoided in women who could become pregnant because it is teratogenic and causes neural tube defects.',
    );
    expect(valproate!.chunkText.replace(/\s+/g, ' ')).toContain(valproate!.quote);
    expect(res.body.rules.find((r) => r.type === 'INCLUDE' && r.medications.includes('Cariprazine'))).toMatchObject({ page: 7 });
  });

  it('serves stored rules; only a superuser may refresh them', async () => {
    const first = await server.api<DocumentRules>(path(guid), { token: user });
    const again = await server.api<DocumentRules>(path(guid), { token: user });
    expect(again.body.extractedAt).toBe(first.body.extractedAt);
    expect((await server.api(path(guid), { method: 'POST', token: user })).status).toBe(403);
    const refreshed = await server.api<DocumentRules>(path(guid), { method: 'POST', token: admin });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.rules).toEqual(first.body.rules);
  });

  it('refuses a bad guid by name, an unknown one with 404 and anonymous callers with 401', async () => {
    const bad = await server.api<ApiError>(path('nope'), { token: user });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ guid: ['must be a document id (UUID)'] });
    expect((await server.api(path('00000000-0000-4000-8000-000000000000'), { token: user })).status).toBe(404);
    expect((await server.api(path(guid))).status).toBe(401);
  });
});

describe('rule extraction with a model (local fake OpenAI-compatible server)', () => {
  it('keeps rules whose quote is in the cited chunk and drops the rest', async () => {
    const fake = await startFakeLlm((req) => {
      const prompt = JSON.stringify(req.body);
      const chunk = prompt.match(/\[chunk-(\d+)\] \(page 6\)/)?.[1];
      const rules = chunk
        ? [
            {
              rule: 'Pregnancy',
              type: 'EXCLUDE',
              reason: 'teratogenic',
              medications: ['valproate'],
              source: `chunk-${chunk}`,
              quote: 'Valproate should be avoided in women who could become pregnant',
            },
            {
              rule: 'Children',
              type: 'INCLUDE',
              reason: 'invented',
              medications: ['valproate'],
              source: `chunk-${chunk}`,
              quote: 'Valproate is ideal for toddlers',
            },
          ]
        : [];
      return { text: [JSON.stringify({ rules })] };
    });
    const { ai } = loadConfig({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.url,
      AI_MODEL: 'fake-model',
      AI_API_KEY: 'sk-rules-secret-77',
    });
    const server = await startTestServer({ ai });
    try {
      const admin = (await server.login(server.admin.email, server.admin.password)).access;
      const guid = (await upload(server, admin, await handbookPdf(), 'handbook.pdf')).body.guid;
      await waitForIngestion(server, admin, guid);
      // The background job extracts them first (with the model); the refresh then asks the model again.
      while (!server.logs.some((l) => l.includes('"kind":"extract-rules"') && l.includes('job finished')))
        await new Promise((r) => setTimeout(r, 50));
      const res = await server.api<DocumentRules>(path(guid), { method: 'POST', token: admin });
      expect(res.body.extractor).toBe('model');
      expect(res.body.rules).toHaveLength(1);
      expect(res.body.rules[0]).toMatchObject({
        type: 'EXCLUDE',
        page: 6,
        quote: 'Valproate should be avoided in women who could become pregnant',
      });
      expect(res.body.unverifiedDropped).toBe(1);
      expect(fake.requests.some((r) => JSON.stringify(r.body).includes('json_schema'))).toBe(true);
      expect(server.logs.join('')).not.toContain('sk-rules-secret-77');
    } finally {
      await server.close();
      await fake.close();
    }
  }, 90_000);
});
