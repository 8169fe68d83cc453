import { describe, expect, it } from 'vitest';
import { defaultClinicalContent } from '../content/clinical-content';
import { recommend } from '../engine/recommend';
import type { PatientContext } from '../input/patient-context.schema';
import { context } from '../test-support';

/**
 * Issue 39: cautions filtered to the patient the form describes. A caution about pregnancy,
 * contraception, reproduction or breastfeeding is for someone who could become pregnant (or, for
 * valproate, a man under 55 or a patient whose sex is unknown): never for a man, a woman who cannot
 * become pregnant, or an older adult, unless a pregnancy question was answered Yes.
 */
const content = defaultClinicalContent();
const REPRODUCTIVE = /pregnan|contracept|reproduct|teratogen|breastfeed|conceiv|fetal|childbearing|unborn|womb|father/i;
const states = ['Manic', 'Depressed', 'Hypomanic', 'Euthymic'] as const;

/** Every caution and advisory of every state's answer whose words are about reproduction. */
function reproductiveCautions(over: Partial<PatientContext>): string[] {
  const hits = new Set<string>();
  for (const state of states) {
    const a = recommend(context({ ...over, state }), content.pack, content.rules, content.catalog);
    for (const s of [...a.first, ...a.second, ...a.third])
      for (const r of s.rules) if (REPRODUCTIVE.test(`${r.label} ${r.reason}`)) hits.add(r.ruleId);
    for (const x of a.advisories) if (REPRODUCTIVE.test(`${x.label} ${x.text}`)) hits.add(x.ruleId);
  }
  return [...hits].sort();
}

describe('cautions filtered to the patient (issue 39)', () => {
  it("an older man's answer carries no pregnancy caution (with dementia, as in the issue)", () => {
    expect(reproductiveCautions({ sex: 'male', ageGroup: 'olderAdult', conditions: ['dementia'] })).toEqual([]);
  });

  it("an older woman's answer carries no pregnancy or contraception caution", () => {
    expect(reproductiveCautions({ sex: 'female', ageGroup: 'olderAdult' })).toEqual([]);
  });

  it('a woman who cannot become pregnant gets no pregnancy or contraception caution', () => {
    expect(reproductiveCautions({ sex: 'female', ageGroup: 'adult', childbearingPotential: false })).toEqual([]);
  });

  it('an older adult whose sex is not given gets no pregnancy caution (the UK rule is for under 55)', () => {
    expect(reproductiveCautions({ ageGroup: 'olderAdult' })).toEqual([]);
  });

  it('a younger man gets only the message for men on valproate', () => {
    expect(reproductiveCautions({ sex: 'male', ageGroup: 'adult' })).toEqual(['valproate-men-2024']);
  });

  it('a woman of 30 and a patient nobody described still get the pregnancy cautions', () => {
    const woman = reproductiveCautions({ sex: 'female', ageGroup: 'adult' });
    expect(woman).toEqual(
      expect.arrayContaining(['pregnancy-warns-carbamazepine', 'oxcarbazepine-contraception', 'tamoxifen-pregnancy-prevention']),
    );
    const unknown = reproductiveCautions({});
    expect(unknown).toEqual(
      expect.arrayContaining(['valproate-pregnancy-prevention', 'valproate-uk-under-55', 'pregnancy-warns-carbamazepine']),
    );
  });

  it('an explicit Yes to a pregnancy question still sets off the pregnancy rules, whatever else the form says', () => {
    expect(reproductiveCautions({ sex: 'female', ageGroup: 'olderAdult', anyPregnancy: true })).toEqual(
      expect.arrayContaining(['breastfeeding-warns-lactation', 'pregnancy-deprioritises-carbamazepine']),
    );
  });
});
