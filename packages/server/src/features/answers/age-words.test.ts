import { describe, expect, it } from 'vitest';
import { withAgeWords } from './age-words';

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
