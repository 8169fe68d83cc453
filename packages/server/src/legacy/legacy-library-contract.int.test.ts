import { apiRoutes, CITATION_PATTERN, routePath } from '@balancer/contract';
import { legacyAskStreamEventSchema, legacyRoutes } from '@balancer/contract/legacy';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handbookPdf, handbookTitle } from '../../test/answer-fixtures';
import { upload, waitForIngestion } from '../../test/documents-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';
import { signUpReader } from '../../test/users-helpers';

/**
 * The original client's library calls (document chat, JJ, Insights, search), replayed against the
 * legacy adapter: the original's shapes and DRF errors, in order (docs/adr/0029-library-contract-and-v2.md).
 */
let server: TestServer;
const ctx = { admin: '', reader: '', expired: '', guid: '', conversation: '' };

beforeAll(async () => {
  server = await startTestServer();
  ctx.admin = (await server.login(server.admin.email, server.admin.password)).access;
  ctx.reader = await signUpReader(server, 'legacy.reader@example.org');
  ctx.guid = (await upload(server, ctx.admin, await handbookPdf(), 'handbook.pdf')).body.guid;
  expect((await waitForIngestion(server, ctx.admin, ctx.guid)).status).toBe('ready');
  // A well-signed access token of the first superuser that expired long ago.
  ctx.expired = await new SignJWT({ token_type: 'access', user_id: 1, is_superuser: true, jti: 'old', ver: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('balancer')
    .setIssuedAt(1_000_000)
    .setExpirationTime(1_000_060)
    .sign(new TextEncoder().encode(server.config.jwtSecret!));
  // Ingesting the handbook takes a while on a busy machine.
}, 180_000);
afterAll(() => server.close());

type Row = {
  name: string;
  method?: 'GET' | 'POST' | 'DELETE';
  path: () => string;
  body?: unknown;
  auth?: () => string;
  status: number;
  response?: unknown;
  after?: (body: never) => void;
};

const NOT_SIGNED_IN = { detail: 'Authentication credentials were not provided.' };
const TOKEN_NOT_VALID = { detail: 'Given token not valid for any token type', code: 'token_not_valid' };
const passageInfo = {
  guid: expect.any(String),
  file_id: expect.any(String),
  file_name: 'handbook.pdf',
  // The original client's citation tooltip reads `name` ("Document Name: undefined" without it).
  name: 'handbook.pdf',
  page_number: expect.any(Number),
  chunk_number: expect.any(Number),
};
const reader = () => ctx.reader;

const rows: Row[] = [
  {
    name: 'ask_embeddings without a token',
    method: 'POST',
    path: () => legacyRoutes.askEmbeddings,
    body: { message: 'lithium' },
    status: 401,
    response: NOT_SIGNED_IN,
  },
  {
    name: 'ask_embeddings with an expired token',
    method: 'POST',
    path: () => legacyRoutes.askEmbeddings,
    body: { message: 'lithium' },
    auth: () => ctx.expired,
    status: 401,
    response: TOKEN_NOT_VALID,
  },
  {
    name: 'ask_embeddings without a message',
    method: 'POST',
    path: () => legacyRoutes.askEmbeddings,
    body: {},
    auth: reader,
    status: 400,
    response: { error: 'Message data is required.' },
  },
  {
    name: 'ask_embeddings with a blank message',
    method: 'POST',
    path: () => legacyRoutes.askEmbeddings,
    body: { message: ' ' },
    auth: reader,
    status: 400,
    response: { error: 'Message data is required.' },
  },
  {
    name: 'ask_embeddings in one document',
    method: 'POST',
    path: () => `${legacyRoutes.askEmbeddings}?guid=${ctx.guid}`,
    body: { message: 'How slowly must lamotrigine be titrated?' },
    auth: reader,
    status: 200,
    response: {
      question: 'How slowly must lamotrigine be titrated?',
      llm_response: expect.stringMatching(CITATION_PATTERN),
      embeddings_info: expect.arrayContaining([expect.objectContaining({ ...passageInfo, page_number: 5 })]),
      citations_dropped: 0,
      answerer: 'extractive',
      abstained: false,
    },
  },
  {
    name: 'ask_embeddings about an unknown document',
    method: 'POST',
    path: () => `${legacyRoutes.askEmbeddings}?guid=00000000-0000-4000-8000-000000000000`,
    body: { message: 'lithium' },
    auth: reader,
    status: 404,
    response: { error: 'No file found or access denied.' },
  },
  {
    name: 'assistant with an expired token',
    method: 'POST',
    path: () => legacyRoutes.assistant,
    body: { message: 'Lithium?' },
    auth: () => ctx.expired,
    status: 401,
    response: TOKEN_NOT_VALID,
  },
  {
    name: 'assistant without a message',
    method: 'POST',
    path: () => legacyRoutes.assistant,
    body: { message: '' },
    status: 400,
    response: { message: ['Enter a message.'] },
  },
  {
    name: 'assistant answers from the library with readable citations and the sources beside them',
    method: 'POST',
    path: () => legacyRoutes.assistant,
    body: { message: 'How slowly must lamotrigine be titrated to avoid rash?' },
    auth: reader,
    status: 200,
    response: {
      response_output_text: expect.stringContaining(`[${handbookTitle}, Page 5]`),
      final_response_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      sources: expect.arrayContaining([
        expect.objectContaining({ kind: 'library', guid: expect.any(String), page_number: 5, chunk_number: expect.any(Number) }),
      ]),
    },
    after: (body: { response_output_text: string; final_response_id: string }) => {
      expect(body.response_output_text).not.toMatch(CITATION_PATTERN);
      ctx.conversation = body.final_response_id;
    },
  },
  {
    name: 'assistant continues a conversation by previous_response_id',
    method: 'POST',
    path: () => legacyRoutes.assistant,
    body: () => ({ message: 'What are the side effects of Latuda?', previous_response_id: ctx.conversation }),
    auth: reader,
    status: 200,
    response: { final_response_id: expect.any(String) },
    after: (body: { final_response_id: string }) => expect(body.final_response_id).toBe(ctx.conversation),
  },
  {
    name: 'assistant with an unknown previous_response_id',
    method: 'POST',
    path: () => legacyRoutes.assistant,
    body: { message: 'Lithium?', previous_response_id: 'resp_unknown' },
    status: 404,
    response: { detail: expect.any(String) },
  },
  {
    name: 'a stored conversation',
    path: () => routePath(legacyRoutes.assistantConversation, { id: ctx.conversation }),
    auth: reader,
    status: 200,
    response: {
      id: expect.any(String),
      created: expect.any(String),
      messages: expect.arrayContaining([
        expect.objectContaining({ is_user: true, timestamp: expect.any(String) }),
        expect.objectContaining({ is_user: false, content: expect.stringContaining(`[${handbookTitle}, Page 5]`) }),
      ]),
    },
  },
  {
    name: 'a conversation by a malformed id',
    path: () => routePath(legacyRoutes.assistantConversation, { id: 'nope' }),
    auth: reader,
    status: 400,
    response: { id: ['must be a conversation id (UUID)'] },
  },
  {
    name: 'a conversation without a token',
    path: () => routePath(legacyRoutes.assistantConversation, { id: ctx.conversation }),
    status: 401,
    response: NOT_SIGNED_IN,
  },
  {
    name: 'rule_extraction_openai',
    path: () => `${legacyRoutes.ruleExtraction}?guid=${ctx.guid}`,
    auth: reader,
    status: 200,
    response: {
      rules: expect.arrayContaining([
        expect.objectContaining({
          type: 'EXCLUDE',
          page: 6,
          source: expect.stringMatching(/^chunk-\d+$/),
          chunk_number: expect.any(Number),
          chunk_text: expect.any(String),
          quote: expect.any(String),
        }),
      ]),
      extractor: 'deterministic',
      extracted_at: expect.any(String),
      unverified_dropped: 0,
    },
  },
  {
    name: 'rule_extraction_openai without a guid',
    path: () => legacyRoutes.ruleExtraction,
    auth: reader,
    status: 400,
    response: { guid: [expect.any(String)] },
  },
  {
    name: 'rule_extraction_openai refresh by a reader',
    path: () => `${legacyRoutes.ruleExtraction}?guid=${ctx.guid}&refresh=true`,
    auth: reader,
    status: 403,
    response: { detail: 'You do not have permission to perform this action.' },
  },
  {
    name: 'search',
    path: () => `${legacyRoutes.search}?q=cariprazine`,
    auth: reader,
    status: 200,
    response: {
      query: 'cariprazine',
      results: expect.arrayContaining([
        expect.objectContaining({
          file_name: 'handbook.pdf',
          chunk_number: expect.any(Number),
          snippet: expect.stringContaining('<mark>'),
        }),
      ]),
    },
  },
  { name: 'search without q', path: () => legacyRoutes.search, auth: reader, status: 400, response: { q: [expect.any(String)] } },
  {
    name: 'the medication list with an expired token (public, as DRF)',
    path: () => legacyRoutes.medications,
    auth: () => ctx.expired,
    status: 401,
    response: TOKEN_NOT_VALID,
  },
];

describe('legacy library contract', () => {
  it.each(rows.map((r) => [r.name, r] as const))('%s', async (_name, row) => {
    const body = typeof row.body === 'function' ? (row.body as () => unknown)() : row.body;
    const res = await server.api<unknown>(row.path(), {
      method: row.method ?? 'GET',
      ...(body !== undefined ? { json: body } : {}),
      ...(row.auth ? { headers: { authorization: `JWT ${row.auth()}` } } : {}),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(row.status);
    if (row.response !== undefined) expect(res.body).toEqual(expect.objectContaining(row.response as object));
    if (res.status === 401) expect(res.headers.get('www-authenticate')).toBe('JWT realm="api"');
    // Legacy paths never leak the v2 envelope.
    if (res.status >= 400 && typeof res.body === 'object' && res.body) expect(res.body).not.toHaveProperty('requestId');
    row.after?.(res.body as never);
  });

  it('streams ask_embeddings in the original events: metadata, content…, one done', async () => {
    const res = await fetch(`${server.url}${legacyRoutes.askEmbeddings}?stream=true`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${ctx.reader}` },
      body: JSON.stringify({ message: 'Which medication is first-line for acute bipolar I depression?' }),
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = (await res.text())
      .split('\n')
      .filter((l) => l.startsWith('data: '))
      .map((l) => legacyAskStreamEventSchema.parse(JSON.parse(l.slice(6))));
    expect(events[0]).toMatchObject({
      type: 'metadata',
      embeddings_count: expect.any(Number),
      embeddings_info: expect.arrayContaining([expect.objectContaining(passageInfo)]),
    });
    expect(events.filter((e) => 'content' in e).length).toBeGreaterThan(0);
    expect(events.at(-1)).toMatchObject({ done: true, citations_dropped: 0, abstained: false });
  });
});

describe('an expired access token', () => {
  it('answers 401 token_not_valid on v1 and v2 alike, public routes and superuser routes included', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', legacyRoutes.medications],
      ['POST', legacyRoutes.assistant, { message: 'Lithium?' }],
      ['POST', apiRoutes.assistant, { message: 'Lithium?' }],
      ['GET', apiRoutes.audit],
      ['POST', routePath(apiRoutes.documentRules, { guid: ctx.guid })],
    ];
    for (const [method, path, json] of calls) {
      const res = await server.api<{ code?: string }>(path, {
        method: method as 'GET',
        headers: { authorization: `JWT ${ctx.expired}` },
        ...(json ? { json } : {}),
      });
      expect([path, res.status, res.body.code]).toEqual([path, 401, 'token_not_valid']);
    }
  });
});
