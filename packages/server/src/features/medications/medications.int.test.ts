import type { ApiError, MedicationListItem, RiskResponse } from '@balancer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/v1/api/get_full_list_med', () => {
  it('lists the seeded catalogue sorted by name, with combinations and brand aliases', async () => {
    const { status, body } = await server.api<MedicationListItem[]>('/api/v1/api/get_full_list_med');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(25);
    const names = body.map((m) => m.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(names).toContain('Quetiapine plus Lithium');
    const valproate = body.find((m) => m.name === 'Valproate');
    expect(valproate?.aliases).toContain('Depakote');
    expect(valproate?.benefits.length).toBeGreaterThan(0);
  });

  it('finds one medication by name, case-insensitively, and 404s an unknown one', async () => {
    const found = await server.api<MedicationListItem>('/api/v1/api/get_full_list_med?name=lithium');
    expect(found.status).toBe(200);
    expect(found.body.name).toBe('Lithium');
    const missing = await server.api<ApiError>('/api/v1/api/get_full_list_med?name=Nothingazine');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Medication not found');
  });
});

describe('POST /api/v1/api/riskWithSources', () => {
  it('answers benefits and risks with "- " items and cited sources, by brand name too', async () => {
    const { status, body } = await server.api<RiskResponse>('/api/v1/api/riskWithSources', {
      method: 'POST',
      json: { drug: 'Depakote', source: 'diagnosis_manic' },
    });
    expect(status).toBe(200);
    expect(body.ingredients).toEqual(['Valproate']);
    expect(body.risks.every((r) => r.startsWith('- '))).toBe(true);
    expect(body.risks.join(' ')).toMatch(/hepat|liver/i);
    expect(body.sources.length).toBeGreaterThan(0);
    for (const s of body.sources) expect(s.title).toEqual(expect.any(String));
    // One entry per reference: the same guideline cited for several boxes is listed once.
    expect(new Set(body.sources.map((s) => s.text)).size).toBe(body.sources.length);
    for (const d of [...body.details.benefits, ...body.details.risks]) expect(d.locator.length).toBeGreaterThan(0);
  });

  it('covers combinations with their ingredients', async () => {
    const { body } = await server.api<RiskResponse>('/api/v1/api/riskWithSources', {
      method: 'POST',
      json: { drug: 'Quetiapine plus Lithium' },
    });
    expect(body.ingredients).toEqual(['Quetiapine', 'Lithium']);
  });

  it('refuses a missing drug, an unknown source and an unknown drug with clear errors', async () => {
    const noDrug = await server.api<ApiError>('/api/v1/api/riskWithSources', { method: 'POST', json: {} });
    expect(noDrug.status).toBe(400);
    expect(noDrug.body.fields).toHaveProperty('drug');
    const badSource = await server.api<ApiError>('/api/v1/api/riskWithSources', { method: 'POST', json: { drug: 'Lithium', source: 'x' } });
    expect(badSource.status).toBe(400);
    expect(badSource.body.fields).toHaveProperty('source');
    const unknown = await server.api<ApiError>('/api/v1/api/riskWithSources', { method: 'POST', json: { drug: 'Nothingazine' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("Medication 'Nothingazine' not found.");
  });
});
