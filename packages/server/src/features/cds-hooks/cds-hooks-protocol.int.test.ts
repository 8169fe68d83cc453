import type { ApiError, CdsFeedbackList, CdsResponse } from '@balancer/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../../db/client';
import { startCdsServer, startFhirServer, type Ehr } from '../../../test/cds-client';
import * as fx from '../../../test/fhir-fixtures';
import * as sy from '../../../test/synthea-fixtures';
import { cloneTemplate } from '../../../test/test-database';
import type { TestServer } from '../../../test/test-server';
import { createCdsAuthenticator } from './cds-auth';
import { createCdsTokensRepo } from './cds-tokens.repo';
import { MAX_PAGES } from './fhir-pages';

/** CDS Hooks protocol limits: token lifetime and replay, EHR-defined override reasons, the hook field, pagination bounds. */
let server: TestServer;
let ehr: Ehr;
let close: () => Promise<unknown>;
const SERVICE = '/cds-services/balancer-bipolar-medications';
const FEEDBACK = `${SERVICE}/feedback`;
const aud = (path = SERVICE) => server.config.publicUrl + path;
const post = <T>(path: string, json: unknown, token: string) =>
  server.api<T>(path, { method: 'POST', json, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  ({ ehr, server, close } = await startCdsServer());
});
afterAll(() => close());

describe('token lifetime and replay', () => {
  it('refuses a one-hour and a 24-hour token, first use and replay alike', async () => {
    for (const [expiresIn, seconds] of [
      ['1h', 3600],
      ['24h', 86400],
    ] as const) {
      const token = await ehr.token(aud(), { expiresIn });
      for (const attempt of [1, 2]) {
        const res = await post<ApiError>(SERVICE, fx.patientView([fx.manic()]), token);
        expect(res.status, `${expiresIn} attempt ${attempt}`).toBe(401);
        expect(res.body.error).toContain(`the token lives ${seconds} s (exp - iat); at most 300 s is accepted`);
      }
    }
  });

  it('remembers a used jti until the token expires, in the table every process shares', async () => {
    const { target, drop } = await cloneTemplate(inject('dbTemplate'));
    const first = await openDatabase(target);
    // On PostgreSQL a second connection pool stands for a second server process.
    const second = first.kind === 'postgres' ? await openDatabase(target) : first;
    try {
      let clock = Date.now();
      const clients = [{ iss: ehr.iss, jwksUrl: ehr.jwksUrl }];
      const a = createCdsAuthenticator(clients, createCdsTokensRepo(first.db), () => clock);
      const b = createCdsAuthenticator(clients, createCdsTokensRepo(second.db), () => clock);
      const token = await ehr.token(aud());
      await expect(a(`Bearer ${token}`, [aud()])).resolves.toMatchObject({ iss: ehr.iss });
      clock += 4 * 60_000 + 50_000; // 4 min 50 s later: still valid, still remembered
      await expect(b(`Bearer ${token}`, [aud()])).rejects.toThrow(/already used/);
      clock += 2 * 60_000; // past exp and the clock tolerance: the token itself is refused as expired
      await expect(b(`Bearer ${token}`, [aud()])).rejects.toThrow(/expired/);
      // The expired entry is cleared on the next claim: the table does not grow without bound.
      expect(await createCdsTokensRepo(first.db).claim('other|jti', new Date(clock + 60_000), new Date(clock))).toBe(true);
      const rows = rowsOf<{ n: number }>(await first.db.execute(sql`SELECT count(*)::int AS n FROM cds_used_tokens`));
      expect(rows[0]!.n).toBe(1);
    } finally {
      if (second !== first) await second.close();
      await first.close();
      await drop();
    }
  });
});

