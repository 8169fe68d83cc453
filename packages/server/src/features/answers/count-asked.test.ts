import { defaultCatalog } from '@balancer/domain';
import { describe, expect, it } from 'vitest';
import { analyseQuestion } from './question-analysis';
import { answerSentences as answer, retrievedPassage } from './test-passages';

describe('"how many hours" asks a number of hours (ADR 0059)', () => {
  const q = 'Pt on aspirin 75 mg wants ibuprofen for a sprain. How many hours apart should he take the ibuprofen and the aspirin?';

  it('abstains over a passage that pairs both drugs with a figure that is no time', () => {
    const rate = retrievedPassage('Bleeding risk rose by 25% when ibuprofen was given with aspirin.', 'A review', 6);
    expect(answer(q, [rate])).toEqual([]);
  });

  it('answers with a number of hours, minutes or days', () => {
    const timed = retrievedPassage(
      'Ibuprofen may decrease the heart benefit of aspirin: take ibuprofen at least 8 hours before or 30 minutes after immediate-release aspirin.',
      'A leaflet',
      2,
    );
    expect(answer(q, [timed])).toEqual([expect.stringContaining('8 hours before')]);
  });

  it('counts only units of measure or of administration: "how many patients" may be answered by a percentage', () => {
    expect(analyseQuestion('How many patients stopped the drug?', defaultCatalog).count).toBeUndefined();
    expect(analyseQuestion('How many calories does the meal need?', defaultCatalog).count?.test('a meal of at least 350 calories')).toBe(
      true,
    );
  });

  it('reads "how old" as an age asked: a number of years, not of days (ADR 0060)', () => {
    const age = analyseQuestion('How old were the patients the model was developed in?', defaultCatalog).count;
    expect(['an age range of 18 to 35 years', 'patients aged 40 or older'].every((t) => age?.test(t))).toBe(true);
    expect(age?.test('168 patients followed for 587 days on average')).toBe(false);
  });
});
