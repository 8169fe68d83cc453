import { guidelineLabel } from './guideline-label';

describe('guidelineLabel', () => {
  it('says the version once when the name already carries it', () => {
    expect(guidelineLabel({ name: 'CANMAT/ISBD 2018 guidelines with the 2023 update', version: '2018 + 2023 update' })).toBe(
      'CANMAT/ISBD 2018 guidelines with the 2023 update',
    );
  });
  it('adds a version the name lacks', () => {
    expect(guidelineLabel({ name: 'CANMAT/ISBD guidelines', version: '2018' })).toBe('CANMAT/ISBD guidelines, version 2018');
  });
});
