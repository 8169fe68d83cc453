import { describe, expect, it } from 'vitest';
import { conditionFromTrigger as tree, taking, allOf, flag } from '@balancer/domain';
import { triggerText } from './rule-text';

describe('triggerText', () => {
  it('names the answers as the suggester form does, with the states a rule is limited to', () => {
    expect(triggerText(tree({ kind: 'anyOf', flags: ['kidneyHistory'] }))).toBe('Any of: Kidney disease (history or risk)');
    expect(triggerText(tree({ kind: 'allOf', flags: ['psychotic', 'suicideHistory'], states: ['Depressed'] }))).toBe(
      'All of: Currently psychotic; History of suicide attempt(s) (when Depressed)',
    );
    expect(triggerText(tree({ kind: 'always' }))).toBe('Always (the patient’s prior medications)');
  });

  it('reads a condition beyond flags and states in words (ADR 0041)', () => {
    expect(triggerText(allOf(flag('kidneyHistory'), taking({ classes: ['nsaid'] })))).toBe(
      'When: Kidney disease (history or risk) and taking NSAIDs',
    );
  });
});
