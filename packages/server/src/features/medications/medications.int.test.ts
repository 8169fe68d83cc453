import type { ApiError, MedicationDetail, MedicationSummary } from '@balancer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/v2/medications', () => {
  it('lists the seeded catalogue sorted by name, with combinations, aliases and cited statements', async () => {
    const { status, body } = await server.api<MedicationSummary[]>('/api/v2/medications');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(25);
    const names = body.map((m) => m.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(names).toContain('Quetiapine plus Lithium');
    const valproate = body.find((m) => m.id === 'valproate');
    expect(valproate?.aliases).toContain('Depakote');
    expect(valproate?.benefits.length).toBeGreaterThan(0);
    for (const s of [...valproate!.benefits, ...valproate!.risks]) {
      expect(s.text).not.toMatch(/^- /);
      expect(s.citation.length).toBeGreaterThan(0);
      expect(s.locator.length).toBeGreaterThan(0);
      expect(typeof s.needsReview).toBe('boolean');
    }
  });
});

describe('GET /api/v2/medications/{id}', () => {
  it('answers a combination with its ingredients, statements and each source once with its locators', async () => {
    const { status, body } = await server.api<MedicationDetail>(`/api/v2/medications/${encodeURIComponent('quetiapine+lithium')}`);
    expect(status).toBe(200);
    expect(body.ingredients).toEqual(['Quetiapine', 'Lithium']);
    expect(body.risks.some((r) => r.text.startsWith('Lithium: '))).toBe(true);
    expect(new Set(body.sources.map((s) => s.reference)).size).toBe(body.sources.length);
    const cited = new Set([...body.benefits, ...body.risks].map((s) => s.reference));
    expect(new Set(body.sources.map((s) => s.reference))).toEqual(cited);
    for (const s of body.sources) expect(s.locators.length).toBeGreaterThan(0);
  });

  it('keeps statements whole, commas included, and marks background knowledge for review', async () => {
    const { body } = await server.api<MedicationDetail>('/api/v2/medications/clozapine');
    expect(body.risks.find((r) => r.text.startsWith('Severe neutropenia'))?.needsReview).toBe(true);
  });

  it('answers 404 naming the id for an unknown medication', async () => {
    const { status, body } = await server.api<ApiError>('/api/v2/medications/nothingazine');
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'not_found', error: "id: no medication 'nothingazine'" });
  });
});
