import { curatedRxnormCodes, defaultCatalog } from '@balancer/domain';
import { describe, expect, it } from 'vitest';
import * as fx from '../../../test/fhir-fixtures';
import { mapFhirToPatientContext, type FhirMapping } from './fhir-context';
import type { FhirResource } from './fhir-read';

const NOW = new Date('2026-10-05T12:00:00Z');
const map = (resources: Record<string, unknown>[], missing = { medications: false, observations: false }) =>
  mapFhirToPatientContext({
    resources: resources as FhirResource[],
    missing,
    now: NOW,
    catalog: defaultCatalog,
    rxnormCodes: curatedRxnormCodes,
  });
const mapped = (m: FhirMapping) => {
  if (m.kind !== 'mapped') throw new Error(`expected a mapping, got ${m.kind}`);
  return m;
};

describe('mood state from the bipolar Condition', () => {
  it.each([
    ['icd10cm', 'F31.0', 'Hypomanic', false],
    ['icd10cm', 'F31.13', 'Manic', false],
    ['icd10cm', 'F31.2', 'Manic', true],
    ['icd10cm', 'F31.32', 'Depressed', false],
    ['icd10cm', 'F31.4', 'Depressed', false],
    ['icd10cm', 'F31.5', 'Depressed', true],
    ['icd10cm', 'F31.74', 'Euthymic', false],
    ['snomed', '191618007', 'Manic', false],
    ['snomed', '191623007', 'Manic', true],
    ['snomed', '191627008', 'Depressed', false],
    ['snomed', '59617007', 'Depressed', true],
    ['snomed', '31446002', 'Hypomanic', false],
    ['snomed', '85248005', 'Euthymic', false],
  ] as const)('%s %s → %s (psychotic: %s)', (system, code, state, psychotic) => {
    const m = mapped(map([fx.condition(system, code, 'invented display')]));
    expect(m.context.state).toBe(state);
    expect(m.context.psychotic).toBe(psychotic);
    expect(m.read[0]).toMatchObject({ input: 'Mood state' });
    expect(m.read[0]!.from).toContain(code);
  });

  it('takes the newest active episode, ignoring resolved and refuted ones', () => {
    const m = mapped(
      map([
        fx.condition('icd10cm', 'F31.2', 'old manic episode', { clinicalStatus: 'resolved', recorded: '2025-01-01' }),
        fx.condition('icd10cm', 'F31.0', 'refuted', { verificationStatus: 'refuted', recorded: '2026-10-01' }),
        fx.condition('icd10cm', 'F31.12', 'older active', { recorded: '2026-02-01' }),
        fx.condition('icd10cm', 'F31.31', 'newest active', { recorded: '2026-09-01' }),
      ]),
    );
    expect(m.context.state).toBe('Depressed');
  });

  it('reads a bipolar diagnosis in remission as euthymic', () => {
    expect(
      mapped(map([fx.condition('icd10cm', 'F31.9', 'Bipolar disorder, unspecified', { clinicalStatus: 'remission' })])).context.state,
    ).toBe('Euthymic');
  });

  it('does not guess a state from a mixed episode or an unspecified diagnosis', () => {
    for (const code of ['F31.62', 'F31.81', 'F31.9']) {
      const m = map([fx.condition('icd10cm', code, 'invented')]);
      expect(m.kind).toBe('no-episode');
      if (m.kind === 'no-episode') expect(m.diagnoses[0]).toContain(code);
    }
  });

  it('says the service does not apply without a bipolar diagnosis', () => {
    expect(map([fx.condition('icd10cm', 'F32.1', 'Major depressive disorder, single episode, moderate'), fx.egfr(40)]).kind).toBe(
      'not-applicable',
    );
    expect(map([]).kind).toBe('not-applicable');
  });
});

