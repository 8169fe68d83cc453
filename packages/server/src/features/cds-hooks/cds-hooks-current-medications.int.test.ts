import { cdsResponseSchema, type CdsCard, type CdsResponse } from '@balancer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCdsServer, type Ehr } from '../../../test/cds-client';
import * as fx from '../../../test/fhir-fixtures';
import type { TestServer } from '../../../test/test-server';

/** Issue 37 findings 1–5 and 8 through CDS Hooks: active orders with real RxNorm ingredient codes reach the rules. */
let server: TestServer;
let ehr: Ehr;
let close: () => Promise<unknown>;
const SERVICE = '/cds-services/balancer-bipolar-medications';

beforeAll(async () => {
  ({ ehr, server, close } = await startCdsServer());
});
afterAll(() => close());

async function cardsFor(resources: Parameters<typeof fx.patientView>[0]): Promise<string> {
  const token = await ehr.token(server.config.publicUrl + SERVICE);
  const res = await server.api<CdsResponse>(SERVICE, {
    method: 'POST',
    json: fx.patientView(resources),
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return cdsResponseSchema
    .parse(res.body)
    .cards.map((c: CdsCard) => `${c.summary}\n${c.detail ?? ''}`)
    .join('\n');
}

describe('current medications from the record change the cards', () => {
  it('manic, taking citalopram (RxNorm 2556), hydrochlorothiazide (RxNorm 5487) and carbamazepine (RxNorm 2002): stop the antidepressant, lithium level within five days, QT caution (Geodon)', async () => {
    const text = await cardsFor([
      fx.manic(),
      fx.medicationRequest({ rxnorm: { code: '2556', display: 'citalopram' } }),
      fx.medicationRequest({ rxnorm: { code: '5487', display: 'hydrochlorothiazide' } }),
      fx.medicationRequest({ rxnorm: { code: '2002', display: 'carbamazepine' } }),
    ]);
    expect(text).toMatch(/should be discontinued/);
    expect(text).toMatch(/within about five days/);
    expect(text).toMatch(/ziprasidone label contraindicates it with other drugs that prolong the QT interval/);
  });

  it('depressed, taking divalproex (RxNorm 266856): lamotrigine carries the halved titration (Lamictal); no interaction text without the order', async () => {
    const withValproate = await cardsFor([
      fx.depressed(),
      fx.medicationRequest({ rxnorm: { code: '266856', display: 'divalproex sodium' } }),
    ]);
    expect(withValproate).toMatch(/half the usual doses/);
    expect(await cardsFor([fx.depressed()])).not.toMatch(/half the usual doses|Add-on to the/);
  });

  it('depressed, taking carbamazepine (RxNorm 2002): lurasidone is not suggested (Latuda contraindications)', async () => {
    const text = await cardsFor([
      fx.depressed(),
      fx.medicationStatement({ rxnorm: { code: '2002', display: 'carbamazepine' }, status: 'active' }),
    ]);
    expect(text).toMatch(/Lurasidone[^\n]*\n?[^\n]*lurasidone label contraindicates strong CYP3A4 inducers/);
  });

  it('manic with long QT syndrome (SNOMED CT 9651007): ziprasidone moved down (Geodon contraindications)', async () => {
    const text = await cardsFor([fx.manic(), fx.condition('snomed', '9651007', 'Long QT syndrome (disorder)')]);
    expect(text).toMatch(/Long QT syndrome: ziprasidone moved down/);
    expect(text).toMatch(/Condition: Long QT syndrome/);
  });

  it('depressed with epilepsy (ICD-10-CM G40.909): no bupropion adjunct (Wellbutrin contraindications)', async () => {
    const text = await cardsFor([fx.depressed(), fx.condition('icd10cm', 'G40.909', 'Epilepsy, unspecified, not intractable')]);
    expect(text).toMatch(/Epilepsy or seizure disorder excludes bupropion/);
  });
});