describe('feedback with the EHR’s own override reason', () => {
  it("accepts the specification's example (a reason in the EHR's code system) and stores its code and system", async () => {
    const { body } = await post<CdsResponse>(SERVICE, fx.patientView([fx.manic(), fx.pregnancyStatus(true)]), await ehr.token(aud()));
    const critical = body.cards.find((c) => c.indicator === 'critical')!;
    // CDS Hooks 2.0.1, "Overridden guidance" example.
    const example = {
      feedback: [
        {
          card: critical.uuid,
          outcome: 'overridden',
          overrideReason: {
            reason: { code: 'reason-code-provided-by-service', system: 'http://example.org/cds-services/fhir/CodeSystem/override-reasons' },
            userComment: 'clinician entered comment',
          },
          outcomeTimestamp: '2020-12-11T00:00:00.000Z',
        },
      ],
    };
    expect((await post(FEEDBACK, example, await ehr.token(aud(FEEDBACK)))).status).toBe(200);
    const { access } = await server.login(server.admin.email, server.admin.password);
    const list = await server.api<CdsFeedbackList>('/api/v2/cds-feedback', { token: access });
    expect(list.body.find((f) => f.card === critical.uuid)).toMatchObject({
      outcome: 'overridden',
      overrideReason: 'reason-code-provided-by-service',
      overrideSystem: 'http://example.org/cds-services/fhir/CodeSystem/override-reasons',
    });
    expect(JSON.stringify(list.body)).not.toContain('clinician entered comment');
  });
});

describe('the request', () => {
  it('answers 400 naming `hook` when the body names another hook than the service answers', async () => {
    const res = await post<ApiError>(SERVICE, { ...fx.patientView([fx.manic()]), hook: 'order-select' }, await ehr.token(aud()));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields ?? {})).toEqual(['hook']);
  });

  it(`follows link.next through fhirServer up to ${MAX_PAGES} pages, then says the record was read in part`, async () => {
    // Every page links to one more: the bound, not the server, ends the reading.
    const next = (n: number) => `${fhir.url}/Condition?patient=${fx.PATIENT_ID}&page=${n}`;
    const fhir = await startFhirServer((url) => {
      const n = Number(url.searchParams.get('page'));
      if (!url.pathname.endsWith('/Condition')) return undefined;
      return sy.page([sy.textCondition(`Invented note ${n}`)], next(n + 1));
    });
    const request = fx.patientView([fx.manic()]);
    const conditions = { ...request.prefetch.conditions, link: [{ relation: 'next', url: next(2) }] };
    const body = { ...request, fhirServer: fhir.url, prefetch: { ...request.prefetch, conditions } };
    const res = await post<CdsResponse>(SERVICE, body, await ehr.token(aud()));
    await fhir.close();
    expect(res.status).toBe(200);
    expect(fhir.seen.filter((r) => r.url.startsWith('/fhir/Condition'))).toHaveLength(MAX_PAGES - 1);
    const partial = res.body.cards.find((c) => c.source.topic?.code === 'record-partial')!;
    expect(partial).toMatchObject({ indicator: 'warning', summary: 'The record was read only in part: more pages of it were not read' });
    expect(res.body.cards.indexOf(partial)).toBe(0);
  });

  it('never follows a next link to another server with the access token', async () => {
    const elsewhere = await startFhirServer(() => fx.bundle([]));
    const fhir = await startFhirServer(() => fx.bundle([]));
    const request = fx.patientView([fx.manic()]);
    const conditions = { ...request.prefetch.conditions, link: [{ relation: 'next', url: `${elsewhere.url}/Condition?page=2` }] };
    const body = {
      ...request,
      fhirServer: fhir.url,
      fhirAuthorization: { access_token: 'secret', token_type: 'Bearer', expires_in: 300, scope: 's', subject: 's' },
      prefetch: { ...request.prefetch, conditions },
    };
    const res = await post<CdsResponse>(SERVICE, body, await ehr.token(aud()));
    await Promise.all([elsewhere.close(), fhir.close()]);
    expect(elsewhere.seen).toEqual([]);
    expect(res.body.cards.some((c) => c.source.topic?.code === 'record-partial')).toBe(true);
  });
});
