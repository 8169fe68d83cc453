import type { ApiError, CdsFeedbackList, CdsResponse } from '@balancer/contract';
import { SignJWT, UnsecuredJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCdsServer, startFhirServer, type Ehr } from '../../../test/cds-client';
import * as fx from '../../../test/fhir-fixtures';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
let ehr: Ehr;
let close: () => Promise<unknown>;
const SERVICE = '/cds-services/balancer-bipolar-medications';
const FEEDBACK = `${SERVICE}/feedback`;

beforeAll(async () => {
  ({ ehr, server, close } = await startCdsServer());
});
afterAll(() => close());

const post = <T>(path: string, json: unknown, token?: string) =>
  server.api<T>(path, { method: 'POST', json, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });
const aud = (path = SERVICE) => server.config.publicUrl + path;

describe('CDS Hooks authentication', () => {
  const body = () => fx.patientView([fx.manic()]);

  it('accepts RS384 and ES384 tokens from a configured client', async () => {
    expect((await post(SERVICE, body(), await ehr.token(aud()))).status).toBe(200);
    expect((await post(SERVICE, body(), await ehr.token(aud(), { with: 'es' }))).status).toBe(200);
  });

  it('answers 401 to an unsigned request, and to one with an alg "none" token', async () => {
    const none = await post<ApiError>(SERVICE, body());
    expect(none.status).toBe(401);
    expect(none.body.error).toMatch(/Bearer/);
    const unsecured = new UnsecuredJWT({ jti: randomUUID() })
      .setIssuer(ehr.iss)
      .setAudience(aud())
      .setIssuedAt()
      .setExpirationTime('5m')
      .encode();
    expect((await post(SERVICE, body(), unsecured)).status).toBe(401);
  });

  it('answers 401 to a wrongly signed token: a key the JWKS does not hold, HS256, another audience, another issuer, expired', async () => {
    const cases: [string, string][] = [
      [await ehr.token(aud(), { with: 'stranger' }), 'signature'],
      [
        await new SignJWT({})
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer(ehr.iss)
          .setAudience(aud())
          .setIssuedAt()
          .setExpirationTime('5m')
          .setJti(randomUUID())
          .sign(new TextEncoder().encode('x'.repeat(32))),
        'RS384 or ES384',
      ],
      [await ehr.token('https://elsewhere.example/cds-services/balancer-bipolar-medications'), 'aud'],
      [await ehr.token(aud(), { iss: 'https://unknown-ehr.example' }), 'issuer'],
      [await ehr.token(aud(), { expiresIn: '-10m' }), 'expired'],
    ];
    for (const [token, why] of cases) {
      const res = await post<ApiError>(SERVICE, body(), token);
      expect(res.status, why).toBe(401);
      expect(res.body.error).toContain(why);
    }
  });

  it('accepts a token once: a replayed request is refused', async () => {
    const token = await ehr.token(aud());
    expect((await post(SERVICE, body(), token)).status).toBe(200);
    expect((await post<ApiError>(SERVICE, body(), token)).body.error).toMatch(/already used/);
  });
});

describe('prefetch', () => {
  it('answers 412 without prefetch and without a fhirServer', async () => {
    const { prefetch: _, ...bare } = fx.patientView([fx.manic()]);
    const res = await post<ApiError>(SERVICE, bare, await ehr.token(aud()));
    expect(res.status).toBe(412);
    expect(res.body.error).toMatch(/^prefetch\.conditions: required data not provided, and no fhirServer/);
  });

  it('fetches what was not prefetched from fhirServer with the bearer token, only the discovery queries', async () => {
    const resources = [fx.depressed(), fx.egfr(25)];
    const fhir = await startFhirServer((url) => {
      const all = fx.prefetchFor(resources);
      if (url.pathname.endsWith('/Condition')) return all.conditions;
      if (url.pathname.endsWith('/Observation')) return url.search.includes('98979-8') ? all.egfr : fx.bundle([]);
      return fx.bundle([]);
    });
    const { prefetch: _, ...bare } = fx.patientView(resources);
    const request = {
      ...bare,
      fhirServer: fhir.url,
      fhirAuthorization: {
        access_token: 'opaque-access-token',
        token_type: 'Bearer',
        expires_in: 300,
        scope: 'patient/*.read',
        subject: 'balancer',
      },
    };
    const res = await post<CdsResponse>(SERVICE, request, await ehr.token(aud()));
    await fhir.close();
    expect(res.status).toBe(200);
    expect(res.body.cards.some((c) => c.source.topic?.code === 'rule:kidney-history-excludes-lithium')).toBe(true);
    expect(fhir.seen).toHaveLength(7);
    for (const r of fhir.seen) {
      expect(r.authorization).toBe('Bearer opaque-access-token');
      expect(r.url).toMatch(
        /^\/fhir\/((Condition|MedicationRequest|MedicationStatement|Observation)\?patient=example-patient-7(&|$)|Patient\/example-patient-7$)/,
      );
    }
  });

  it('answers 412 when fhirServer cannot give the conditions', async () => {
    const fhir = await startFhirServer(() => undefined);
    const { prefetch: _, ...bare } = fx.patientView([fx.manic()]);
    const res = await post<ApiError>(SERVICE, { ...bare, fhirServer: fhir.url }, await ehr.token(aud()));
    await fhir.close();
    expect(res.status).toBe(412);
    expect(res.body.error).toMatch(/not obtainable from fhirServer/);
  });
});