describe('risk questions from Conditions and Observations', () => {
  it('pregnancy from LOINC 82810-3 = pregnant; a recent not pregnant answers the question; an old pregnant one asks about breastfeeding', () => {
    const yes = mapped(map([fx.manic(), fx.pregnancyStatus(true)]));
    expect(yes.context.anyPregnancy).toBe(true);
    expect(yes.evidence.anyPregnancy?.[0]).toMatch(/82810-3/);
    const no = mapped(map([fx.manic(), fx.pregnancyStatus(false)]));
    expect(no.context.anyPregnancy).toBe(false);
    expect(no.unknownFlags).not.toContain('anyPregnancy');
    const old = mapped(map([fx.manic(), fx.pregnancyStatus(true, '2025-06-01T00:00:00Z')]));
    expect(old.context.anyPregnancy).toBe(false);
    expect(old.unknownFlags).toContain('anyPregnancy');
    expect(old.unclear.join('\n')).toMatch(/Breastfeeding: the record shows pregnancy status "pregnant" 16 months ago/);
    const ancient = mapped(map([fx.manic(), fx.pregnancyStatus(true, '2022-06-01T00:00:00Z')]));
    expect(ancient.read.find((r) => r.input === 'Pregnancy status')?.from).toMatch(/^pregnant, 4 years ago: too old to be current/);
    const staleNo = mapped(map([fx.manic(), fx.pregnancyStatus(false, '2026-01-01T00:00:00Z')]));
    expect(staleNo.unknownFlags).toContain('anyPregnancy');
    expect(staleNo.unclear.join('\n')).toMatch(/not pregnant, 9 months ago .*too old to rule out a pregnancy now/);
  });

  it('kidney from a CKD condition or an eGFR below 60; the newest eGFR decides', () => {
    expect(mapped(map([fx.manic(), fx.condition('icd10cm', 'N18.4', 'Chronic kidney disease, stage 4')])).context.kidneyHistory).toBe(true);
    expect(mapped(map([fx.manic(), fx.condition('snomed', '431857002', 'Chronic kidney disease stage 4')])).context.kidneyHistory).toBe(
      true,
    );
    const low = mapped(map([fx.depressed(), fx.egfr(25)]));
    expect(low.context.kidneyHistory).toBe(true);
    expect(low.evidence.kidneyHistory?.[0]).toMatch(/eGFR 25/);
    const recovered = mapped(map([fx.depressed(), fx.egfr(45, '2025-01-01T00:00:00Z'), fx.egfr(72, '2026-09-01T00:00:00Z', '62238-1')]));
    expect(recovered.context.kidneyHistory).toBe(false);
    expect(recovered.unknownFlags).not.toContain('kidneyHistory');
  });

  it('ignores preliminary or cancelled observations', () => {
    const m = mapped(map([fx.depressed(), fx.observation('98979-8', 'eGFR', { valueQuantity: { value: 20 } }, undefined, 'cancelled')]));
    expect(m.context.kidneyHistory).toBe(false);
    expect(m.unknownFlags).toContain('kidneyHistory');
  });

  it.each([
    ['liverHistory', 'icd10cm', 'K74.60', 'Unspecified cirrhosis of liver'],
    ['liverHistory', 'snomed', '235856003', 'Disorder of liver'],
    ['bloodPressureHistory', 'icd10cm', 'I95.1', 'Orthostatic hypotension'],
    ['bloodPressureHistory', 'icd10cm', 'Z91.81', 'History of falling'],
    ['weightGainConcern', 'icd10cm', 'E66.9', 'Obesity, unspecified'],
    // Issue 37 finding 10: type 2 diabetes is a metabolic concern the weight question stands for.
    ['weightGainConcern', 'icd10cm', 'E11.9', 'Type 2 diabetes mellitus without complications'],
    ['weightGainConcern', 'snomed', '44054006', 'Diabetes mellitus type 2'],
    ['weightGainConcern', 'icd10cm', 'R73.03', 'Prediabetes'],
    ['suicideHistory', 'icd10cm', 'T14.91XD', 'Suicide attempt, subsequent encounter'],
    ['suicideHistory', 'snomed', '82313006', 'Suicide attempt'],
  ] as const)('%s from %s %s, even when resolved', (flag, system, code, display) => {
    const m = mapped(map([fx.manic(), fx.condition(system, code, display, { clinicalStatus: 'resolved' })]));
    expect(m.context[flag]).toBe(true);
    expect(m.evidence[flag]?.[0]).toContain(code);
  });

  it('weight concern from a BMI of 30 or more', () => {
    expect(mapped(map([fx.manic(), fx.bmi(31.4)])).context.weightGainConcern).toBe(true);
    const lean = mapped(map([fx.manic(), fx.bmi(22)]));
    expect(lean.context.weightGainConcern).toBe(false);
    expect(lean.unknownFlags).not.toContain('weightGainConcern');
  });

  it('lists every question the record does not answer instead of guessing', () => {
    const m = mapped(map([fx.manic()], { medications: true, observations: true }));
    expect(m.unknownFlags.sort()).toEqual(
      [
        'anyPregnancy',
        'bloodPressureHistory',
        'kidneyHistory',
        'liverHistory',
        'reproductive',
        'riskPregnancy',
        'suicideHistory',
        'weightGainConcern',
      ].sort(),
    );
    expect(m.notFound).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/medication history/),
        expect.stringMatching(/observation prefetch/),
        'Possibility of pregnancy',
      ]),
    );
    expect(Object.values(m.context).filter((v) => v === true)).toEqual([]);
  });
});

