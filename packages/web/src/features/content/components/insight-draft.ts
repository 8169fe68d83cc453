import type { ContentRules, ExtractedRule } from '@balancer/contract';
import { flagsForCondition, normalizeKey } from '@balancer/domain';
import { emptyRule, type RuleDraft } from './rule-form-model';

const shorten = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 3)}…` : s);

/**
 * An extracted rule as a draft: its medications as targets, its passage as the citation, the trigger
 * from the condition it names where a risk answer asks about it (the domain's table), one rationale (the
 * quoted sentence when it holds the reason, else the reason), and the blank form's severity: the reviewer grades it (docs/adr/0036).
 */
export function draftFromInsight(r: ExtractedRule, guid: string, content: ContentRules): RuleDraft {
  const byName = new Map(content.ingredients.map((i) => [normalizeKey(i.name), i.id] as const));
  const known = r.medications.filter((m) => byName.has(normalizeKey(m)));
  const targets = known.flatMap((m) => byName.get(normalizeKey(m)) ?? []);
  const exclude = r.type === 'EXCLUDE';
  const verb = exclude ? 'avoid' : 'consider';
  const label = known.length ? `${r.rule}: ${verb} ${known.join(', ')}` : r.rule;
  // The deterministic extractor's reason is the quoted sentence, or its "because …" clause: the sentence says it once.
  const inQuote = normalizeKey(r.quote).includes(normalizeKey(r.reason).replace(/[.!?]+$/, ''));
  return {
    ...emptyRule,
    label: shorten(label, 90),
    flags: flagsForCondition(r.rule),
    effect: exclude ? 'exclude' : 'favour',
    targets,
    rationale: inQuote ? r.quote : r.reason,
    sources: [{ kind: 'passage', guid, page: String(r.page), chunk: String(r.chunkNumber) }],
    needsReview: true,
  };
}
