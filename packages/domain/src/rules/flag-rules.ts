import type { RiskFlag } from '../input/risk-flags';
import type { RuleEffect, SafetyRule } from './rule.schema';

/** The rules a Yes to `flag` sets off, in rule order. */
export function rulesTriggeredBy(flag: RiskFlag, rules: readonly SafetyRule[]): SafetyRule[] {
  return rules.filter((r) => r.trigger.kind === 'anyOf' && r.trigger.flags.includes(flag));
}

const effectText: Record<RuleEffect, string> = {
  exclude: 'not suggested, nor any combination containing it',
  promote: 'moved to the top of the first line',
  warn: 'kept, with a warning beside it',
};

/**
 * What answering Yes does, for the question's tooltip: one sentence per rule the flag triggers,
 * derived from the rules themselves so the tooltip cannot drift from what the engine does.
 */
export function riskFlagRuleSummary(flag: RiskFlag, rules: readonly SafetyRule[]): string {
  const triggered = rulesTriggeredBy(flag, rules);
  if (!triggered.length) return 'Recorded for context; no rule changes the suggestions for this answer.';
  return triggered.map((r) => `${r.label} (${effectText[r.effect]}).`).join(' ');
}
