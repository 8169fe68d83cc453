import { apiRoutes, routePath, type AssistantReply, type Conversation } from '@balancer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handbookPdf } from '../../../test/answer-fixtures';
import { upload, waitForIngestion } from '../../../test/documents-helpers';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUpReader } from '../../../test/users-helpers';
import { DECLINE } from './topic-guard';

const ANON_LIMIT = 6;

describe('the assistant "JJ" without a language model', () => {
  let server: TestServer;
  let alice: string;
  let bob: string;

  const ask = (message: string, opts: { token?: string; previous?: string } = {}) =>
    server.api<AssistantReply>(apiRoutes.assistant, {
      method: 'POST',
      json: { message, ...(opts.previous ? { conversationId: opts.previous } : {}) },
      ...(opts.token ? { token: opts.token } : {}),
    });

  beforeAll(async () => {
    server = await startTestServer({ assistantPerMinute: { anonymous: ANON_LIMIT, user: 100 } });
    const admin = (await server.login(server.admin.email, server.admin.password)).access;
    const { guid } = (await upload(server, admin, await handbookPdf(), 'handbook.pdf')).body;
    await waitForIngestion(server, admin, guid);
    alice = await signUpReader(server, 'alice@test.example');
    bob = await signUpReader(server, 'bob@test.example');
  });
  afterAll(() => server.close());

  it('answers "What are the side effects of Latuda?" from the catalogue, with sources', async () => {
    const res = await ask('What are the side effects of Latuda?');
    expect(res.status).toBe(200);
    expect(res.body.text).toMatch(/^Lurasidone \(Latuda\), from the Balancer medication catalogue:\nRisks and side effects:\n- /);
    expect(res.body.text).toContain('Contraindicated with strong CYP3A4 inducers such as carbamazepine (Source: ');
    expect(res.body.sources.length).toBeGreaterThan(0);
    expect(res.body.sources.every((s) => s.kind === 'catalogue' && s.title && s.locator)).toBe(true);
    expect(res.body.conversationId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers from the library with verified page citations', async () => {
    const res = await ask('How slowly must lamotrigine be titrated to avoid rash?', { token: alice });
    expect(res.body.text).toMatch(
      /From the library:\nLamotrigine must be titrated slowly over six weeks.*\*\*\*\[[0-9a-f-]{36}, Page 5, Chunk \d+\]\*\*\*/s,
    );
    expect(res.body.sources.some((s) => s.kind === 'library' && s.page === 5)).toBe(true);
  });

  it('declines questions outside medications, the library and bipolar disorder in one sentence', async () => {
    const res = await ask('What is the capital of France?');
    expect(res.body.text).toBe(DECLINE);
    expect(res.body.sources).toEqual([]);
  });

  it('continues a stored conversation by id for its owner only; the owner can read and delete it', async () => {
    const first = await ask('Risks associated with Lithium.', { token: alice });
    const id = first.body.conversationId;
    const second = await ask('What are the side effects of Seroquel?', { token: alice, previous: id });
    expect(second.status).toBe(200);
    expect(second.body.conversationId).toBe(id);

    const stored = await server.api<Conversation>(routePath(apiRoutes.assistantConversation, { id }), { token: alice });
    expect(stored.body.messages.map((m) => [m.isUser, m.content.slice(0, 20)])).toEqual([
      [true, 'Risks associated wit'],
      [false, first.body.text.slice(0, 20)],
      [true, 'What are the side ef'],
      [false, second.body.text.slice(0, 20)],
    ]);

    expect((await ask('And its benefits?', { token: bob, previous: id })).status).toBe(404);
    expect((await ask('And its benefits?', { previous: id })).status).toBe(404);
    expect((await server.api(routePath(apiRoutes.assistantConversation, { id }), { token: bob })).status).toBe(404);
    expect((await server.api(routePath(apiRoutes.assistantConversation, { id }), { method: 'DELETE', token: bob })).status).toBe(404);
    expect((await server.api(routePath(apiRoutes.assistantConversation, { id }), { method: 'DELETE', token: alice })).status).toBe(200);
    expect((await ask('And its benefits?', { token: alice, previous: id })).status).toBe(404);
  });

  it('keeps anonymous conversations continuable by id, in memory', async () => {
    const first = await ask('Risks associated with Lithium.');
    const next = await ask('What are the side effects of Latuda?', { previous: first.body.conversationId });
    expect(next.body.conversationId).toBe(first.body.conversationId);
    expect((await ask('Lithium?', { token: alice, previous: first.body.conversationId })).status).toBe(404);
  });

  it('refuses an empty message by field and never logs chat text', async () => {
    const res = await server.api<{ fields: Record<string, string[]> }>(apiRoutes.assistant, { method: 'POST', json: { message: ' ' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ message: ['enter a message'] });
    await ask('Does quasarmycin interact with lithium?', { token: alice });
    expect(server.logs.join('')).not.toContain('quasarmycin');
  });

  it('limits anonymous callers more tightly than signed-in users', async () => {
    let status = 200;
    for (let i = 0; i <= ANON_LIMIT && status !== 429; i++) status = (await ask('Risks associated with Lithium.')).status;
    expect(status).toBe(429);
    expect((await ask('Risks associated with Lithium.', { token: alice })).status).toBe(200);
  });
});
