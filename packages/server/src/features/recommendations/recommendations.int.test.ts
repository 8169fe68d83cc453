import type { ApiError, RecommendationRequest, RecommendationResponse } from '@balancer/contract';
import { moodStateSchema } from '@balancer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const recommend = <T = RecommendationResponse>(body: RecommendationRequest | Record<string, unknown>) =>
  server.api<T>('/api/v2/recommendations', { method: 'POST', json: body });

const allTiers = (r: RecommendationResponse) => [...r.first, ...r.second, ...r.third];

describe('POST /api/v2/recommendations', () => {
  it.each(moodStateSchema.options)('answers non-empty cited tiers for %s', async (state) => {
    const { status, body } = await recommend({ state });
    expect(status).toBe(200);
    // Hypomania has no third line (the extrapolated table keeps only what the 2023 update supports).
    const tiers = state === 'Hypomanic' ? [body.first, body.second] : [body.first, body.second, body.third];
    for (const tier of tiers) {
      expect(tier.length).toBeGreaterThan(0);
      for (const item of tier) {
        expect(item.regimenId).toEqual(expect.any(String));
        expect(item.guideline?.locator).toMatch(/CANMAT/);
        expect(item.explanation.length).toBeGreaterThan(10);
      }
    }
    expect(body.guideline.name).toMatch(/CANMAT/);
    expect(body.excluded).toEqual([]);
    expect(body.extrapolation === null).toBe(state !== 'Hypomanic');
  });

  it('never returns a lithium-containing regimen with kidney history, and says why each was removed', async () => {
    for (const state of moodStateSchema.options) {
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

  it('removes every valproate regimen when "Depakote" is a prior medication', async () => {
    const { status, body } = await recommend({ state: 'Manic', priorMedications: ['Depakote', 'lurasidone'] });
    expect(status).toBe(200);
    expect(allTiers(body).filter((s) => /valpro|lurasidone/i.test(s.name))).toEqual([]);
    const valproate = body.excluded.filter((e) => /valpro/i.test(e.name));
    expect(valproate.length).toBeGreaterThanOrEqual(4);
    for (const e of valproate) expect(e.rules[0]?.matched).toContain('Depakote');
  });

  it('excludes valproate for a possible pregnancy', async () => {
    const { body } = await recommend({ state: 'Euthymic', anyPregnancy: true });
    expect(allTiers(body).some((s) => /valpro/i.test(s.name))).toBe(false);
    expect(body.excluded.some((e) => /valpro/i.test(e.name))).toBe(true);
  });

  it('carries the content version, what the guideline advises against, and why a line is empty', async () => {
    const { body: dep } = await recommend({ state: 'Depressed' });
    expect(dep.contentVersion).toMatch(/^v\d+:canmat-2018-2023u@[0-9a-f]{16}$/);
    expect(dep.notRecommended.map((n) => n.row)).toContain('Antidepressant monotherapy');
    const { body: hypo } = await recommend({ state: 'Hypomanic' });
    expect(hypo.contentVersion).toBe(dep.contentVersion);
    expect(hypo.third).toEqual([]);
    expect(hypo.emptyLines).toEqual([expect.objectContaining({ line: 3, cause: 'table', rules: [] })]);
  });

  it('exposes deprioritised regimens, advisories and review status over HTTP', async () => {
    const { status, body } = await recommend({ state: 'Manic', psychotic: true, anyPregnancy: true, liverHistory: true });
    expect(status).toBe(200);
    expect(body.advisories.map((a) => a.ruleId)).toEqual(['psychosis-favours-antipsychotic']);
    expect(body.advisories[0]?.regimenIds).toContain('quetiapine');
    expect(body.excluded.find((e) => e.regimenId === 'tamoxifen')?.rules.map((r) => r.ruleId)).toEqual(['pregnancy-excludes-tamoxifen']);
    const cbz = body.second.at(-1);
    expect(cbz).toMatchObject({ regimenId: 'carbamazepine', deprioritised: true });
    expect(cbz?.explanation).toContain('Moved to the end of the line because:');
    const liver = cbz?.rules.find((r) => r.ruleId === 'liver-history-warns-carbamazepine');
    expect(liver).toMatchObject({ effect: 'warn', severity: 'critical', needsReview: true });
    expect(cbz?.rules.find((r) => r.ruleId === 'pregnancy-warns-carbamazepine')?.needsReview).toBe(false);
  });

  it('answers 400 naming the field for an unknown state, never 500', async () => {
    const { status, body } = await recommend<ApiError>({ state: 'manic' });
    expect(status).toBe(400);
    expect(body.code).toBe('validation_error');
    expect(Object.keys(body.fields ?? {})).toEqual(['state']);
    expect(body.error).toMatch(/^state:/);
    expect(body.requestId).toEqual(expect.any(String));
  });

  it('refuses the legacy shapes: a Yes/No string, a comma-joined list, free text', async () => {
    const flag = await recommend<ApiError>({ state: 'Manic', kidneyHistory: 'Yes' });
    expect(flag.status).toBe(400);
    expect(flag.body.fields).toHaveProperty('kidneyHistory');
    const joined = await recommend<ApiError>({ state: 'Manic', priorMedications: 'Depakote, Lithium' });
    expect(joined.body.fields).toHaveProperty('priorMedications');
    const freeText = await recommend<ApiError>({ state: 'Manic', description: 'seen today' });
    expect(freeText.status).toBe(400);
    expect(freeText.body.error).toContain('description');
  });

  it('takes what the patient takes now (currentMedications, ADR 0041): a list of names, optional, 400 naming it otherwise', async () => {
    const ok = await recommend<RecommendationResponse>({ state: 'Manic', currentMedications: ['Advil', 'lisinopril 10 mg'] });
    expect(ok.status).toBe(200);
    const joined = await recommend<ApiError>({ state: 'Manic', currentMedications: 'Advil, lisinopril' });
    expect(joined.status).toBe(400);
    expect(joined.body.fields).toHaveProperty('currentMedications');
    const blank = await recommend<ApiError>({ state: 'Manic', currentMedications: ['  '] });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body.fields ?? {})).toEqual(['currentMedications.0']);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await fetch(`${server.url}/api/v2/recommendations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"state":',
    });
    expect(res.status).toBe(400);
    expect((await res.json()) as ApiError).toMatchObject({ code: 'bad_request' });
  });

  it('never writes suggester input to the logs', async () => {
    const marker = 'Zyxwvut-Qrstu';
    await recommend({ state: 'Manic', priorMedications: [marker] });
    await recommend({ state: marker });
    await recommend({ state: 'Manic', description: marker });
    expect(server.logs.length).toBeGreaterThan(0);
    expect(server.logs.join('\n')).not.toContain(marker);
  });
});
