import type { ApiError } from '@balancer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCdsServer } from '../../test/cds-client';
import * as fx from '../../test/fhir-fixtures';
import type { TestServer } from '../../test/test-server';

/**
 * Issue 38, N11: a lone surrogate (`\ud800`, valid JSON, not valid Unicode) used to answer 500 where
 * the text reached PostgreSQL. One check at the JSON boundary answers 400 naming the field, on every
 * route: v2, the original API's paths, anonymous feedback and CDS Hooks bodies.
 */
const LONE = 'a\ud800b';
let server: TestServer;
let ehr: Awaited<ReturnType<typeof startCdsServer>>['ehr'];
let close: () => Promise<unknown>;
let admin = '';
const SERVICE = '/cds-services/balancer-bipolar-medications';

beforeAll(async () => {
  ({ server, ehr, close } = await startCdsServer());
  admin = (await server.login(server.admin.email, server.admin.password)).access;
});
afterAll(() => close?.());

/** The field named, as v2 (`fields`) or the original API (`{field: [messages]}` or `{error}`) names it. */
function expectNamed(res: { status: number; body: unknown }, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  const body = res.body as ApiError & Record<string, unknown>;
  // The original API's add_medication answers {error: "..."}: the message names the field.
  const named = [...Object.keys(body.fields ?? {}), ...Object.keys(body)];
  if (!named.includes(field)) expect(String(body.error)).toContain(` ${field} `);
}
const send = (method: string, path: string, json: unknown, token?: string) =>
  server.api(path, { method, json, ...(token ? { token } : {}) });

describe('lone surrogates in JSON bodies', () => {
  const feedback = { feedbacktype: 'issue', name: 'Dr Test', email: 'test@example.org', message: 'Looks fine' };

  it('are a 400 naming the field on anonymous feedback, v2 and the original path', async () => {
    expectNamed(await send('POST', '/api/v2/feedback', { ...feedback, message: LONE }), 'message');
    expectNamed(await send('POST', '/api/v1/api/feedback/', { ...feedback, name: LONE }), 'name');
  });

  it('are a 400 naming the field in superuser writes: a rollback reason, an AI setting, a v1 medication', async () => {
    expectNamed(await send('POST', '/api/v2/content/versions/1/rollback', { reason: LONE, confirm: true }, admin), 'reason');
    expectNamed(await send('PUT', '/api/v2/ai-settings/model', { value: LONE }, admin), 'value');
    const medication = { name: 'Zuranolone', benefits: `Rapid ${LONE}`, risks: 'Sedation' };
    expectNamed(await send('POST', '/api/v1/api/add_medication', medication, admin), 'benefits');
  });

  it('name nested fields and keys', async () => {
    const patient = { state: 'Manic', riskFactors: [], priorMedications: [], first: ['x', LONE], second: [], third: [], excluded: [] };
    expectNamed(await send('POST', '/api/v2/feedback', { ...feedback, patient }), 'patient.first.1');
    expectNamed(await send('POST', '/api/v2/feedback', { ...feedback, [`k${'\udc00'}`]: 1 }), `k${'\udc00'}`);
  });

  it('are a 400 in a CDS Hooks call and its feedback, through a signed client token', async () => {
    const post = async (path: string, json: unknown) =>
      server.api(path, { method: 'POST', json, headers: { authorization: `Bearer ${await ehr.token(server.config.publicUrl + path)}` } });
    const call = { ...fx.patientView([fx.manic()]), hookInstance: LONE };
    expectNamed(await post(SERVICE, call), 'hookInstance');
    const outcome = { card: LONE, outcome: 'accepted', outcomeTimestamp: new Date().toISOString() };
    const res = await post(`${SERVICE}/feedback`, { feedback: [outcome] });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
  });

  it('leaves well-formed text alone: escaped pairs, emoji and U+FFFD pass', async () => {
    const ok = await send('POST', '/api/v2/feedback', { ...feedback, message: 'Mood \ud83d\ude42 \ufffd fine' });
    expect(ok.status).toBeLessThan(300);
  });
});
