import { conditionFlags, isCriticalExclusion, riskFlagDefinitions, ruleEffectSchema, triggerOf, type RuleView } from '@balancer/domain';
import { effectLabel, triggerText } from './rule-text';

export type RuleGrouping = 'flag' | 'effect';
export type RuleGroup = { key: string; title: string; views: RuleView[] };

const flagOrder = new Map<string, number>(riskFlagDefinitions.map((f, i) => [f.id, i]));

/** Everything a reviewer may search a rule by: name, medications, risk answers, effect, rationale. */
function searchText(view: RuleView): string {
  const { rule } = view;
  return [
    rule.label,
    rule.rationale,
    effectLabel[rule.effect],
    rule.severity,
    isCriticalExclusion(rule) ? 'critical exclusion' : '',
    triggerText(rule.when),
    ...view.medications.map((m) => m.name),
  ]
    .join(' ')
    .toLowerCase();
}

/** The rules whose text holds every word of the query ("kidney lithium"), in their order. */
export function searchRules(views: readonly RuleView[], query: string): RuleView[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return views.filter((v) => {
    const text = searchText(v);
    return words.every((w) => text.includes(w));
  });
}

/**
 * Rules grouped by what triggers them (the same risk answers, in the form's order; prior-medication
 * rules last) or by their effect (in the effect list's order). Each rule is in exactly one group.
 */
export function groupRules(views: readonly RuleView[], by: RuleGrouping): RuleGroup[] {
  const groups = new Map<string, RuleGroup & { order: number }>();
  for (const view of views) {
    const { rule } = view;
    // A condition beyond flags and states groups by its own words, after the flag groups it reads.
    const trigger = triggerOf(rule.when);
    const flagRank = (flags: readonly string[]) => Math.min(99, ...flags.map((f) => flagOrder.get(f) ?? 99));
    const key =
      by === 'effect'
        ? rule.effect
        : !trigger
          ? `when:${triggerText(rule.when, { states: false })}`
          : trigger.kind === 'always'
            ? 'always'
            : `${trigger.kind}:${[...trigger.flags].sort().join('+')}`;
    const order =
      by === 'effect'
        ? ruleEffectSchema.options.indexOf(rule.effect)
        : !trigger
          ? flagRank(conditionFlags(rule.when)) * 2 + 1
          : trigger.kind === 'always'
            ? Number.MAX_SAFE_INTEGER
            : flagRank(trigger.flags) * 2 + (trigger.kind === 'allOf' ? 1 : 0);
    const title = by === 'effect' ? effectLabel[rule.effect] : triggerText(rule.when, { states: false });
    const group = groups.get(key) ?? { key, title, views: [], order };
    group.views.push(view);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title))
    .map(({ key, title, views: v }) => ({ key, title, views: v }));
}
