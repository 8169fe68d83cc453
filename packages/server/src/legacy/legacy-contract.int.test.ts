import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startSmtpSink } from '../../test/smtp-sink';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * The original client's contract, replayed: each row is a request as that client (or a DRF client)
 * sends it and the response it depends on. Rows run in order, so later rows can use what earlier
 * ones created (the registered user, the tokens).
 */
let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
const ctx = { admin: { access: '', refresh: '' }, user: '', activation: { uid: '', token: '' } };
const userEmail = 'legacy.client@example.org';
const userPassword = 'Legacy-client-password-9';

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

type Row = {
  name: string;
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: () => unknown;
  auth?: () => string;
  status: number;
  response?: unknown;
  headers?: Record<string, RegExp>;
  after?: (body: unknown) => Promise<void> | void;
};

const detail = (text: string) => ({ detail: text });
const NOT_SIGNED_IN = detail('Authentication credentials were not provided.');
const NOT_ALLOWED = detail('You do not have permission to perform this action.');
const messages = expect.arrayContaining([expect.any(String)]);
const jwt = (token: () => string) => () => `JWT ${token()}`;

const rows: Row[] = [
  { name: 'version', path: '/api/v1/api/version', status: 200, response: { version: expect.any(String) } },
  {
    name: 'version with a trailing slash is not a path',
    path: '/api/v1/api/version/',
    status: 404,
    response: { detail: expect.any(String) },
  },
  {
    name: 'sign-in with a wrong password',
    method: 'POST',
    path: '/api/auth/jwt/create/',
    body: () => ({ email: server.admin.email, password: 'not-the-password' }),
    status: 401,
    response: detail('No active account found with the given credentials'),
    headers: { 'www-authenticate': /^JWT realm="api"$/ },
  },
  {
    name: 'sign-in without fields',
    method: 'POST',
    path: '/api/auth/jwt/create/',
    body: () => ({}),
    status: 400,
    response: { email: messages, password: messages },
  },
  { name: 'sign-in without the trailing slash', method: 'POST', path: '/api/auth/jwt/create', body: () => ({}), status: 404 },
  {
    name: 'sign-in',
    method: 'POST',
    path: '/api/auth/jwt/create/',
    body: () => ({ email: server.admin.email, password: server.admin.password }),
    status: 200,
    response: { access: expect.any(String), refresh: expect.any(String) },
    after: (body) => void (ctx.admin = body as typeof ctx.admin),
  },
  {
    name: 'verify a forged token',
    method: 'POST',
    path: '/api/auth/jwt/verify/',
    body: () => ({ token: 'forged' }),
    status: 401,
    response: { detail: 'Token is invalid or expired', code: 'token_not_valid' },
  },
  {
    name: 'verify a real token',
    method: 'POST',
    path: '/api/auth/jwt/verify/',
    body: () => ({ token: ctx.admin.access }),
    status: 200,
    response: {},
  },
  {
    name: 'refresh a forged token',
    method: 'POST',
    path: '/api/auth/jwt/refresh/',
    body: () => ({ refresh: 'forged' }),
    status: 401,
    response: { detail: expect.any(String), code: 'token_not_valid' },
  },
  {
    name: 'refresh',
    method: 'POST',
    path: '/api/auth/jwt/refresh/',
    body: () => ({ refresh: ctx.admin.refresh }),
    status: 200,
    response: { access: expect.any(String) },
  },
  { name: 'me, anonymous', path: '/api/auth/users/me/', status: 401, response: NOT_SIGNED_IN, headers: { 'www-authenticate': /JWT/ } },
  {
    name: 'me, JWT header',
    path: '/api/auth/users/me/',
    auth: jwt(() => ctx.admin.access),
    status: 200,
    response: { email: expect.any(String), is_superuser: true },
  },
  {
    name: 'me, Bearer header',
    path: '/api/auth/users/me/',
    auth: () => `Bearer ${ctx.admin.access}`,
    status: 200,
    response: { is_superuser: true },
  },
  {
    name: 'me, expired or forged token',
    path: '/api/auth/users/me/',
    auth: () => 'JWT not.a.token',
    status: 401,
    response: { detail: 'Given token not valid for any token type', code: 'token_not_valid' },
  },
  {
    name: 'register with mismatched passwords',
    method: 'POST',
    path: '/api/auth/users/',
    body: () => ({ email: userEmail, password: userPassword, re_password: `${userPassword}x` }),
    status: 400,
    response: { re_password: ["The two password fields didn't match."] },
  },
  {
    name: 'register',
    method: 'POST',
    path: '/api/auth/users/',
    body: () => ({ email: userEmail, first_name: 'Legacy', last_name: 'Client', password: userPassword, re_password: userPassword }),
    status: 201,
    response: { email: userEmail, first_name: 'Legacy', last_name: 'Client' },
    after: async () => void (ctx.activation = linkIn(await smtp.next(userEmail), '/activate')),
  },
  {
    name: 'sign-in before activation',
    method: 'POST',
    path: '/api/auth/jwt/create/',
    body: () => ({ email: userEmail, password: userPassword }),
    status: 401,
    response: detail('No active account found with the given credentials'),
  },
  {
    name: 'activate with a forged token',
    method: 'POST',
    path: '/api/auth/users/activation/',
    body: () => ({ uid: ctx.activation.uid, token: 'forged' }),
    status: 400,
    response: { token: ['Invalid token for given user.'] },
  },
  { name: 'activate', method: 'POST', path: '/api/auth/users/activation/', body: () => ctx.activation, status: 204 },
  {
    name: 'sign-in as the new user',
    method: 'POST',
    path: '/api/auth/jwt/create/',
    body: () => ({ email: userEmail, password: userPassword }),
    status: 200,
    response: { access: expect.any(String) },
    after: (body) => void (ctx.user = (body as { access: string }).access),
  },
  {
    name: 'password reset never says whether an account exists',
    method: 'POST',
    path: '/api/auth/users/reset_password/',
    body: () => ({ email: 'nobody@example.org' }),
    status: 204,
  },
  {
    name: 'reset confirm without fields',
    method: 'POST',
    path: '/api/auth/users/reset_password_confirm/',
    body: () => ({}),
    status: 400,
    response: { uid: messages, token: messages, new_password: messages },
  },
  { name: 'document list', path: '/api/v1/api/uploadFile', status: 200, response: expect.any(Array) },
  { name: 'document list with a trailing slash', path: '/api/v1/api/uploadFile/', status: 404 },
  { name: 'upload, anonymous', method: 'POST', path: '/api/v1/api/uploadFile', status: 401, response: NOT_SIGNED_IN },
  {
    name: 'upload, not a superuser',
    method: 'POST',
    path: '/api/v1/api/uploadFile',
    auth: jwt(() => ctx.user),
    status: 403,
    response: NOT_ALLOWED,
  },
  {
    name: 'PDF of an unknown document',
    path: `/api/v1/api/uploadFile/${randomUUID()}`,
    auth: jwt(() => ctx.user),
    status: 404,
    response: { detail: expect.any(String) },
  },
  {
    name: 'edit metadata of a malformed id',
    method: 'PATCH',
    path: '/api/v1/api/editmetadata/not-a-uuid',
    body: () => ({ title: 'x' }),
    auth: jwt(() => ctx.admin.access),
    status: 400,
    response: { guid: messages },
  },
  {
    name: 'edit metadata, not a superuser',
    method: 'PATCH',
    path: `/api/v1/api/editmetadata/${randomUUID()}`,
    body: () => ({ title: 'x' }),
    auth: jwt(() => ctx.user),
    status: 403,
    response: NOT_ALLOWED,
  },
  { name: 'search without a query', path: '/api/v1/api/search?q=', auth: jwt(() => ctx.user), status: 400, response: { q: messages } },
  {
    name: 'feedback without fields: listed field by field',
    method: 'POST',
    path: '/api/v1/api/feedback/',
    body: () => ({}),
    status: 400,
    response: {
      feedbacktype: ['You must select a feedback type'],
      name: ['Name is a required field'],
      email: ['Email is a required field'],
      message: ['Message is a required field'],
    },
  },
  {
    name: 'feedback',
    method: 'POST',
    path: '/api/v1/api/feedback/',
    body: () => ({ feedbacktype: 'general', name: 'Dr Legacy', email: 'dr@example.org', message: 'Works' }),
    status: 201,
    response: { feedbacktype: 'general', name: 'Dr Legacy', email: 'dr@example.org', message: 'Works' },
  },
  { name: 'feedback without the trailing slash', method: 'POST', path: '/api/v1/api/feedback', body: () => ({}), status: 404 },
  { name: 'feedback list, not a superuser', path: '/api/v1/api/feedback/', auth: jwt(() => ctx.user), status: 403, response: NOT_ALLOWED },
  {
    name: 'newsletter with a bad address',
    method: 'POST',
    path: '/api/v1/api/newsletter/',
    body: () => ({ email: 'x' }),
    status: 400,
    response: { email: ['You have entered an invalid email'] },
  },
  {
    name: 'recommendation',
    method: 'POST',
    path: '/api/v1/api/get_med_recommend',
    body: () => ({ id: 'ab12c', state: 'Manic', suicideHistory: true, priorMedications: 'Depakote,', description: '' }),
    status: 200,
    response: {
      first: expect.arrayContaining([
        expect.objectContaining({ name: 'Lithium', source: expect.stringMatching(/^(include|diagnosis_manic)$/) }),
      ]),
      second: expect.any(Array),
      third: expect.any(Array),
    },
  },
  {
    name: 'recommendation, public: a stale token is refused as DRF refuses it',
    method: 'POST',
    path: '/api/v1/api/get_med_recommend',
    body: () => ({ state: 'Depressed' }),
    auth: () => 'JWT stale.token.here',
    status: 401,
    response: { detail: 'Given token not valid for any token type', code: 'token_not_valid' },
    headers: { 'www-authenticate': /^JWT realm="api"$/ },
  },
  {
    name: 'recommendation for an unknown state',
    method: 'POST',
    path: '/api/v1/api/get_med_recommend',
    body: () => ({ state: 'manic' }),
    status: 400,
    response: { state: messages },
  },
  {
    name: 'recommendation with a Yes/No string',
    method: 'POST',
    path: '/api/v1/api/get_med_recommend',
    body: () => ({ state: 'Manic', kidneyHistory: 'Yes' }),
    status: 400,
    response: { kidneyHistory: messages },
  },
  {
    name: 'recommendation with a trailing slash',
    method: 'POST',
    path: '/api/v1/api/get_med_recommend/',
    body: () => ({ state: 'Manic' }),
    status: 404,
  },
  {
    name: 'medication list',
    path: '/api/v1/api/get_full_list_med',
    status: 200,
    response: expect.arrayContaining([
      expect.objectContaining({ name: 'Lithium', benefits: expect.any(String), risks: expect.any(String) }),
    ]),
  },
  {
    name: 'one medication by name',
    path: '/api/v1/api/get_full_list_med?name=Lithium',
    status: 200,
    response: { name: 'Lithium', benefits: expect.any(String) },
  },
  {
    name: 'an unknown medication',
    path: '/api/v1/api/get_full_list_med?name=Nothingazine',
    status: 404,
    response: detail('Medication not found'),
  },
  {
    name: 'benefits, risks and sources',
    method: 'POST',
    path: '/api/v1/api/riskWithSources',
    body: () => ({ drug: 'Lithium', source: 'include' }),
    status: 200,
    response: {
      benefits: expect.arrayContaining([expect.stringMatching(/^- /)]),
      sources: expect.arrayContaining([expect.objectContaining({ title: expect.any(String), locator: expect.any(String) })]),
    },
  },
  {
    name: 'risk without a drug',
    method: 'POST',
    path: '/api/v1/api/riskWithSources',
    body: () => ({}),
    status: 400,
    response: { drug: messages },
  },
  {
    name: 'risk with an unknown source',
    method: 'POST',
    path: '/api/v1/api/riskWithSources',
    body: () => ({ drug: 'Lithium', source: 'x' }),
    status: 400,
    response: { source: [expect.stringMatching(/^Must be one of: include, diagnosis/)] },
  },
  {
    name: 'risk of an unknown drug',
    method: 'POST',
    path: '/api/v1/api/riskWithSources',
    body: () => ({ drug: 'Nothingazine' }),
    status: 404,
    response: detail("Medication 'Nothingazine' not found."),
  },
  { name: 'AI settings, anonymous', path: '/api/ai_settings/settings/', status: 401, response: NOT_SIGNED_IN },
  {
    name: 'AI settings, not a superuser',
    path: '/api/ai_settings/settings/',
    auth: jwt(() => ctx.user),
    status: 403,
    response: NOT_ALLOWED,
  },
  {
    name: 'AI settings: SettingsLabel and SettingValue, the API key only as set / not set',
    path: '/api/ai_settings/settings/',
    auth: jwt(() => ctx.admin.access),
    status: 200,
    response: expect.arrayContaining([
      {
        guid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
        SourceTableGUID: 'provider',
        SettingValue: 'none',
        SettingsLabel: 'Provider',
        SourceTable: 'default',
        LastModified: null,
        ModifiedByUser: null,
      },
      expect.objectContaining({ SettingsLabel: 'API key', SettingValue: 'not set' }),
      expect.objectContaining({ SettingsLabel: 'Answer prompt', SettingValue: expect.stringMatching(/bipolar/) }),
    ]),
  },
  { name: 'AI settings without the trailing slash', path: '/api/ai_settings/settings', auth: jwt(() => ctx.admin.access), status: 404 },
  {
    name: 'add a medication without signing in',
    method: 'POST',
    path: '/api/v1/api/add_medication',
    body: () => ({ name: 'Zuranolone', benefits: 'Rapid onset', risks: 'Sedation' }),
    status: 401,
    response: NOT_SIGNED_IN,
  },
  {
    name: 'add a medication as a reader',
    method: 'POST',
    path: '/api/v1/api/add_medication',
    body: () => ({ name: 'Zuranolone', benefits: 'Rapid onset', risks: 'Sedation' }),
    auth: jwt(() => ctx.user),
    status: 403,
    response: NOT_ALLOWED,
  },
  {
    name: 'add a medication without a name',
    method: 'POST',
    path: '/api/v1/api/add_medication',
    body: () => ({ name: ' ', benefits: 'Rapid onset', risks: 'Sedation' }),
    auth: jwt(() => ctx.admin.access),
    status: 400,
    response: { error: 'Medication name is required' },
  },
  {
    name: 'add a medication without benefits',
    method: 'POST',
    path: '/api/v1/api/add_medication',
    body: () => ({ name: 'Zuranolone', risks: 'Sedation' }),
    auth: jwt(() => ctx.admin.access),
    status: 400,
    response: { error: 'Medication benefits are required' },
  },
  {
    name: 'add a medication without risks',
    method: 'POST',
    path: '/api/v1/api/add_medication',
    body: () => ({ name: 'Zuranolone', benefits: 'Rapid onset', risks: '  ' }),
    auth: jwt(() => ctx.admin.access),
    status: 400,
    response: { error: 'Medication risks are required' },
  },
  {
    name: 'add a medication',
    method: 'POST',
    path: '/api/v1/api/add_medication',
    body: () => ({ name: 'Zuranolone', benefits: 'Rapid onset, Oral', risks: 'Sedation, Dizziness' }),
    auth: jwt(() => ctx.admin.access),
    status: 201,
    response: { name: 'Zuranolone', benefits: 'Rapid onset, Oral', risks: 'Sedation, Dizziness' },
  },
  {
    name: 'the added medication is in the list at once',
    path: '/api/v1/api/get_full_list_med?name=Zuranolone',
    status: 200,
    response: { name: 'Zuranolone', benefits: 'Rapid onset, Oral', risks: 'Sedation, Dizziness' },
  },
  {
    name: 'add a medication that exists',
    method: 'POST',
    path: '/api/v1/api/add_medication',
    body: () => ({ name: 'zuranolone', benefits: 'x', risks: 'y' }),
    auth: jwt(() => ctx.admin.access),
    status: 409,
    response: { error: 'Medication "zuranolone" already exists' },
  },
  {
    name: 'delete a medication',
    method: 'DELETE',
    path: '/api/v1/api/delete_med',
    body: () => ({ name: 'Zuranolone' }),
    auth: jwt(() => ctx.admin.access),
    status: 200,
    response: { success: 'Medication "Zuranolone" has been deleted' },
  },
  {
    name: 'delete a medication that does not exist',
    method: 'DELETE',
    path: '/api/v1/api/delete_med',
    body: () => ({ name: 'Zuranolone' }),
    auth: jwt(() => ctx.admin.access),
    status: 404,
    response: { error: 'Medication "Zuranolone" does not exist' },
  },
  {
    name: 'delete a medication without a name',
    method: 'DELETE',
    path: '/api/v1/api/delete_med',
    body: () => ({}),
    auth: jwt(() => ctx.admin.access),
    status: 400,
    response: { error: 'Medication name is required' },
  },
  {
    name: 'delete a medication the guideline lists',
    method: 'DELETE',
    path: '/api/v1/api/delete_med',
    body: () => ({ name: 'Lithium' }),
    auth: jwt(() => ctx.admin.access),
    status: 422,
    response: { error: expect.stringContaining('table Manic: unknown regimen lithium') },
  },
  {
    name: 'medication rules',
    path: '/api/v1/api/medRules',
    auth: jwt(() => ctx.admin.access),
    status: 200,
    response: {
      status: 'success',
      count: expect.any(Number),
      results: expect.arrayContaining([
        expect.objectContaining({
          id: 'kidney-history-excludes-lithium',
          rule_type: 'EXCLUDE',
          label: 'Kidney disease excludes lithium',
          medication_sources: [
            {
              medication: expect.objectContaining({ name: 'Lithium' }),
              sources: expect.arrayContaining([expect.objectContaining({ name: 'Lithium US label', page_num: null, chunk_number: null })]),
            },
          ],
        }),
      ]),
    },
  },
  {
    name: 'medication rules as a reader',
    path: '/api/v1/api/medRules',
    auth: jwt(() => ctx.user),
    status: 403,
    response: NOT_ALLOWED,
  },
];

describe('legacy contract', () => {
  it(`has at least 30 request/response pairs (${rows.length})`, () => expect(rows.length).toBeGreaterThanOrEqual(30));

  it.each(rows.map((r) => [r.name, r] as const))('%s', async (_name, row) => {
    const body = row.body?.();
    const res = await server.api<unknown>(row.path, {
      method: row.method ?? 'GET',
      ...(body !== undefined ? { json: body } : {}),
      ...(row.auth ? { headers: { authorization: row.auth() } } : {}),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(row.status);
    if (row.response !== undefined) expect(res.body).toMatchObject(row.response as object);
    for (const [name, pattern] of Object.entries(row.headers ?? {})) expect(res.headers.get(name)).toMatch(pattern);
    // Legacy paths never leak the v2 envelope.
    if (res.status >= 400 && typeof res.body === 'object' && res.body) expect(res.body).not.toHaveProperty('requestId');
    await row.after?.(res.body);
  });
});
