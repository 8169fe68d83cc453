import { conditionText, riskFlagDefinitions, triggerOf, type Condition, type SafetyRule } from '@balancer/domain';

const flagLabel = new Map<string, string>(riskFlagDefinitions.map((f) => [f.id, f.label]));

export const effectLabel: Record<SafetyRule['effect'], string> = {
  exclude: 'Excludes',
  promote: 'Promotes',
  warn: 'Warns',
  deprioritise: 'Deprioritises',
  favour: 'Favours',
};

/**
 * A rule's condition in the suggester form's words, e.g. "Any of: Kidney disease (history or risk)";
 * `states: false` leaves out the mood states. A tree beyond flags and states reads as the domain words it.
 */
export function triggerText(condition: Condition, { states = true } = {}): string {
  const trigger = triggerOf(condition);
  if (!trigger) return `When: ${conditionText(condition, (f) => flagLabel.get(f) ?? f)}`;
  if (trigger.kind === 'always') return 'Always (the patient’s prior medications)';
  const flags = trigger.flags.map((f) => flagLabel.get(f) ?? f).join('; ');
  const when = states && trigger.states?.length ? ` (when ${trigger.states.join(' or ')})` : '';
  return `${trigger.kind === 'allOf' ? 'All of' : 'Any of'}: ${flags}${when}`;
}

/** The effect picker's choices: what each effect does to a suggestion. */
export const effectChoice: Record<SafetyRule['effect'], string> = {
  exclude: 'Exclude: remove from every tier',
  promote: 'Promote: move up to first line',
  warn: 'Warn: keep, with a warning',
  deprioritise: 'Deprioritise: move to the end of its line',
  favour: 'Favour: keep, marked as favoured',
};