describe('feedback', () => {
  it('stores outcome and override reason without patient data, listed for superusers only', async () => {
    const marker = 'Qxvzk-Feedback-Marker';
    const { body } = await post<CdsResponse>(SERVICE, fx.patientView([fx.manic(), fx.depakoteRequest()]), await ehr.token(aud()));
    const notSuggested = body.cards.find((c) => c.source.topic?.code === 'not-suggested')!;
    const line1 = body.cards.find((c) => c.source.topic?.code === 'line-1')!;
    const feedback = {
      feedback: [
        {
          card: notSuggested.uuid,
          outcome: 'overridden',
          overrideReason: { reason: notSuggested.overrideReasons![0], userComment: `${marker} said it worked` },
          outcomeTimestamp: '2026-10-05T10:00:00Z',
        },
        { card: line1.uuid, outcome: 'accepted', outcomeTimestamp: '2026-10-05T10:00:05Z' },
      ],
    };
    const stored = await post(FEEDBACK, feedback, await ehr.token(aud(FEEDBACK)));
    expect(stored.status).toBe(200);

    expect((await server.api('/api/v2/cds-feedback')).status).toBe(401);
    const { access } = await server.login(server.admin.email, server.admin.password);
    const list = await server.api<CdsFeedbackList>('/api/v2/cds-feedback', { token: access });
    expect(list.status).toBe(200);
    expect(
      list.body
        .slice(0, 2)
        .map(({ id: _, createdAt: __, ...row }) => row)
        .sort((a, b) => a.outcome.localeCompare(b.outcome)),
    ).toEqual([
      {
        client: ehr.iss,
        card: line1.uuid,
        cardKind: 'line-1',
        outcome: 'accepted',
        overrideReason: null,
        overrideSystem: null,
        outcomeTimestamp: '2026-10-05T10:00:05.000Z',
      },
      {
        client: ehr.iss,
        card: notSuggested.uuid,
        cardKind: 'not-suggested',
        outcome: 'overridden',
        overrideReason: 'previously-effective',
        overrideSystem: null,
        outcomeTimestamp: '2026-10-05T10:00:00.000Z',
      },
    ]);
    const everything = JSON.stringify(list.body);
    for (const secret of [marker, fx.PATIENT_ID, 'Depakote']) expect(everything).not.toContain(secret);
  });

  it("refuses an override reason that is not one of the service's, naming the field", async () => {
    const bad = {
      feedback: [
        {
          card: randomUUID(),
          outcome: 'overridden',
          overrideReason: { reason: { code: 'because' } },
          outcomeTimestamp: '2026-10-05T10:00:00Z',
        },
      ],
    };
    const res = await post<ApiError>(FEEDBACK, bad, await ehr.token(aud(FEEDBACK)));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields ?? {})).toEqual(['feedback.0.overrideReason.reason']);
  });

  it("requires the EHR's signed token too", async () => {
    const res = await post(FEEDBACK, { feedback: [{ card: randomUUID(), outcome: 'accepted', outcomeTimestamp: '2026-10-05T10:00:00Z' }] });
    expect(res.status).toBe(401);
  });
});

describe('privacy', () => {
  it('never writes CDS request content to the logs: ids, record text, medication names, tokens', async () => {
    const marker = 'Zyxwvut-Cds-Marker';
    const request = fx.patientView([
      fx.condition('icd10cm', 'F31.12', `Bipolar disorder ${marker}`),
      fx.medicationRequest({ text: `Depakote ${marker}` }),
      fx.medicationStatement({ text: `Unknown pill ${marker}` }),
    ]);
    const withIds = {
      ...request,
      context: { userId: `Practitioner/${marker}`, patientId: marker, encounterId: marker },
      fhirAuthorization: { access_token: marker, token_type: 'Bearer', expires_in: 300, scope: 's', subject: 's' },
    };
    expect((await post(SERVICE, withIds, await ehr.token(aud()))).status).toBe(200);
    expect((await post(SERVICE, { ...withIds, hookInstance: marker }, await ehr.token(aud()))).status).toBe(400);
    const { prefetch: _, ...bare } = withIds;
    expect((await post(SERVICE, { ...bare, fhirServer: `http://127.0.0.1:9/${marker}` }, await ehr.token(aud()))).status).toBe(412);
    expect(server.logs.join('\n')).toContain('CDS Hooks call answered');
    expect(server.logs.join('\n')).not.toContain(marker);
  });
});

describe('with no CDS client configured', () => {
  it('answers 404 at /cds-services and at the service', async () => {
    const off = await startTestServer();
    try {
      expect((await off.api('/cds-services')).status).toBe(404);
      expect((await off.api(SERVICE, { method: 'POST', json: fx.patientView([fx.manic()]) })).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
