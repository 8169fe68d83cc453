import { curatedRxnormCodes, defaultCatalog } from '@balancer/domain';
import { describe, expect, it } from 'vitest';
import * as fx from '../../../test/fhir-fixtures';
import * as sy from '../../../test/synthea-fixtures';
import { mapFhirToPatientContext, type FhirMapping } from './fhir-context';
import type { FhirResource } from './fhir-read';

/** Who the patient is, read from real codings (docs/adr/0046), on the hook's date. */
const NOW = new Date('2026-10-05T12:00:00Z');
const map = (resources: Record<string, unknown>[]): FhirMapping =>
  mapFhirToPatientContext({
    resources: resources as FhirResource[],
    missing: { medications: false, observations: false },
    now: NOW,
    catalog: defaultCatalog,
    rxnormCodes: curatedRxnormCodes,
  });
const context = (m: FhirMapping) => (m.kind === 'mapped' ? m.context : null);
const manic = () => fx.condition('icd10cm', 'F31.13', 'Bipolar disorder, current episode manic without psychotic features, severe');

describe('who the patient is, from the record', () => {
  it.each([
    ['2012-10-06', 'youth'], // 13 the day before the 14th birthday
    ['2008-10-05', 'adult'], // 18 on the hook's date
    ['1961-10-06', 'adult'], // 64
    ['1961-10-05', 'olderAdult'], // 65 on the hook's date
  ] as const)('Patient.birthDate %s → %s', (birthDate, group) => {
    expect(context(map([sy.patient('female', birthDate), manic()]))?.ageGroup).toBe(group);
  });

  it('Patient.gender female or male gives the sex; other and unknown give nothing', () => {
    expect(context(map([sy.patient('male', '1990-01-01'), manic()]))?.sex).toBe('male');
    expect(context(map([sy.patient('female', '1990-01-01'), manic()]))?.sex).toBe('female');
    expect(context(map([sy.patient('other', '1990-01-01'), manic()]))).not.toHaveProperty('sex');
    expect(context(map([sy.patient('unknown', '1990-01-01'), manic()]))).not.toHaveProperty('sex');
    expect(context(map([manic()]))).not.toHaveProperty('ageGroup');
  });

  it('bipolar II from SNOMED CT 16295005 or ICD-10-CM F31.81; bipolar I from SNOMED CT 371596008; both decide nothing', () => {
    const bp2 = map([sy.sctCondition('16295005', 'Bipolar II disorder, most recent episode major depressive (disorder)')]);
    expect(context(bp2)).toMatchObject({ state: 'Depressed', bipolarType: 'II' });
    expect(bp2.read).toContainEqual({ input: 'Bipolar type', from: expect.stringMatching(/^bipolar II \(SNOMED CT 16295005/) });
    const icd = map([fx.condition('icd10cm', 'F31.81', 'Bipolar II disorder'), fx.condition('icd10cm', 'F31.32', 'Depressed, moderate')]);
    expect(context(icd)).toMatchObject({ state: 'Depressed', bipolarType: 'II' });
    expect(context(map([fx.condition('snomed', '371596008', 'Bipolar I disorder'), manic()]))?.bipolarType).toBe('I');
    const both = map([
      fx.condition('snomed', '371596008', 'Bipolar I disorder'),
      fx.condition('snomed', '83225003', 'Bipolar II disorder'),
      manic(),
    ]);
    expect(context(both)).not.toHaveProperty('bipolarType');
    expect(both.unclear.join(' ')).toMatch(/names both bipolar I and bipolar II/);
    // ICD-10-CM F31.x without .81 says only "bipolar disorder".
    expect(context(map([manic()]))).not.toHaveProperty('bipolarType');
    // A provisional bipolar II diagnosis decides nothing.
    const provisional = map([fx.condition('snomed', '83225003', 'Bipolar II disorder', { verificationStatus: 'provisional' }), manic()]);
    expect(context(provisional)).not.toHaveProperty('bipolarType');
  });
});
