import type { AiConnectionTest, AiSettings, AuditPage } from '@balancer/contract';
import type { LegacyAiSetting } from '@balancer/contract/legacy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handbookPdf } from '../../../test/answer-fixtures';
import { upload, waitForIngestion } from '../../../test/documents-helpers';
import { startFakeLlm, type RecordedRequest, type Script } from '../../../test/fake-llm';
import { askStream } from '../../../test/sse';
import { startTestServer, type TestServer } from '../../../test/test-server';

const API_KEY = 'sk-settings-7c3e91a0b5d2f4';
const ANSWER_PROMPT = 'You are a terse test answerer. Quote the passages exactly and cite them in the required format.';
const EXTRACTION_PROMPT = 'You are a test rule extractor. List only rules stated in the passages, with exact quotes.';

let fake: Awaited<ReturnType<typeof startFakeLlm>>;
let server: TestServer;
let token: string;
let next: (req: RecordedRequest) => Script = () => ({ text: ['OK'] });
/** Every response body this file received, to prove the key never left the server. */
const bodies: string[] = [];

beforeAll(async () => {
  fake = await startFakeLlm((req) => next(req));
  // No model in the environment: everything below comes from /Settings. The most verbose log level,
  // so the check that the key reaches no log line covers every line the server can write.
  server = await startTestServer({ settingsSecret: 'a-settings-secret-for-tests-only-0123456789', logLevel: 'trace' });
  token = (await server.login(server.admin.email, server.admin.password)).access;
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

async function call<T>(path: string, init: { method?: string; json?: unknown } = {}) {
  const res = await server.api<T>(path, { ...init, token });
  bodies.push(JSON.stringify(res.body));
  return res;
}
const save = (key: string, value: string | null) => call<AiSettings>(`/api/v2/ai-settings/${key}`, { method: 'PUT', json: { value } });
const setting = (s: AiSettings, key: string) => s.settings.find((x) => x.key === key)!;

describe('AI settings', () => {
  it('starts from the environment: no model, extractive answers, no key', async () => {
    const { status, body } = await call<AiSettings>('/api/v2/ai-settings');
    expect(status).toBe(200);
    expect(body.settings.map((s) => s.label)).toEqual([
      'Provider',
      'Base URL',
      'Model',
      'Temperature',
      'Answer prompt',
      'Rule extraction prompt',
      'API key',
    ]);
    expect(setting(body, 'provider')).toMatchObject({ value: 'none', source: 'default' });
    expect(setting(body, 'api_key')).toMatchObject({ value: null, isSet: false });
    expect(setting(body, 'answer_prompt').value).toMatch(/prescribers treating bipolar disorder/);
    expect(body.active).toEqual({ answerer: 'extractive', label: null, problem: null });
    expect(body.canStoreApiKey).toBe(true);
    // Testing with no model is no failure: the default says so plainly.
    const test = await call<AiConnectionTest>('/api/v2/ai-settings/test', { method: 'POST' });
    expect(test.body).toEqual({
      ok: false,
      configured: false,
      label: null,
      message: 'No model configured: answers are extractive, with no network.',
    });
  });

  it('saves a provider, URL, model and a write-only key; the key is reported as set, never returned', async () => {
    await save('provider', 'openai-compatible');
    await save('base_url', fake.url);
    await save('model', 'fake-model');
    const { status, body } = await save('api_key', `  ${API_KEY}  `);
    expect(status).toBe(200);
    expect(setting(body, 'api_key')).toMatchObject({ value: null, isSet: true, source: 'saved', updatedBy: server.admin.email });
    expect(setting(body, 'model')).toMatchObject({ value: 'fake-model', source: 'saved' });
    expect(body.active).toEqual({ answerer: 'model', label: 'openai-compatible:fake-model', problem: null });
  });

  it('tests the connection: success, then the HTTP status with a fixed hint', async () => {
    next = () => ({ text: ['OK'] });
    const ok = await call<AiConnectionTest>('/api/v2/ai-settings/test', { method: 'POST' });
    expect(ok.body).toEqual({
      ok: true,
      configured: true,
      label: 'openai-compatible:fake-model',
      message: 'Connected: openai-compatible:fake-model answered.',
    });
    // The saved key was decrypted and sent to the provider, as the provider expects it.
    expect(fake.requests.at(-1)!.headers.authorization).toBe(`Bearer ${API_KEY}`);

    // A provider that quotes the key back in its error: neither the error nor the key reaches the page.
    next = () => ({ status: 401, body: { error: { message: `Incorrect API key provided: ${API_KEY}.`, type: 'invalid_request_error' } } });
    const refused = await call<AiConnectionTest>('/api/v2/ai-settings/test', { method: 'POST' });
    expect(refused.body).toMatchObject({ ok: false, message: 'The provider answered with HTTP 401: check the API key.' });
  });

  it('reports only reached / not reached / HTTP N, never what an internal service answered', async () => {
    next = () => ({ status: 400, body: { error: { message: 'internal-admin-console: user table has 3 rows' } } });
    const errorBody = await call<AiConnectionTest>('/api/v2/ai-settings/test', { method: 'POST' });
    expect(errorBody.body.message).toBe('The provider answered with HTTP 400: check the model name.');
    next = () => ({ text: ['INTERNAL-SECRET-42 and more'] });
    const answered = await call<AiConnectionTest>('/api/v2/ai-settings/test', { method: 'POST' });
    expect(answered.body.message).not.toContain('INTERNAL-SECRET');
    // A `#` or `?` would cut off /chat/completions and aim the test at any path.
    for (const value of [`${fake.url}/internal#`, `${fake.url}/internal?x=`, 'http://user:pw@127.0.0.1:9/v1']) {
      expect((await save('base_url', value)).status, value).toBe(400);
    }
  });

  it('shows the saved key as "set" in the original client\'s settings list', async () => {
    const { status, body } = await call<LegacyAiSetting[]>('/api/ai_settings/settings/');
    expect(status).toBe(200);
    const saved = { SourceTable: 'ai_settings', LastModified: expect.any(String), ModifiedByUser: expect.any(Number) };
    expect(body.find((s) => s.SettingsLabel === 'API key')).toMatchObject({ ...saved, SourceTableGUID: 'api_key', SettingValue: 'set' });
    expect(body.find((s) => s.SettingsLabel === 'Model')).toMatchObject({ ...saved, SettingValue: 'fake-model' });
  });

  // Upload, ingestion, an answer and the background extraction: time enough for a busy machine.
  it('answers and rule extraction use the saved model, temperature and prompts', async () => {
    await save('temperature', '0.6');
    await save('answer_prompt', ANSWER_PROMPT);
    await save('extraction_prompt', EXTRACTION_PROMPT);
    next = (req) => {
      const system = systemOf(req);
      if (system.startsWith(EXTRACTION_PROMPT)) return { text: [JSON.stringify({ rules: [] })] };
      return { text: ['Nothing in the library answers this question.'] };
    };
    const guid = (await upload(server, token, await handbookPdf(), 'handbook.pdf')).body.guid;
    await waitForIngestion(server, token, guid);
    await askStream(server, token, 'How often should renal function be checked during lithium therapy?');
    const answer = fake.requests.find((r) => systemOf(r).startsWith(ANSWER_PROMPT));
    expect(answer?.body).toMatchObject({ model: 'fake-model', temperature: 0.6 });
    expect(systemOf(answer!)).toContain('[PROVIDED-INFO]');
    for (let i = 0; i < 1200 && !fake.requests.some((r) => systemOf(r).startsWith(EXTRACTION_PROMPT)); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(fake.requests.some((r) => systemOf(r).startsWith(EXTRACTION_PROMPT))).toBe(true);
  }, 120_000);

  it('forgets the saved key when the URL changes, so it is never sent to another host', async () => {
    const { body } = await save('base_url', 'http://127.0.0.1:9/v1');
    expect(setting(body, 'api_key')).toMatchObject({ isSet: false, source: 'default' });
    const reset = await save('base_url', null);
    expect(setting(reset.body, 'base_url')).toMatchObject({ value: null, source: 'default' });
    expect(reset.body.active.problem).toMatch(/base URL/);
  });

  it('names the field of a bad value', async () => {
    for (const [key, value] of [
      ['temperature', '3'],
      ['base_url', 'ftp://example.org'],
      ['provider', 'gpt'],
      ['answer_prompt', 'short'],
      ['api_key', 'has spaces in it'],
    ] as const) {
      const res = await server.api<{ fields?: Record<string, string[]> }>(`/api/v2/ai-settings/${key}`, {
        method: 'PUT',
        token,
        json: { value },
      });
      expect(res.status, key).toBe(400);
      expect(Object.keys(res.body.fields ?? {}), key).toEqual(['value']);
    }
    const unknown = await server.api<{ fields?: Record<string, string[]> }>('/api/v2/ai-settings/colour', {
      method: 'PUT',
      token,
      json: { value: 'x' },
    });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fields ?? {})).toEqual(['key']);
  });

  it('audits every change with before and after, the key only as set / not set', async () => {
    const { body } = await call<AuditPage>('/api/v2/audit?entityType=ai_setting&pageSize=200');
    const byKey = (key: string) => body.results.filter((e) => e.entityId === key);
    expect(byKey('model')[0]).toMatchObject({ action: 'update', before: { value: null }, after: { value: 'fake-model' } });
    expect(byKey('temperature')[0]).toMatchObject({ before: { value: null }, after: { value: '0.6' } });
    expect(byKey('api_key').map((e) => [e.action, e.before, e.after])).toEqual([
      ['reset', { api_key: 'set' }, { api_key: 'not set', reason: 'Base URL changed' }],
      ['update', { api_key: 'not set' }, { api_key: 'set' }],
    ]);
    expect(byKey('base_url').map((e) => e.action)).toEqual(['reset', 'update', 'update']);
  });

  it('the key appears in no response and no log line', () => {
    expect(bodies.length).toBeGreaterThan(10);
    for (const body of bodies) expect(body).not.toContain(API_KEY);
    expect(server.logs.length).toBeGreaterThan(10);
    // Trace level logs every request: the settings writes, the connection tests and the reads are all there.
    const logged = server.logs.join('\n');
    for (const path of ['/api/v2/ai-settings/api_key', '/api/v2/ai-settings/test', '/api/ai_settings/settings/'])
      expect(logged).toContain(path);
    expect(logged).not.toContain(API_KEY);
  });
});

function systemOf(req: RecordedRequest): string {
  const messages = (req.body.messages ?? []) as { role: string; content: unknown }[];
  const system = messages.find((m) => m.role === 'system')?.content;
  return typeof system === 'string' ? system : '';
}

describe('without SETTINGS_SECRET', () => {
  it('refuses to store a key, naming the field, and stores nothing', async () => {
    const plain = await startTestServer();
    try {
      const admin = (await plain.login(plain.admin.email, plain.admin.password)).access;
      const before = await plain.api<AiSettings>('/api/v2/ai-settings', { token: admin });
      expect(before.body.canStoreApiKey).toBe(false);
      const res = await plain.api<{ code: string; fields?: Record<string, string[]> }>('/api/v2/ai-settings/api_key', {
        method: 'PUT',
        token: admin,
        json: { value: API_KEY },
      });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('settings_secret_missing');
      expect(Object.keys(res.body.fields ?? {})).toEqual(['value']);
      const after = await plain.api<AiSettings>('/api/v2/ai-settings', { token: admin });
      expect(setting(after.body, 'api_key').isSet).toBe(false);
      const audit = await plain.api<AuditPage>('/api/v2/audit?entityType=ai_setting', { token: admin });
      expect(audit.body.count).toBe(0);
      expect(plain.logs.join('\n')).not.toContain(API_KEY);
    } finally {
      await plain.close();
    }
  });
});
