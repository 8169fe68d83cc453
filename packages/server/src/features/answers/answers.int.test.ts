import { apiRoutes, type Answer, type ApiError } from '@balancer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handbookPdf } from '../../../test/answer-fixtures';
import { textPdf } from '../../../test/pdf-fixtures';
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
    if (first.type !== 'metadata') throw new Error('no metadata');
    expect(first.passages.length).toBeGreaterThan(0);
    expect(first.passages[0]).toMatchObject({ guid, page: 7, fileName: 'handbook.pdf' });
    expect(first.passages[0]!.score).toBeGreaterThan(0);
    expect(first.answerer).toBe('extractive');
    const answer = contentOf(events);
    expect(answer).toMatch(
      new RegExp(
        `Cariprazine is recommended as a first-line option for acute bipolar I depression\\. \\*\\*\\*\\[${guid}, Page 7, Chunk \\d+\\]\\*\\*\\*`,
      ),
    );
    expect(doneEvents(events)).toHaveLength(1);
    expect(events.at(-1)).toMatchObject({ type: 'done', citationsDropped: 0, abstained: false });
    expect(events.filter((e) => e.type === 'error')).toHaveLength(0);
  });

  it('says the library has nothing, with no citation, for a question it cannot answer', async () => {
    const { events } = await askStream(server, token, 'What is the recommended dose of aspirin for migraine in children?');
    const answer = contentOf(events);
    expect(answer).toMatch(/^Nothing in the library answers this question: no passage mentions aspirin/);
    expect(answer).not.toMatch(/\[[0-9a-f-]{36}, Page/);
    expect(events.at(-1)).toMatchObject({ type: 'done', abstained: true });
  });

  it('answers without streaming, limited to one document with guid', async () => {
    const res = await server.api<Answer>(`${apiRoutes.answers}?guid=${guid}`, {
      method: 'POST',
      token,
      json: { message: 'How slowly must lamotrigine be titrated?' },
    });
    expect(res.status).toBe(200);
    expect(res.body.question).toBe('How slowly must lamotrigine be titrated?');
    expect(res.body.answer).toContain(`[${guid}, Page 5, Chunk`);
    expect(res.body.passages.every((p) => p.guid === guid)).toBe(true);
  });

  it('refuses bad input by field, an unknown document with 404 and anonymous callers with 401', async () => {
    const empty = await server.api<ApiError>(apiRoutes.answers, { method: 'POST', token, json: { message: '  ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ message: ['enter a message'] });
    expect(empty.body.error).toBe('message: enter a message');
    const unknown = await server.api(`${apiRoutes.answers}?guid=00000000-0000-4000-8000-000000000000`, {
      method: 'POST',
      token,
      json: { message: 'lithium' },
    });
    expect(unknown.status).toBe(404);
    const anonymous = await server.api(apiRoutes.answers, { method: 'POST', json: { message: 'lithium' } });
    expect(anonymous.status).toBe(401);
  });

  it('never writes the question to the log', async () => {
    await askStream(server, token, 'Does zanzibarine interact with lithium?');
    expect(server.logs.join('')).not.toContain('zanzibarine');
  });
});

describe('document chat in a library crowded with the question’s common words', () => {
  let server: TestServer;
  let token: string;
  let review: string;

  beforeAll(async () => {
    server = await startTestServer();
    token = (await server.login(server.admin.email, server.admin.password)).access;
    // Twenty pages that repeat "maximum" and "dose" and name lurasidone once, with no dose of it: a plain
    // full-text ranking puts every one of them above the page that answers.
    const crowd = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [
        i + 1,
        'Maximum dose tables list the maximum dose, the usual dose and the dose range of many agents, lurasidone among them.',
      ]),
    );
    const crowded = await upload(server, token, await textPdf({ pages: 20, extra: crowd, title: 'Invented dose tables' }), 'tables.pdf');
    const answering = await upload(
      server,
      token,
      await textPdf({
        pages: 4,
        extra: { 3: 'Lurasidone was approved for bipolar depression at 20 to 120 mg/day, and lurasidone is taken with food.' },
        title: 'Invented review of newer agents',
      }),
      'review.pdf',
    );
    review = answering.body.guid;
    for (const guid of [crowded.body.guid, review]) expect((await waitForIngestion(server, token, guid)).status).toBe('ready');
  });
  afterAll(() => server.close());

  it('answers from the passage that speaks of the drug asked about', async () => {
    const { events } = await askStream(server, token, 'What is the maximum dose of lurasidone?');
    expect(contentOf(events)).toMatch(new RegExp(`20 to 120 mg/day.*\\[${review}, Page 3, Chunk \\d+\\]`));
  });
});
