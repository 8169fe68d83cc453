import type { RiskFlag } from '../input/risk-flags';
import { conditionFlags } from './condition';
import { conditionText } from './condition-text';
import { triggerOf } from './legacy-trigger';
import type { SafetyRule } from './rule.schema';

/** The enabled rules a Yes to `flag` takes part in setting off, in rule order. */
export function rulesTriggeredBy(flag: RiskFlag, rules: readonly SafetyRule[]): SafetyRule[] {
  return rules.filter((r) => !r.disabled && conditionFlags(r.when).includes(flag));
}

/** What the condition adds beyond the flag itself: states, other flags required, or the whole tree. */
function conditionQualifiers(rule: SafetyRule): (string | null)[] {
  const t = triggerOf(rule.when);
  if (!t) return [`when ${conditionText(rule.when, (f) => f)}`];
  return [
    t.kind !== 'always' && t.states ? `when the state is ${t.states.join(' or ')}` : null,
    t.kind === 'allOf' ? `only together with ${t.flags.join(' and ')}` : null,
  ];
}

/** Rule labels name the effect already; these add what a label leaves implicit. */
function qualifiers(rule: SafetyRule): string {
  const parts = [
    rule.effect === 'exclude' ? 'with every combination containing it' : null,
    rule.effect === 'promote' ? 'moved up to first line when lower; kept at its guideline rank when already first line' : null,
    rule.effect === 'deprioritise' ? 'to the end of its line, still offered' : null,
    rule.effect === 'favour' ? 'marked on the summary; nothing removed' : null,
    ...conditionQualifiers(rule),
  ].filter(Boolean);
  return parts.length ? ` (${parts.join('; ')})` : '';
}

/**
 * What answering Yes does, for the question's tooltip: one sentence per rule the flag triggers,
 * derived from the rules themselves so the tooltip cannot drift from what the engine does.
 */
export function riskFlagRuleSummary(flag: RiskFlag, rules: readonly SafetyRule[]): string {
  const triggered = rulesTriggeredBy(flag, rules);
  if (!triggered.length) return 'Recorded for context; no rule changes the suggestions for this answer.';
  return triggered.map((r) => `${r.label}${qualifiers(r)}.`).join(' ');
}
