import { cdsResponseSchema, type CdsCard, type RecommendationRequest, type RecommendationResponse } from '@balancer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCdsServer, whoOf, type Ehr } from '../../../test/cds-client';
import * as fx from '../../../test/fhir-fixtures';
import * as sy from '../../../test/synthea-fixtures';
import type { TestServer } from '../../../test/test-server';

/**
 * Who the patient is, read from the record (docs/adr/0046; issue 37 findings 6, 7, 9): the cards quote
 * what was read and carry the same suggestions as the v2 answer for what a clinician would enter.
 */
let server: TestServer;
let ehr: Ehr;
let close: () => Promise<unknown>;
const SERVICE = '/cds-services/balancer-bipolar-medications';
const manic = () => sy.sctCondition('191618007', 'Bipolar affective disorder, current episode manic (disorder)');
const woman = () => sy.patient('female', '1994-04-02');
const bornYearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-01`;

type Case = { name: string; record: Record<string, unknown>[]; clinician: RecommendationRequest; says: RegExp[]; saysNot?: RegExp[] };

const cases: Case[] = [
  {
    name: 'man of 30: the valproate message for men, no pregnancy caution (MHRA 2024)',
    record: [sy.patient('male', bornYearsAgo(31)), manic()],
    clinician: { state: 'Manic' },
    says: [/Age group: adult/, /Sex: male \(Patient.gender\)/, /valproate and fathering a child/],
    saysNot: [/confirm pregnancy potential/, /The form records neither age nor sex/],
  },
  {
    name: 'woman of 30: valproate after the alternatives (FDA boxed warning)',
    record: [sy.patient('female', bornYearsAgo(31)), manic()],
    clinician: { state: 'Manic' },
    says: [/valproate only after the alternatives/],
    saysNot: [/The form records neither age nor sex/],
  },
  {
    name: 'man of 84 with dementia (SNOMED 52448006): antipsychotic boxed warning',
    record: [sy.patient('male', '1942-05-01'), manic(), sy.sctCondition('52448006', 'Dementia (disorder)')],
    clinician: { state: 'Manic', conditions: ['52448006'] },
    says: [/Age group: older adult/, /increased mortality/],
  },
  {
    name: 'SNOMED 16295005 bipolar II, most recent episode major depressive: Box 4',
    record: [woman(), sy.sctCondition('16295005', 'Bipolar II disorder, most recent episode major depressive (disorder)')],
    clinician: { state: 'Depressed', bipolarType: 'II' },
    says: [/Bipolar type: bipolar II \(SNOMED CT 16295005/, /CANMAT-2023U Box 4/],
  },
  {
    name: 'ICD-10-CM F31.81 with F31.31: bipolar II depression',
    record: [
      woman(),
      fx.condition('icd10cm', 'F31.81', 'Bipolar II disorder'),
      fx.condition('icd10cm', 'F31.31', 'Bipolar disorder, current episode depressed, mild'),
    ],
    clinician: { state: 'Depressed', bipolarType: 'II' },
    says: [/Bipolar type: bipolar II \(ICD-10-CM F31.81/],
  },
];

beforeAll(async () => {
  ({ ehr, server, close } = await startCdsServer());
});
afterAll(async () => {
  await close();
});

async function cardsFor(c: Case): Promise<CdsCard[]> {
  const token = await ehr.token(server.config.publicUrl + SERVICE);
  const res = await server.api(SERVICE, {
    method: 'POST',
    json: JSON.parse(JSON.stringify(fx.patientView(c.record as never))),
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return cdsResponseSchema.parse(res.body).cards;
}

const numbered = (cards: CdsCard[], code: string) =>
  [...(cards.find((c) => c.source.topic?.code === code)?.detail ?? '').matchAll(/^\d+\. \*\*(.+?)\*\*/gm)].map((m) => m[1]!);

describe('who the patient is, from the record', () => {
  it.each(cases)('$name', async (c) => {
    const cards = await cardsFor(c);
    const text = cards.map((k) => `${k.summary}\n${k.detail}`).join('\n');
    for (const re of c.says) expect(text).toMatch(re);
    for (const re of c.saysNot ?? []) expect(text).not.toMatch(re);
    const json = { ...whoOf(c.record), ...c.clinician };
    const { status, body: v2 } = await server.api<RecommendationResponse>('/api/v2/recommendations', { method: 'POST', json });
    expect(status).toBe(200);
    expect([1, 2, 3].map((l) => numbered(cards, `line-${l}`))).toEqual([v2.first, v2.second, v2.third].map((l) => l.map((s) => s.name)));
  });
});
