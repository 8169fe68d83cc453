import { apiRoutes, routePath, type ApiError, type DocumentRules } from '@balancer/contract';
import { describe, expect, it } from 'vitest';
import { handbookPdf } from '../../../test/answer-fixtures';
import { upload, waitForIngestion } from '../../../test/documents-helpers';
import { startFakeLlm } from '../../../test/fake-llm';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { loadConfig } from '../../config/env';

/**
 * A document's rules are extracted once, by its background job, however many readers ask meanwhile
 * (the upload result and the insights pane both ask as soon as the document is ready): docs/adr/0040.
 */
const path = (guid: string) => routePath(apiRoutes.documentRules, { guid });
const count = (server: TestServer, message: string) => server.logs.filter((l) => l.includes(`"msg":"${message}"`)).length;

async function until(what: string, done: () => boolean, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
const jobFinished = (server: TestServer) => server.logs.some((l) => l.includes('"kind":"extract-rules"') && l.includes('job finished'));

/** Asks for the rules until they come, as the web does; returns every answer's status and code. */
async function readUntilFound(server: TestServer, token: string, guid: string) {
  const seen: string[] = [];
  for (;;) {
    const res = await server.api<DocumentRules & ApiError>(path(guid), { token });
    seen.push(res.status === 200 ? '200' : `${res.status} ${res.body.code}`);
    if (res.status === 200) return { rules: res.body, seen };
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('one rule extraction per document', () => {
  it('two readers asking from the upload on, plus the job: one extraction (no model)', async () => {
    const server = await startTestServer();
    try {
      const admin = (await server.login(server.admin.email, server.admin.password)).access;
      const guid = (await upload(server, admin, await handbookPdf(), 'handbook.pdf')).body.guid;
      const [a, b] = await Promise.all([readUntilFound(server, admin, guid), readUntilFound(server, admin, guid)]);
      await until('the extract-rules job', () => jobFinished(server));

      expect(count(server, 'extracting rules')).toBe(1);
      expect(count(server, 'rules extracted deterministically')).toBe(1);
      expect(a.rules).toEqual(b.rules);
      expect(a.rules.rules.length).toBeGreaterThan(0);
      // Before the rules: the document being read, then (unless a reader came first) the rules being found.
      for (const answer of [...a.seen, ...b.seen]) expect(['200', '409 not_ready', '409 rules_pending']).toContain(answer);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('two concurrent reads while the job asks a slow model: waited for, told "being found", then the job\'s rules; one model run', async () => {
    let calls = 0;
    const fake = await startFakeLlm((req) => {
      const chunk = JSON.stringify(req.body).match(/\[chunk-(\d+)\] \(page 6\)/)?.[1];
      const quote = 'Valproate should be avoided in women who could become pregnant';
      const rules = chunk
        ? [{ rule: 'Pregnancy', type: 'EXCLUDE', reason: 'teratogenic', medications: ['valproate'], source: `chunk-${chunk}`, quote }]
        : [];
      // The first call takes longer than a read waits for the job (5 s).
      return { delayMs: ++calls === 1 ? 7_000 : 0, then: { text: [JSON.stringify({ rules })] } };
    });
    const modelRuns = () => fake.requests.filter((r) => JSON.stringify(r.body).includes('[chunk-')).length;
    const { ai } = loadConfig({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.url, AI_MODEL: 'fake-model', AI_API_KEY: 'sk-x' });
    const server = await startTestServer({ ai });
    try {
      const admin = (await server.login(server.admin.email, server.admin.password)).access;
      const guid = (await upload(server, admin, await handbookPdf(), 'handbook.pdf')).body.guid;
      const { chunkCount: chunks } = await waitForIngestion(server, admin, guid);
      await until('the job to start extracting', () => count(server, 'extracting rules') === 1);

      // Each read waits 5 s for the job, then answers.
      const reads = await Promise.all([1, 2].map(() => server.api<ApiError>(path(guid), { token: admin })));
      for (const read of reads) {
        expect(read.status).toBe(409);
        expect(read.body).toMatchObject({ code: 'rules_pending', error: expect.stringMatching(/being found/) });
      }
      const { rules } = await readUntilFound(server, admin, guid);
      await until('the extract-rules job', () => jobFinished(server));
      expect(rules).toMatchObject({ extractor: 'model', rules: [{ type: 'EXCLUDE', page: 6 }] });
      expect(count(server, 'extracting rules')).toBe(1);
      // One extraction asks the model once per batch of 12 passages.
      expect(modelRuns()).toBe(Math.ceil(chunks / 12));
    } finally {
      await server.close();
      await fake.close();
    }
  }, 120_000);
});
