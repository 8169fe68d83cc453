import { describe, expect, it } from 'vitest';
import { triggerText } from './rule-text';

describe('triggerText', () => {
  it('names the answers as the suggester form does, with the states a rule is limited to', () => {
    expect(triggerText({ kind: 'anyOf', flags: ['kidneyHistory'] })).toBe('Any of: Kidney disease (history or risk)');
    expect(triggerText({ kind: 'allOf', flags: ['psychotic', 'suicideHistory'], states: ['Depressed'] })).toBe(
      'All of: Currently psychotic; History of suicide attempt(s) (when Depressed)',
    );
    expect(triggerText({ kind: 'always' })).toBe('Always (the patient’s prior medications)');
  });
});
