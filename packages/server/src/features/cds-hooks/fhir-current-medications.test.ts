import { curatedRxnormCodes, defaultCatalog, rxnormProductCodes } from '@balancer/domain';
import { describe, expect, it } from 'vitest';
import * as fx from '../../../test/fhir-fixtures';
import { mapFhirToPatientContext } from './fhir-context';
import type { FhirResource } from './fhir-read';

/** Issue 37 finding 1: active MedicationRequest/MedicationStatement are taken now; stopped ones tried before. */
const map = (resources: Record<string, unknown>[], medications = true) => {
  const m = mapFhirToPatientContext({
    resources: resources as FhirResource[],
    missing: { medications: !medications, observations: false },
    now: new Date('2026-10-05T12:00:00Z'),
    catalog: defaultCatalog,
    rxnormCodes: [...curatedRxnormCodes, ...rxnormProductCodes],
  });
  if (m.kind !== 'mapped') throw new Error(`expected a mapped context, got ${m.kind}`);
  return m;
};

describe('current medications from the record (RxNorm ingredient codes)', () => {
  it('an active lithium order (RxNorm 6448) is taken now; a completed divalproex statement (RxNorm 266856) tried before', () => {
    const m = map([
      fx.manic(),
      fx.medicationRequest({ rxnorm: { code: '6448', display: 'lithium' } }),
      fx.medicationStatement({ rxnorm: { code: '266856', display: 'divalproex sodium' } }),
    ]);
    expect(m.context.currentMedications).toEqual(['lithium']);
    expect(m.context.priorMedications).toEqual(['divalproex sodium']);
  });

  it('drugs Balancer never suggests are read through the vocabulary when active: citalopram (RxNorm 2556), hydrochlorothiazide (RxNorm 5487), lisinopril by its RxNorm display', () => {
    const m = map([
      fx.manic(),
      fx.medicationStatement({ rxnorm: { code: '2556', display: 'citalopram' }, status: 'active' }),
      fx.medicationRequest({ rxnorm: { code: '5487', display: 'hydrochlorothiazide' } }),
      fx.medicationRequest({ rxnorm: { code: '314076', display: 'lisinopril 10 MG Oral Tablet' } }),
    ]);
    expect(m.context.currentMedications).toEqual(['Citalopram', 'Hydrochlorothiazide', 'Lisinopril']);
    expect(m.unmatchedMedications).toEqual([]);
  });

  it('a stopped drug outside the catalogue stays unrated, not "tried"; no medication prefetch leaves current medications unasked', () => {
    const m = map([fx.manic(), fx.medicationRequest({ rxnorm: { code: '2556', display: 'citalopram' }, status: 'stopped' })]);
    expect(m.context.priorMedications).toEqual([]);
    expect(m.unmatchedMedications).toEqual(['citalopram']);
    expect(map([fx.manic()], false).context.currentMedications).toBeUndefined();
  });
});
