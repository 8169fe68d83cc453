import { describe, expect, it } from 'vitest';
import { defaultSafetyRules } from '../rules/default-safety-rules';
import { isCriticalExclusion } from '../rules/rule-criticality';
import { flagsForCondition } from './insight-conditions';

describe('insight conditions to risk answers', () => {
  it('maps the extractor’s condition wording to the risk answers that ask about it', () => {
    expect(flagsForCondition('Renal impairment (eGFR below 30)')).toEqual(['kidneyHistory']);
    expect(flagsForCondition('Pregnancy or possible pregnancy')).toEqual(['reproductive', 'riskPregnancy', 'anyPregnancy']);
    expect(flagsForCondition('Liver disease')).toEqual(['liverHistory']);
    expect(flagsForCondition('Avoid in women who are breastfeeding')).toEqual(['anyPregnancy']);
  });

  it('leaves a condition no risk answer asks about unmapped', () => {
    expect(flagsForCondition('Cardiac risk')).toEqual([]);
    expect(flagsForCondition('Taking a strong CYP3A4 inducer')).toEqual([]);
  });
});

describe('critical exclusions', () => {
  it('are the exclusions graded critical, read from the rules’ data', () => {
    const critical = defaultSafetyRules.filter(isCriticalExclusion);
    expect(critical.length).toBeGreaterThan(0);
    expect(critical.every((r) => r.effect === 'exclude' && r.severity === 'critical')).toBe(true);
    expect(defaultSafetyRules.filter((r) => r.effect === 'warn' && r.severity === 'critical').some(isCriticalExclusion)).toBe(false);
  });
});
