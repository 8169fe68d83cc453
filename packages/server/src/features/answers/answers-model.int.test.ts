import { apiRoutes } from '@balancer/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handbookPdf } from '../../../test/answer-fixtures';
import { upload, waitForIngestion } from '../../../test/documents-helpers';
import { promptPassages, startFakeLlm, type RecordedRequest, type Script } from '../../../test/fake-llm';
import { askStream, contentOf, doneEvents } from '../../../test/sse';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { loadConfig } from '../../config/env';

const API_KEY = 'sk-test-4f1c2d9e8b7a6';
const QUESTION = 'Which medication is first-line for acute bipolar I depression?';

/** A model reply with one faithful citation and one fabricated (a chunk that was never retrieved). */
function citingReply(req: RecordedRequest): Script {
  const p = promptPassages(req).find((x) => x.text.includes('Cariprazine is recommended'));
  if (!p) return { text: ['Nothing in the library answers this question.'] };
  return {
    text: [
      'Cariprazine is ',
      '"recommended as a first-line option" ',
      `***[${p.guid}, Page ${p.page}, Chunk ${p.chunk}]***. `,
      'It is also "approved for children" ',
      `***[${p.guid}, Page 7, Chunk 999]***.`,
    ],
  };
}

for (const provider of ['openai-compatible', 'anthropic'] as const) {
  describe(`document chat with a ${provider} model (local fake speaking its protocol)`, () => {
    let fake: Awaited<ReturnType<typeof startFakeLlm>>;
    let server: TestServer;
    let token: string;
    let guid: string;
    let next: (req: RecordedRequest) => Script = citingReply;

    beforeAll(async () => {
      fake = await startFakeLlm((req) => next(req));
      // Configured through the environment, as an administrator would.
      const { ai } = loadConfig({
        AI_PROVIDER: provider,
        AI_BASE_URL: fake.url,
        AI_MODEL: 'fake-model',
        AI_API_KEY: API_KEY,
        AI_STALL_SECONDS: '1.5',
      });
      server = await startTestServer({ ai });
      token = (await server.login(server.admin.email, server.admin.password)).access;
      guid = (await upload(server, token, await handbookPdf(), 'handbook.pdf')).body.guid;
      await waitForIngestion(server, token, guid);
    });
    afterAll(async () => {
      await server.close();
      await fake.close();
    });

    it('streams the answer in order, keeps the verified citation and removes the sentence of the fabricated one, counted in done', async () => {
      next = citingReply;
      const { events } = await askStream(server, token, QUESTION);
      expect(events[0]).toMatchObject({ type: 'metadata', answerer: 'model' });
      const contents = events.flatMap((e) => (e.type === 'content' ? [e.text] : []));
      expect(contents).toHaveLength(1);
      expect(contents[0]).toMatch(
        new RegExp(`^Cariprazine is "recommended as a first-line option" \\*\\*\\*\\[${guid}, Page 7, Chunk \\d+\\]\\*\\*\\*\\. $`),
      );
      expect(contentOf(events)).not.toContain('approved for children');
      expect(contentOf(events)).not.toContain('Chunk 999');
      expect(doneEvents(events)).toHaveLength(1);
      expect(events.at(-1)).toMatchObject({ type: 'done', citationsDropped: 1 });
    });

    it('sends the retrieved passages and the key to the provider, and never logs the key', async () => {
      // The background rule-extraction job calls the model too, so take the last request that carried passages.
      const last = fake.requests.filter((r) => promptPassages(r).length > 0).at(-1)!;
      expect(promptPassages(last).some((p) => p.guid === guid && p.page === 7)).toBe(true);
      if (provider === 'anthropic') expect(last.headers['x-api-key']).toBe(API_KEY);
      else expect(last.headers.authorization).toBe(`Bearer ${API_KEY}`);
      expect(server.logs.join('')).not.toContain(API_KEY);
    });

    it('removes a sentence whose quote is not in the cited chunk', async () => {
      next = (req) => {
        const p = promptPassages(req).find((x) => x.page === 7)!;
        return { text: [`Cariprazine "cures mania within a day" ***[${p.guid}, Page ${p.page}, Chunk ${p.chunk}]***.`] };
      };
      const { events } = await askStream(server, token, QUESTION);
      expect(contentOf(events)).toBe('');
      expect(events.at(-1)).toMatchObject({ type: 'done', citationsDropped: 1 });
    });

    it('ends a provider error in one error event, with no done and no key in the message', async () => {
      next = () => ({ status: 500, body: { error: { message: `upstream exploded for key ${API_KEY}`, type: 'server_error' } } });
      const consoleError = vi.spyOn(console, 'error');
      const consoleWarn = vi.spyOn(console, 'warn');
      const { events } = await askStream(server, token, QUESTION);
      // Nothing printed behind the logger's back either: not the key, not the question.
      const printed = JSON.stringify([...consoleError.mock.calls, ...consoleWarn.mock.calls].map((args) => args.map(String)));
      consoleError.mockRestore();
      consoleWarn.mockRestore();
      expect(printed).not.toContain(API_KEY);
      expect(printed).not.toContain('first-line for acute');
      expect(events.filter((e) => e.type === 'error')).toHaveLength(1);
      expect(doneEvents(events)).toHaveLength(0);
      expect(JSON.stringify(events.at(-1))).toMatch(/language model service returned an error \(HTTP 500\)/);
      expect(JSON.stringify(events)).not.toContain(API_KEY);
      expect(server.logs.join('')).not.toContain(API_KEY);
    });

    it('ends a stalled model in one error event instead of hanging', async () => {
      next = () => ({ stallAfter: ['Cariprazine is '] });
      const { events } = await askStream(server, token, QUESTION);
      expect(events.at(-1)).toEqual({
        type: 'error',
        message: 'The language model stopped answering (no output for 2 s). Please try again.',
      });
      expect(doneEvents(events)).toHaveLength(0);
    });

    it('cancels the model call when the client goes away', async () => {
      next = () => ({ stallAfter: ['Cariprazine is '] });
      const logsBefore = server.logs.length;
      const abort = new AbortController();
      const res = await fetch(`${server.url}${apiRoutes.answers}?stream=true`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ message: QUESTION }),
        signal: abort.signal,
      });
      const reader = res.body!.getReader();
      await reader.read(); // the metadata event: the model call is under way
      while (fake.openStreams() === 0) await new Promise((r) => setTimeout(r, 10));
      abort.abort();
      while (fake.openStreams() > 0) await new Promise((r) => setTimeout(r, 10));
      // Closed by the disconnect, not by the stall guard (which would have logged a failed answer).
      expect(server.logs.slice(logsBefore).join('')).not.toContain('language model answer failed');
    });
  });
}
