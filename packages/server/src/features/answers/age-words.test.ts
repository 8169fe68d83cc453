import { describe, expect, it } from 'vitest';
import { withAgeWords } from './age-words';
import { answerSentences as answer, retrievedPassage } from './test-passages';

describe('a patient age in a question (issue 39: "a 70-year-old" read as children)', () => {
  it.each([
    ['Is lithium safe in a 70-year-old?', 'Is lithium safe in a older adult?'],
    ['lithium for a man aged 82', 'lithium for a man older adult'],
    ['quetiapine in a 14-year-old girl', 'quetiapine in a child girl'],
    ['dose for a 16 year old', 'dose for a child'],
    ['valproate in a woman of 30 years of age', 'valproate in a woman of adult'],
    ['a 45-year-old on lithium', 'a adult on lithium'],
  ])('%s → %s', (question, said) => expect(withAgeWords(question)).toBe(said));

  it('leaves other numbers alone', () => {
    expect(withAgeWords('lithium 900 mg for 2 years')).toBe('lithium 900 mg for 2 years');
  });
});

describe('older adults as a label names them', () => {
  it('reads the age a dosing rule starts at ("age greater than or equal to 80 years") as older adults', () => {
    // Invented label text in the shape of a dose-reduction rule.
    const label = retrievedPassage(
      'In patients with at least 2 of the following characteristics: age greater than or equal to 80 years, body weight less than or equal to 60 kg, or serum creatinine greater than or equal to 1.5 mg/dL, the recommended dose is 2.5 mg orally twice daily.',
      'ELIQUIS (apixaban) tablets',
      1,
    );
    expect(answer('84-year-old on Eliquis for AF, creatinine 1.6. Which dose?', [label])).toEqual([
      expect.stringContaining('2.5 mg orally twice daily'),
    ]);
  });
});
