import { recommendationRequestSchema, type RecommendationResponse } from '@balancer/contract';
import { legacyRecommendRequestSchema } from '@balancer/contract/legacy';
import {
  defaultCatalog,
  defaultGuidelinePack,
  defaultClinicalContent,
  effectiveRules,
  recommend,
  riskFlagDefinitions,
  riskFlagValues,
  withStartTargetMonitor,
  rulesTriggeredBy,
  type PatientContext,
} from '@balancer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';

// The rules the server evaluates for the built-in content: its interactions compiled in (ADR 0048).
const engineRules = effectiveRules(defaultClinicalContent());

/**
 * One list of risk flags drives every layer: this test adds nothing per flag; it walks the domain's
 * list through the contract (both versions), the HTTP handlers (both versions) and the engine.
 * The web side of the same walk (form question, tooltip, request, summary) is in the web package.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe.each(riskFlagDefinitions.map((f) => [f.id, f] as const))('risk flag %s', (id) => {
  it('is a boolean of both request schemas, false when absent', () => {
    expect(recommendationRequestSchema.parse({ state: 'Manic' })[id]).toBe(false);
    expect(recommendationRequestSchema.parse({ state: 'Manic', [id]: true })[id]).toBe(true);
    expect(recommendationRequestSchema.safeParse({ state: 'Manic', [id]: 'Yes' }).success).toBe(false);
    expect(legacyRecommendRequestSchema.parse({ state: 'Manic', [id]: true })[id]).toBe(true);
  });

  it('reaches the engine through both handlers unchanged', async () => {
    const state = 'Depressed';
    const input: PatientContext = { state, ...riskFlagValues(false), [id]: true, priorMedications: [] };
    // The answer as the engine gives it, with each suggestion's start, target and monitoring block (issue 41).
    const expected = withStartTargetMonitor(recommend(input, defaultGuidelinePack, engineRules, defaultCatalog), input, defaultCatalog);
    const post = (path: string) => server.api<RecommendationResponse>(path, { method: 'POST', json: { state, [id]: true } });
    const [v2, v1] = await Promise.all([post('/api/v2/recommendations'), post('/api/v1/api/get_med_recommend')]);
    // The server's answer names the stored content version it ran on (version 1, the built-in content).
    const stored = { ...expected, contentVersion: expect.stringMatching(/^v1:canmat-2018-2023u@[0-9a-f]{16}$/) };
    expect(v2.body).toEqual(stored);
    expect(v1.body).toEqual(stored);
    // A flag some rule reads changes the answer; the rules it triggers are the ones its tooltip names.
    const baseline = recommend(
      { state, ...riskFlagValues(false), priorMedications: [] },
      defaultGuidelinePack,
      engineRules,
      defaultCatalog,
    );
    if (rulesTriggeredBy(id, engineRules).length) expect(v2.body).not.toEqual(baseline);
  });
});
