import { riskFlagDefinitions } from '@balancer/domain';
import { patientFixture } from '../../test/fixtures';
import { freeTextWords } from './free-text';
import { loadPatients, PATIENTS_KEY, savePatients } from './patient-history';
import { defaultPatientFormValues, riskWords, toFormValues } from './patient-record';

/** Issue 39: a risk question not answered is not "No", in the stored record, the form and the summary. */
describe('risk answers are explicit', () => {
  it('start not answered, and the summary lists every question not answered instead of "no risk factors"', () => {
    expect(riskFlagDefinitions.every((f) => defaultPatientFormValues[f.recordKey] === '')).toBe(true);
    const words = riskWords(defaultPatientFormValues);
    expect(words.yes).toEqual([]);
    expect(words.notAnswered).toEqual(riskFlagDefinitions.map((f) => f.label));
  });

  it('keeps not answered apart from No through the stored record and back to the form', () => {
    const record = patientFixture({ Kidney: '', Liver: 'No' });
    savePatients([record]);
    const [loaded] = loadPatients();
    expect(loaded).toMatchObject({ Kidney: '', Liver: 'No', Suicide: 'Yes' });
    expect(toFormValues(loaded!)).toMatchObject({ Kidney: '', Liver: 'No' });
    expect(riskWords(loaded!).notAnswered).toContain('Kidney disease (history or risk)');
    expect(riskWords(loaded!).notAnswered).not.toContain('Liver disease (history or risk)');
  });

  it('loads a record saved by an older version (every answer Yes or No): nothing is not answered', () => {
    const old = { ...patientFixture(), ...Object.fromEntries(riskFlagDefinitions.map((f) => [f.recordKey, 'No'])), Suicide: 'Yes' };
    window.localStorage.setItem(PATIENTS_KEY, JSON.stringify([old]));
    const [loaded] = loadPatients();
    expect(riskWords(loaded!)).toEqual({ yes: ['History of suicide attempt(s)'], notAnswered: [] });
  });

  it('prints the free text typed, under the form’s labels', () => {
    const record = patientFixture({ OtherDiagnosis: 'Alzheimer dementia', CurrentMedications: 'QTc 510 ms', Description: ' ' });
    expect(freeTextWords(record)).toEqual([
      { label: 'Other diagnoses', text: 'Alzheimer dementia' },
      { label: 'Medication notes', text: 'QTc 510 ms' },
    ]);
  });
});
