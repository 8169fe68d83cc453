import { patientFixture } from '../../test/fixtures';
import { generatePatientId, loadPatients, PATIENTS_KEY, removePatient, savePatients, upsertPatient } from './patient-history';
import { defaultPatientFormValues, toFormValues, toRecommendRequest } from './patient-record';

describe('patient history (localStorage patientInfos)', () => {
  it('generates 5-character IDs from a random UUID', () => {
    const ids = new Set(Array.from({ length: 20 }, generatePatientId));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{5}$/);
    expect(ids.size).toBeGreaterThan(15);
  });

  it('adds new patients at the front and replaces an existing ID in place', () => {
    const a = patientFixture({ ID: 'aaaaa' });
    const b = patientFixture({ ID: 'bbbbb' });
    const list = upsertPatient(upsertPatient([], a), b);
    expect(list.map((p) => p.ID)).toEqual(['bbbbb', 'aaaaa']);
    const edited = upsertPatient(list, { ...a, Diagnosis: 'Depressed' });
    expect(edited.map((p) => p.ID)).toEqual(['bbbbb', 'aaaaa']);
    expect(edited[1]?.Diagnosis).toBe('Depressed');
    expect(removePatient(edited, 'bbbbb').map((p) => p.ID)).toEqual(['aaaaa']);
  });

  it('saves under the key patientInfos and reads back, dropping malformed entries', () => {
    savePatients([patientFixture()]);
    const raw = JSON.parse(window.localStorage.getItem(PATIENTS_KEY) ?? '[]') as unknown[];
    window.localStorage.setItem(PATIENTS_KEY, JSON.stringify([...raw, { ID: 'x', junk: true }]));
    const loaded = loadPatients();
    expect(loaded).toHaveLength(1);
    expect(loaded[0]?.ID).toBe('ab12c');
    expect(loaded[0]?.Suicide).toBe('Yes');
    expect(loaded[0]?.PriorMedications).toBe('Zzzmed');
    expect(loaded[0]?.PossibleMedications.first).toEqual([
      { name: 'Lithium', source: 'include' },
      { name: 'Quetiapine', source: 'diagnosis_manic' },
    ]);
  });

  it('survives garbage in storage', () => {
    window.localStorage.setItem(PATIENTS_KEY, '{not json');
    expect(loadPatients()).toEqual([]);
  });

  it('round-trips a record to form values', () => {
    const values = toFormValues(patientFixture());
    expect(values.PriorMedications).toEqual(['Zzzmed']);
    expect(values.Suicide).toBe('Yes');
    expect(values.Mania).toBe(false);
  });
});

describe('toRecommendRequest', () => {
  it('sends only what the engine reads: the state, a boolean per answered flag (not answered = not sent), the prior medications', () => {
    const req = toRecommendRequest({
      ...defaultPatientFormValues,
      Diagnosis: 'Depressed',
      Description: 'secret notes',
      OtherDiagnosis: 'ADHD',
      CurrentMedications: 'Adderall',
      Mania: true,
      Hypomania: false,
      Kidney: 'Yes',
      Reproductive: 'Yes',
      Liver: 'No',
      PriorMedications: ['Lithium', 'Depakote'],
    });
    expect(req).toEqual({
      state: 'Depressed',
      priorMedications: ['Lithium', 'Depakote'],
      kidneyHistory: true,
      liverHistory: false,
      reproductive: true,
    });
    expect(JSON.stringify(req)).not.toMatch(/secret|ADHD|Adderall/);
  });
});
