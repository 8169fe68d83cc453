import type { AppliedRule } from '@balancer/domain';
import { describe, expect, it } from 'vitest';
import { md, ruleLine } from './card-text';

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

describe('record text and reviewer names in a card (issue 38)', () => {
  it('cannot start a line, a heading, a list or an image, nor make a bare URL a link', () => {
    const hostile = 'Bipolar I\n# Call now\r\n- item\n1. step ![x](https://evil.example/p.png) www.evil.example';
    const text = md(hostile);
    expect(text).not.toMatch(/[\r\n]/);
    expect(text).toContain('\\# Call now');
    expect(text).toContain('\\!\\[x\\]');
    expect(text).not.toContain('://');
    expect(text).not.toMatch(/www\./);
    expect(md('- leading dash')).toBe('\\- leading dash');
    expect(md('12. numbered')).toBe('12\\. numbered');
    expect(md('Lithium 0.6-0.8 mmol/L')).toBe('Lithium 0.6-0.8 mmol/L');
  });

  it('escapes a reviewer name the same way', () => {
    const line = ruleLine({ ...rule, reviewed: { by: 'Dr X\n## Approved https://evil.example', on: '2026-11-26' } });
    expect(line).not.toMatch(/\n/);
    expect(line).toContain('reviewed by Dr X \\#\\# Approved https:\\/\\/evil.example');
  });
});
