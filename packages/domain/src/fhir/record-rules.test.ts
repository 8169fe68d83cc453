import { describe, expect, it } from 'vitest';
import { ageInWords, ageOn, pregnancyQuestionsApply, recency } from './record-rules';

const now = new Date('2026-11-25T12:00:00Z');

describe('record rules', () => {
  it('date a value against its window: current, old, or undated (counted, and said)', () => {
    expect(recency('2026-06-01', now, 365)).toEqual({ kind: 'current', days: 177 });
    expect(recency('2021-03-01', now, 365).kind).toBe('old');
    expect(recency(undefined, now, 365)).toEqual({ kind: 'undated' });
    expect(recency('not a date', now, 365)).toEqual({ kind: 'undated' });
    expect(ageInWords(3)).toBe('3 days ago');
    expect(ageInWords(300)).toBe('10 months ago');
    expect(ageInWords(2000)).toBe('5 years ago');
  });

  it('compute whole years of age from a birth date', () => {
    expect(ageOn('1975-11-26', now)).toBe(50);
    expect(ageOn('1975-11-25', now)).toBe(51);
    expect(ageOn('2012', now)).toBe(14);
    expect(ageOn(undefined, now)).toBeUndefined();
  });

  it('ask the pregnancy questions unless sex or age rules pregnancy out, saying why', () => {
    expect(pregnancyQuestionsApply({ sex: 'male', age: 51 })).toEqual({ apply: false, why: 'recorded sex male' });
    expect(pregnancyQuestionsApply({ sex: 'female', age: 70 }).apply).toBe(false);
    expect(pregnancyQuestionsApply({ sex: 'female', age: 9 }).apply).toBe(false);
    expect(pregnancyQuestionsApply({ sex: 'female', age: 34 })).toEqual({ apply: true, why: 'recorded sex female, age 34' });
    expect(pregnancyQuestionsApply({ sex: undefined, age: undefined }).apply).toBe(true);
    expect(pregnancyQuestionsApply({ sex: 'unknown', age: 30 }).apply).toBe(true);
  });
});