describe('prior medications from MedicationRequest and MedicationStatement', () => {
  it('by curated RxNorm ingredient code', () => {
    const m = mapped(map([fx.manic(), fx.medicationStatement({ rxnorm: { code: '266856', display: 'divalproex sodium' } })]));
    expect(m.context.priorMedications).toEqual(['divalproex sodium']);
    expect(m.read.find((r) => r.input === 'Prior medication')?.from).toMatch(/RxNorm 266856/);
  });

  it('by brand name when there is no code (Depakote)', () => {
    expect(mapped(map([fx.manic(), fx.depakoteRequest()])).context.priorMedications).toEqual(['Depakote 500 mg DR tablet']);
  });

  it('by the bracketed brand or the leading ingredient of an RxNorm drug name (codes outside the curated list, invented here)', () => {
    const m = mapped(
      map([
        fx.manic(),
        fx.medicationRequest({ rxnorm: { code: '90000001', display: '24 HR Extended Release Oral Tablet [Seroquel XR]' } }),
        fx.medicationRequest({ rxnorm: { code: '90000002', display: 'lamotrigine 100 MG Oral Tablet' } }),
      ]),
    );
    // Active orders: taken now, not tried before (issue 37).
    expect(m.context.currentMedications).toEqual(['Seroquel XR', 'lamotrigine 100 MG Oral Tablet']);
  });

  it('follows a contained Medication and reads R5 medication.concept', () => {
    const r4 = {
      ...fx.medicationRequest({}),
      medicationCodeableConcept: undefined,
      medicationReference: { reference: '#m1' },
      contained: [{ resourceType: 'Medication', id: 'm1', code: { text: 'Lithobid' } }],
    };
    const r5 = { ...fx.medicationStatement({}), medicationCodeableConcept: undefined, medication: { concept: { text: 'Abilify' } } };
    const m = mapped(map([fx.manic(), r4, r5]));
    expect([m.context.currentMedications, m.context.priorMedications]).toEqual([['Lithobid'], ['Abilify']]);
  });

  it('skips drafts, proposals, entered-in-error and not-taken entries; lists what the catalogue does not know', () => {
    const m = mapped(
      map([
        fx.manic(),
        fx.medicationRequest({ text: 'Lithium', status: 'draft' }),
        fx.medicationRequest({ text: 'Lithium', intent: 'proposal' }),
        fx.medicationRequest({ text: 'Quetiapine', status: 'entered-in-error' }),
        fx.medicationStatement({ text: 'Olanzapine', status: 'not-taken' }),
        fx.medicationStatement({ text: 'Metformin 500 mg' }),
      ]),
    );
    expect(m.context.priorMedications).toEqual([]);
    expect(m.unmatchedMedications).toEqual(['Metformin 500 mg']);
  });
});
