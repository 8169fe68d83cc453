import { describe, expect, it } from 'vitest';
import { riskFlagIds } from '../input/risk-flags';
import { defaultSafetyRules } from './default-safety-rules';
import { riskFlagRuleSummary, rulesTriggeredBy } from './flag-rules';

describe('riskFlagRuleSummary', () => {
  it('states every rule a flag triggers, by its label', () => {
    for (const flag of riskFlagIds) {
      const summary = riskFlagRuleSummary(flag, defaultSafetyRules);
      for (const rule of rulesTriggeredBy(flag, defaultSafetyRules)) expect(summary).toContain(rule.label);
    }
    expect(riskFlagRuleSummary('kidneyHistory', defaultSafetyRules)).toMatch(/excludes lithium \(with every combination containing it\)/);
  });

  it('says what suicide history really does: lithium keeps its rank when already first line', () => {
    const summary = riskFlagRuleSummary('suicideHistory', defaultSafetyRules);
    expect(summary).toContain('kept at its guideline rank when already first line');
    expect(summary).not.toMatch(/top of the first line/);
  });

  it('says so when no rule reads a flag', () => {
    expect(riskFlagRuleSummary('psychotic', [])).toMatch(/no rule changes the suggestions/);
  });
});
