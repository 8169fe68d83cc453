import { apiRoutes, type AssistantReply } from '@balancer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handbookPdf } from '../../../test/answer-fixtures';
import { upload, waitForIngestion } from '../../../test/documents-helpers';
import { promptPassages, startFakeLlm, type RecordedRequest, type Script } from '../../../test/fake-llm';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { loadConfig } from '../../config/env';

describe('the assistant with a model (local fake OpenAI-compatible server calling tools)', () => {
  let fake: Awaited<ReturnType<typeof startFakeLlm>>;
  let server: TestServer;
  let guid: string;
  // Until a test scripts it, the model finds no rules (the rule-extraction job after ingestion asks too).
  let next: (req: RecordedRequest) => Script = () => ({ text: ['{"rules":[]}'] });

  beforeAll(async () => {
    fake = await startFakeLlm((req) => next(req));
    const { ai } = loadConfig({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.url,
      AI_MODEL: 'fake-model',
      AI_API_KEY: 'sk-assistant-secret-9',
    });
    server = await startTestServer({ ai });
    const admin = (await server.login(server.admin.email, server.admin.password)).access;
    guid = (await upload(server, admin, await handbookPdf(), 'handbook.pdf')).body.guid;
    await waitForIngestion(server, admin, guid);
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it('searches the library through its tool, keeps the verified citation and removes the sentence of the fabricated one, with a notice', async () => {
    next = (req) => {
      const toolResult = (req.body.messages as { role: string }[]).some((m) => m.role === 'tool');
      if (!toolResult) return { toolCall: { name: 'search_library', args: { query: 'lamotrigine titration rash' } } };
      const p = promptPassages(req).find((x) => x.text.includes('titrated slowly'))!;
      return {
        text: [
          `Titrate "slowly over six weeks" ***[${p.guid}, Page ${p.page}, Chunk ${p.chunk}]***. It is "safe in every patient" ***[${p.guid}, Page 2, Chunk 0]***.`,
        ],
      };
    };
    const res = await server.api<AssistantReply>(apiRoutes.assistant, {
      method: 'POST',
      json: { message: 'How should lamotrigine be started?' },
    });
    expect(res.status).toBe(200);
    expect(res.body.text).toMatch(
      new RegExp(
        `^Titrate "slowly over six weeks" \\*\\*\\*\\[${guid}, Page 5, Chunk \\d+\\]\\*\\*\\*\\. ?\\n\\nOne sentence was removed because its citation could not be verified\\.$`,
      ),
    );
    expect(res.body.sources).toEqual([expect.objectContaining({ kind: 'library', guid, page: 5 })]);
    expect(fake.requests.at(-1)!.headers.authorization).toBe('Bearer sk-assistant-secret-9');
    expect(server.logs.join('')).not.toContain('sk-assistant-secret-9');
  });

  it('answers without the model when the provider fails, from the catalogue with sources', async () => {
    next = () => ({ status: 503, body: { error: { message: 'overloaded' } } });
    const res = await server.api<AssistantReply>(apiRoutes.assistant, {
      method: 'POST',
      json: { message: 'What are the side effects of Latuda?' },
    });
    expect(res.status).toBe(200);
    expect(res.body.text).toMatch(/^Lurasidone \(Latuda\), from the Balancer medication catalogue:/);
    expect(res.body.sources.every((s) => s.kind === 'catalogue')).toBe(true);
  });
});
