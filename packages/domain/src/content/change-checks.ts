import type { SafetyRule } from '../rules/rule.schema';
import type { ClinicalContentSet } from './clinical-content';
import type { ContentChange } from './content-changes';
import { interactionFieldProblems } from './interaction-checks';

/** The effect changed and the rationale did not: prescribers would read the old effect's reason. */
export const staleRationale = (before: Pick<SafetyRule, 'effect' | 'rationale'>, after: Pick<SafetyRule, 'effect' | 'rationale'>) =>
  before.effect !== after.effect && before.rationale.trim() === after.rationale.trim();

/**
 * What makes a well-formed change unfit to save, beyond the content's own consistency: today, a rule
 * whose effect changes while its rationale stays. Prescribers read the rationale as the reason for the
 * effect, so "removes every …" on a rule that now only lowers would tell them something false
 * (docs/adr/0036); and an interaction naming drugs the vocabulary does not know (docs/adr/0048). The messages name the field, as validation problems do.
 */
export function changeProblems(content: ClinicalContentSet, change: ContentChange): string[] {
  // An interaction must name drugs the vocabulary knows, or it would silently never apply.
  if (change.kind === 'interaction.create' || change.kind === 'interaction.update')
    return interactionFieldProblems('interaction', change.interaction);
  if (change.kind !== 'rule.update') return [];
  const before = content.rules.find((r) => r.id === change.rule.id);
  if (!before || !staleRationale(before, change.rule)) return [];
  return [
    `rule.rationale: the effect changes from ${before.effect} to ${change.rule.effect}; write a rationale for the new effect (prescribers read it as the reason)`,
  ];
}
