import { describe, expect, it } from 'vitest';
import { defaultClinicalContent } from '../content/clinical-content';
import { clinicalCasesSchema } from './clinical-case.schema';
import data from './clinical-cases.json' with { type: 'json' };
import { thirdReviewCases } from './case-sets';
import { runClinicalCase } from './run-clinical-case';

const { cases } = clinicalCasesSchema.parse(data);
// The built-in content, its interactions compiled in as the engine reads them (ADR 0048).
const content = defaultClinicalContent();

describe('clinical cases (clinical-cases.json)', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(runClinicalCase(c, content)).toEqual([]);
  });

  it('reports a failing expectation as a sentence', () => {
    const c = clinicalCasesSchema.parse({
      cases: [{ name: 'x', reason: 'y', input: { state: 'Manic' }, expect: { doesNotContain: ['lithium'] } }],
    }).cases[0];
    expect(c && runClinicalCase(c, content)).toEqual(['x: lithium is offered']);
  });
});

// Each finding of the third review, in every state where it acts (docs/clinical/third-review.md).
describe('third clinical review (third-review-cases.json)', () => {
  it.each(thirdReviewCases().map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(runClinicalCase(c, content)).toEqual([]);
  });
});
