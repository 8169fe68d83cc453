import { describe, expect, it } from 'vitest';
import { refusalInWords } from './refusal-words';

describe('refusalInWords', () => {
  it('counts the guideline tables and rules that still use a medication', () => {
    const problems = [
      'table Manic: unknown regimen lithium',
      'table Depressed: unknown regimen lithium',
      'table Maintenance: unknown regimen lithium',
      'table Mixed: unknown regimen lithium',
      'rule kidney-excludes-lithium: unknown regimen lithium',
    ];
    expect(refusalInWords(problems, 'Lithium')).toBe('Lithium is used in 4 guideline tables and 1 rule; remove it from those first.');
  });
  it('falls back to a general sentence', () => {
    expect(refusalInWords(['guideline pack: more than one table for state Manic'])).toMatch(/inconsistent \(1 problem\)/);
  });
});
