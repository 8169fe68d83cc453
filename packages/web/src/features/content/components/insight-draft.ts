import type { ContentRules, ExtractedRule } from '@balancer/contract';
import { normalizeKey } from '@balancer/domain';
import { emptyRule, type RuleDraft } from './rule-form-model';

/** An extracted rule as a draft: its medications as targets, its passage as the citation; the trigger is left to the editor. */
export function draftFromInsight(r: ExtractedRule, guid: string, content: ContentRules): RuleDraft {
  const byName = new Map(content.ingredients.map((i) => [normalizeKey(i.name), i.id] as const));
  return {
    ...emptyRule,
    label: r.rule.length > 90 ? `${r.rule.slice(0, 87)}…` : r.rule,
    effect: r.type === 'EXCLUDE' ? 'exclude' : 'favour',
    severity: r.type === 'EXCLUDE' ? 'critical' : 'info',
    targets: r.medications.flatMap((m) => byName.get(normalizeKey(m)) ?? []),
    rationale: `${r.reason} “${r.quote}”`,
    sources: [{ kind: 'passage', guid, page: String(r.page), chunk: String(r.chunkNumber) }],
    needsReview: true,
  };
}
