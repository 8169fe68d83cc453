import { isCriticalExclusion, riskFlagDefinitions, ruleEffectSchema, type RuleView } from '@balancer/domain';
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
    triggerText(rule.trigger),
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
    const key =
      by === 'effect'
        ? rule.effect
        : rule.trigger.kind === 'always'
          ? 'always'
          : `${rule.trigger.kind}:${[...rule.trigger.flags].sort().join('+')}`;
    const order =
      by === 'effect'
        ? ruleEffectSchema.options.indexOf(rule.effect)
        : rule.trigger.kind === 'always'
          ? Number.MAX_SAFE_INTEGER
          : Math.min(...rule.trigger.flags.map((f) => flagOrder.get(f) ?? 99)) * 2 + (rule.trigger.kind === 'allOf' ? 1 : 0);
    const title = by === 'effect' ? effectLabel[rule.effect] : triggerText(rule.trigger, { states: false });
    const group = groups.get(key) ?? { key, title, views: [], order };
    group.views.push(view);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title))
    .map(({ key, title, views: v }) => ({ key, title, views: v }));
}
