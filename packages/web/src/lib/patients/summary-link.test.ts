import { describe, expect, it } from 'vitest';
import { defaultPatientFormValues } from './patient-record';
import { inputsFromLink } from './summary-link';

describe('inputsFromLink', () => {
  it('fills the state, the yes answers and the prior medications the EHR card sent', () => {
    const linked = inputsFromLink('?state=Depressed&risk=kidneyHistory&risk=riskPregnancy&prior=Seroquel&prior=Depakote');
    expect(linked).toEqual({
      values: {
        ...defaultPatientFormValues,
        Diagnosis: 'Depressed',
        Kidney: 'Yes',
        risk_pregnancy: 'Yes',
        PriorMedications: ['Seroquel', 'Depakote'],
      },
      unknown: [],
    });
  });

  it('names risk flags it does not know instead of dropping them quietly', () => {
    expect(inputsFromLink('?state=Manic&risk=kidneyHistory&risk=heartFailure')?.unknown).toEqual(['heartFailure']);
  });

  it('is no link without a valid state', () => {
    expect(inputsFromLink('')).toBeNull();
    expect(inputsFromLink('?risk=kidneyHistory')).toBeNull();
    expect(inputsFromLink('?state=Calm')).toBeNull();
  });

  it('drops blank and repeated medication names', () => {
    expect(inputsFromLink('?state=Manic&prior=%20&prior=Lithium&prior=Lithium')?.values.PriorMedications).toEqual(['Lithium']);
  });
});
