import type { AskResponse } from '@balancer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handbookPdf } from '../../../test/answer-fixtures';
import { upload, waitForIngestion } from '../../../test/documents-helpers';
import { askStream, contentOf, doneEvents } from '../../../test/sse';
import { startTestServer, type TestServer } from '../../../test/test-server';

describe('document chat without a language model', () => {
  let server: TestServer;
  let token: string;
  let guid: string;

  beforeAll(async () => {
    server = await startTestServer();
    token = (await server.login(server.admin.email, server.admin.password)).access;
    const res = await upload(server, token, await handbookPdf(), 'handbook.pdf');
    guid = res.body.guid;
    expect((await waitForIngestion(server, token, guid)).status).toBe('ready');
  });
  afterAll(() => server.close());

  it('streams metadata, then content citing page 7 of the uploaded file, then exactly one done', async () => {
    const { status, contentType, events } = await askStream(
      server,
      token,
      'Which medication is first-line for acute bipolar I depression according to the handbook?',
    );
    expect(status).toBe(200);
    expect(contentType).toMatch(/^text\/event-stream/);
    const first = events[0]!;
    expect('type' in first && first.type).toBe('metadata');
    if (!('type' in first)) throw new Error('no metadata');
    expect(first.embeddings_info.length).toBeGreaterThan(0);
    expect(first.embeddings_info[0]).toMatchObject({ guid, file_id: guid, page_number: 7 });
    expect(first.answerer).toBe('extractive');
    const answer = contentOf(events);
    expect(answer).toMatch(
      new RegExp(
        `Cariprazine is recommended as a first-line option for acute bipolar I depression\\. \\*\\*\\*\\[${guid}, Page 7, Chunk \\d+\\]\\*\\*\\*`,
      ),
    );
    expect(doneEvents(events)).toHaveLength(1);
    expect(events.at(-1)).toMatchObject({ done: true, citations_dropped: 0, abstained: false });
    expect(events.filter((e) => 'error' in e)).toHaveLength(0);
  });

  it('says the library has nothing, with no citation, for a question it cannot answer', async () => {
    const { events } = await askStream(server, token, 'What is the recommended dose of aspirin for migraine in children?');
    const answer = contentOf(events);
    expect(answer).toMatch(/^Nothing in the library answers this question: no passage mentions aspirin/);
    expect(answer).not.toMatch(/\[[0-9a-f-]{36}, Page/);
    expect(events.at(-1)).toMatchObject({ done: true, abstained: true });
  });

  it('answers without streaming in the legacy shape, limited to one document with guid', async () => {
    const res = await server.api<AskResponse>(`/api/v1/api/embeddings/ask_embeddings?guid=${guid}`, {
      method: 'POST',
      token,
      json: { message: 'How slowly must lamotrigine be titrated?' },
    });
    expect(res.status).toBe(200);
    expect(res.body.question).toBe('How slowly must lamotrigine be titrated?');
    expect(res.body.llm_response).toContain(`[${guid}, Page 5, Chunk`);
    expect(res.body.embeddings_info.every((p) => p.guid === guid)).toBe(true);
  });

  it('refuses bad input by field, an unknown document with 404 and anonymous callers with 401', async () => {
    const empty = await server.api<{ fields: Record<string, string[]> }>('/api/v1/api/embeddings/ask_embeddings', {
      method: 'POST',
      token,
      json: { message: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fields)).toEqual(['message']);
    const unknown = await server.api('/api/v1/api/embeddings/ask_embeddings?guid=00000000-0000-4000-8000-000000000000', {
      method: 'POST',
      token,
      json: { message: 'lithium' },
    });
    expect(unknown.status).toBe(404);
    const anonymous = await server.api('/api/v1/api/embeddings/ask_embeddings', { method: 'POST', json: { message: 'lithium' } });
    expect(anonymous.status).toBe(401);
  });

  it('never writes the question to the log', async () => {
    await askStream(server, token, 'Does zanzibarine interact with lithium?');
    expect(server.logs.join('')).not.toContain('zanzibarine');
  });
});
