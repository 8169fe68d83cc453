import type { CdsCard, RecommendationResponse } from '@balancer/contract';
import { cdsResponseSchema } from '@balancer/contract';
import {
  clinicalCaseContext,
  defaultCatalog,
  defaultGuidelinePack,
  defaultClinicalContent,
  effectiveRules,
  recommend,
  withStartTargetMonitor,
  thirdReviewCases,
  type ClinicalCase,
  type RiskFlag,
} from '@balancer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEhr } from '../../../test/cds-client';
import * as fx from '../../../test/fhir-fixtures';
import { startTestServer, type TestServer } from '../../../test/test-server';

// The rules the server evaluates for the built-in content: its interactions compiled in (ADR 0048).
const engineRules = effectiveRules(defaultClinicalContent());

/**
 * The third clinical review's cases (docs/clinical/third-review.md) through every way in: v2, the
 * legacy v1 call and, where a FHIR record can say the same, the CDS Hooks cards. All must agree with
 * the domain's answer: same suggestions in the same order, same rules beside them, same advisories.
 */
let server: TestServer;
let ehr: Awaited<ReturnType<typeof startEhr>>;
beforeAll(async () => {
  ehr = await startEhr();
  server = await startTestServer({ cdsHooksClients: [{ iss: ehr.iss, jwksUrl: ehr.jwksUrl }] });
});
afterAll(async () => {
  await server.close();
  await ehr.close();
});

const cases = thirdReviewCases();
const md = (text: string) => text.replace(/[\\`*_[\]<>|~]/g, (c) => `\\${c}`);

/** Coded conditions that set each flag in the CDS mapping (packages/domain/src/fhir/code-lists.ts). */
const FLAG_RECORDS: Partial<Record<RiskFlag, () => ReturnType<typeof fx.condition>>> = {
  kidneyHistory: () => fx.condition('icd10cm', 'N18.3', 'Chronic kidney disease, stage 3'),
  liverHistory: () => fx.condition('icd10cm', 'K74.60', 'Unspecified cirrhosis of liver'),
  bloodPressureHistory: () => fx.condition('icd10cm', 'I95.1', 'Orthostatic hypotension'),
  weightGainConcern: () => fx.condition('icd10cm', 'E66.9', 'Obesity, unspecified'),
  suicideHistory: () => fx.condition('icd10cm', 'Z91.51', 'Personal history of suicidal behavior'),
  anyPregnancy: () => fx.pregnancyStatus(true),
};
const EPISODES = {
  Manic: ['F31.12', 'F31.2'],
  Depressed: ['F31.31', 'F31.5'],
  Euthymic: ['F31.70', null],
  Hypomanic: ['F31.0', null],
} as const;

/** The FHIR record saying what the case says, or null when a record cannot (e.g. hypomania with psychosis). */
function fhirRecord(c: ClinicalCase) {
  const [plain, psychotic] = EPISODES[c.input.state];
  const code = c.input.flags.includes('psychotic') ? psychotic : plain;
  const flags = c.input.flags.filter((f) => f !== 'psychotic');
  if (!code || flags.some((f) => !FLAG_RECORDS[f])) return null;
  return [
    fx.condition('icd10cm', code, `Bipolar disorder (${c.input.state})`),
    ...flags.map((f) => FLAG_RECORDS[f]!()),
    ...c.input.priorMedications.map((text) => fx.medicationRequest({ status: 'stopped', text })),
  ];
}

async function cds(resources: ReturnType<typeof fhirRecord>): Promise<CdsCard[]> {
  const path = '/cds-services/balancer-bipolar-medications';
  const token = await ehr.token(server.config.publicUrl + path);
  const res = await server.api(path, { method: 'POST', json: fx.patientView(resources!), headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return cdsResponseSchema.parse(res.body).cards;
}

describe.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
  const context = clinicalCaseContext(c);
  // The engine's answer with each suggestion's start, target and monitoring block (issue 41).
  const expected = withStartTargetMonitor(recommend(context, defaultGuidelinePack, engineRules, defaultCatalog), context, defaultCatalog);

  it('v2 and the legacy call give the domain answer', async () => {
    const json = {
      state: c.input.state,
      priorMedications: c.input.priorMedications,
      ...Object.fromEntries(c.input.flags.map((f) => [f, true])),
    };
    const post = (path: string, body: unknown) => server.api<RecommendationResponse>(path, { method: 'POST', json: body });
    const [v2, v1] = await Promise.all([
      post('/api/v2/recommendations', json),
      post('/api/v1/api/get_med_recommend', { ...json, priorMedications: c.input.priorMedications.join(', ') }),
    ]);
    const stored = { ...expected, contentVersion: expect.stringMatching(/^v1:canmat-2018-2023u@[0-9a-f]{16}$/) };
    expect(v2.body).toEqual(stored);
    expect(v1.body).toEqual(v2.body);
  });

  const record = fhirRecord(c);
  it.skipIf(!record)('the CDS Hooks cards carry the same suggestions, rules and advisories', async () => {
    const cards = await cds(record);
    const lines = { first: 'line-1', second: 'line-2', third: 'line-3' } as const;
    for (const [tier, code] of Object.entries(lines) as [keyof typeof lines, string][]) {
      const card = cards.find((x) => x.source.topic?.code === code);
      const names = [...(card?.detail ?? '').matchAll(/^\d+\. \*\*(.+?)\*\*/gm)].map((m) => m[1]);
      expect(names).toEqual(expected[tier].map((s) => md(s.name)));
      for (const s of expected[tier]) for (const r of s.rules) expect(card?.detail).toContain(md(r.label));
    }
    for (const a of expected.advisories) expect(cards.some((x) => x.source.topic?.code === `advisory:${a.ruleId}`)).toBe(true);
    const notSuggested = cards.find((x) => x.source.topic?.code === 'not-suggested')?.detail ?? '';
    for (const e of expected.excluded) expect(notSuggested).toContain(`**${md(e.name)}**`);
  });
});
