import type { SafetyRule } from './rule.schema';

/**
 * A critical exclusion: a rule that removes a medication and that its authors graded `critical`
 * (e.g. a teratogen in pregnancy). Read from the rule's own data, never from its drug; the rules
 * manager marks it and asks for the rule's name before disabling or editing it (docs/adr/0036).
 */
export const isCriticalExclusion = (rule: Pick<SafetyRule, 'effect' | 'severity'>): boolean =>
  rule.effect === 'exclude' && rule.severity === 'critical';
