import type { AppliedRule } from '@balancer/domain';
import { describe, expect, it } from 'vitest';
import { ruleLine } from './card-text';

const rule: AppliedRule = {
  ruleId: 'kidney-history-excludes-lithium',
  label: 'Kidney disease excludes lithium',
  effect: 'exclude',
  severity: 'critical',
  reason: 'Lithium is cleared by the kidney.',
  matched: ['Lithium'],
  citations: ['Lithium US label, Warnings'],
  needsReview: false,
};

describe('a rule in a CDS card', () => {
  it('says whether its sources were checked, and by whom, compactly and escaped', () => {
    expect(ruleLine({ ...rule, needsReview: true })).toContain('(not yet verified against the source text)._');
    expect(ruleLine({ ...rule, reviewed: { by: 'Dr Ana *Ruiz*, psychiatrist', on: '2026-11-26' } })).toContain(
      '_Sources: Lithium US label, Warnings (reviewed by Dr Ana \\*Ruiz\\*, psychiatrist, 2026-11-26)._',
    );
    expect(ruleLine(rule)).toMatch(/Warnings\._$/);
  });
});
