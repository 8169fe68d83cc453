import type { ApiError, RecommendResponse } from '@balancer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const recommend = (body: Record<string, unknown>) =>
  server.api<RecommendResponse>('/api/v1/api/get_med_recommend', { method: 'POST', json: body });

const allTiers = (r: RecommendResponse) => [...r.first, ...r.second, ...r.third];

describe('POST /api/v1/api/get_med_recommend', () => {
  it.each(['Manic', 'Depressed', 'Hypomanic', 'Euthymic'])('answers non-empty cited tiers for %s', async (state) => {
    const { status, body } = await recommend({ state });
    expect(status).toBe(200);
    // Hypomania has no third line (the extrapolated table keeps only what the 2023 update supports).
    const tiers = state === 'Hypomanic' ? [body.first, body.second] : [body.first, body.second, body.third];
    for (const tier of tiers) {
      expect(tier.length).toBeGreaterThan(0);
      for (const item of tier) {
        expect(item.name).toEqual(expect.any(String));
        expect(item.source).toBe(`diagnosis_${state.toLowerCase()}`);
        expect(item.guideline?.locator).toMatch(/CANMAT/);
        expect(item.explanation.length).toBeGreaterThan(10);
      }
    }
    expect(body.guideline.name).toMatch(/CANMAT/);
    expect(body.excluded).toEqual([]);
    expect(body.extrapolation === null).toBe(state !== 'Hypomanic');
  });

  it('never returns a lithium-containing regimen with kidney history, and says why each was removed', async () => {
    for (const state of ['Manic', 'Depressed', 'Hypomanic', 'Euthymic']) {
      const { body } = await recommend({ state, kidneyHistory: true, suicideHistory: true });
      expect(allTiers(body).filter((s) => /lithium/i.test(s.name))).toEqual([]);
      const removed = body.excluded.filter((e) => /lithium/i.test(e.name));
      expect(removed.length).toBeGreaterThan(0);
      for (const e of removed) {
        expect(e.rules.map((r) => r.effect)).toContain('exclude');
        expect(e.explanation).toMatch(/kidney|renal/i);
      }
    }
  });

  it('removes every valproate regimen when "Depakote" is a prior medication (legacy comma string)', async () => {
    const { status, body } = await recommend({ state: 'Manic', priorMedications: 'Depakote, lurasidone' });
    expect(status).toBe(200);
    expect(allTiers(body).filter((s) => /valpro|lurasidone/i.test(s.name))).toEqual([]);
    const valproate = body.excluded.filter((e) => /valpro/i.test(e.name));
    expect(valproate.length).toBeGreaterThanOrEqual(4);
    for (const e of valproate) expect(e.rules[0]?.matched).toContain('Depakote');
  });

  it('accepts prior medications as a list too', async () => {
    const { body } = await recommend({ state: 'Depressed', priorMedications: ['seroquel'] });
    expect(allTiers(body).some((s) => /quetiapine/i.test(s.name))).toBe(false);
  });

  it('excludes valproate for a possible pregnancy', async () => {
    const { body } = await recommend({ state: 'Euthymic', anyPregnancy: true });
    expect(allTiers(body).some((s) => /valpro/i.test(s.name))).toBe(false);
    expect(body.excluded.some((e) => /valpro/i.test(e.name))).toBe(true);
  });

  it('carries the content version, what the guideline advises against, and why a line is empty', async () => {
    const { body: dep } = await recommend({ state: 'Depressed' });
    expect(dep.contentVersion).toMatch(/^canmat-2018-2023u@[0-9a-f]{16}$/);
    expect(dep.notRecommended.map((n) => n.row)).toContain('Antidepressant monotherapy');
    const { body: hypo } = await recommend({ state: 'Hypomanic' });
    expect(hypo.contentVersion).toBe(dep.contentVersion);
    expect(hypo.third).toEqual([]);
    expect(hypo.emptyLines).toEqual([expect.objectContaining({ line: 3, cause: 'table', rules: [] })]);
  });

  it('answers 400 naming the field for an unknown state, never 500', async () => {
    const { status, body } = await server.api<ApiError>('/api/v1/api/get_med_recommend', {
      method: 'POST',
      json: { state: 'manic' },
    });
    expect(status).toBe(400);
    expect(body.code).toBe('validation_error');
    expect(Object.keys(body.fields ?? {})).toEqual(['state']);
    expect(body.error).toMatch(/^state:/);
    expect(body.requestId).toEqual(expect.any(String));
  });

  it('refuses a string where a yes/no is expected, naming the field', async () => {
    const { status, body } = await server.api<ApiError>('/api/v1/api/get_med_recommend', {
      method: 'POST',
      json: { state: 'Manic', kidneyHistory: 'false' },
    });
    expect(status).toBe(400);
    expect(body.fields).toHaveProperty('kidneyHistory');
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await fetch(`${server.url}/api/v1/api/get_med_recommend`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"state":',
    });
    expect(res.status).toBe(400);
    expect((await res.json()) as ApiError).toMatchObject({ code: 'bad_request' });
  });

  it('never writes suggester input to the logs', async () => {
    const marker = 'Zyxwvut-Qrstu';
    await recommend({ state: 'Manic', priorMedications: marker, description: marker, otherDiagnosis: marker, id: marker });
    await recommend({ state: marker });
    expect(server.logs.length).toBeGreaterThan(0);
    expect(server.logs.join('\n')).not.toContain(marker);
  });
});
