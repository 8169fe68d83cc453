import type { RecommendationResponse } from '@balancer/contract';
import type { LegacyMedicationListItem, LegacyRiskResponse } from '@balancer/contract/legacy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const v1 = (name: string) => `/api/v1/api/${name}`;

describe('legacy suggester calls answer what v2 answers', () => {
  it('get_med_recommend: Yes/No booleans, comma-joined prior medications and free text give the v2 result', async () => {
    const legacy = await server.api<RecommendationResponse>(v1('get_med_recommend'), {
      method: 'POST',
      json: {
        id: 'ab12c',
        state: 'Manic',
        description: 'notes',
        otherDiagnosis: '',
        currentMedications: '',
        mania: true,
        kidneyHistory: true,
        priorMedications: 'Depakote, lurasidone',
      },
    });
    const v2 = await server.api<RecommendationResponse>('/api/v2/recommendations', {
      method: 'POST',
      json: { state: 'Manic', kidneyHistory: true, priorMedications: ['Depakote', 'lurasidone'] },
    });
    expect(legacy.status).toBe(200);
    expect(legacy.body).toEqual(v2.body);
    expect(legacy.body.first[0]).toMatchObject({ name: expect.any(String), source: 'diagnosis_manic' });
  });

  it('get_full_list_med: the v2 list with statements joined by ", " and a statement\'s own commas kept whole', async () => {
    const { status, body } = await server.api<LegacyMedicationListItem[]>(v1('get_full_list_med'));
    expect(status).toBe(200);
    const v2 = await server.api<{ name: string; benefits: { text: string }[] }[]>('/api/v2/medications');
    expect(body.map((m) => m.name)).toEqual(v2.body.map((m) => m.name));
    for (const [i, m] of body.entries()) expect(m.benefits.split(', ')).toHaveLength(v2.body[i]!.benefits.length || 1);
    const one = await server.api<LegacyMedicationListItem>(v1('get_full_list_med?name=lithium'));
    expect(one.body.name).toBe('Lithium');
    expect((await server.api(v1('get_full_list_med?name=Nothingazine'))).status).toBe(404);
  });

  it('riskWithSources: "- " items and cited sources, by brand name too', async () => {
    const { status, body } = await server.api<LegacyRiskResponse>(v1('riskWithSources'), {
      method: 'POST',
      json: { drug: 'Depakote', source: 'diagnosis_manic' },
    });
    expect(status).toBe(200);
    expect(body.ingredients).toEqual(['Valproate']);
    expect(body.risks.every((r) => r.startsWith('- '))).toBe(true);
    expect(body.risks.join(' ')).toMatch(/hepat|liver/i);
    expect(new Set(body.sources.map((s) => s.text)).size).toBe(body.sources.length);
    for (const s of body.sources) expect(s.title).toEqual(expect.any(String));
    for (const d of [...body.details.benefits, ...body.details.risks]) expect(d.locator.length).toBeGreaterThan(0);
  });

  it('riskWithSources refuses a missing drug, an unknown source and an unknown drug', async () => {
    const post = (json: unknown) => server.api<Record<string, unknown>>(v1('riskWithSources'), { method: 'POST', json });
    expect((await post({})).status).toBe(400);
    expect((await post({ drug: 'Lithium', source: 'x' })).status).toBe(400);
    expect((await post({ drug: 'Nothingazine' })).status).toBe(404);
  });
});
