import {
  conditionFromTrigger,
  safetyRuleSchema,
  slugFromName,
  staleRationale,
  triggerOf,
  type Condition,
  type LegacyTrigger,
  type LibraryPassage,
  type SafetyRule,
} from '@balancer/domain';

/** One source row of the rule form: a published source with a locator, or a library passage. */
export type SourceDraft =
  | { kind: 'published'; citationId: string; locator: string }
  | { kind: 'passage'; guid: string; page: string; chunk: string };

export type RuleDraft = {
  id: string;
  label: string;
  triggerKind: 'anyOf' | 'allOf' | 'always';
  flags: string[];
  states: string[];
  /** A condition beyond flags and states (taking, age, sex …): kept as it is; this form edits the rest of the rule. */
  tree: Condition | null;
  effect: SafetyRule['effect'];
  severity: SafetyRule['severity'];
  targetKind: SafetyRule['target']['kind'];
  targets: string[];
  rationale: string;
  sources: SourceDraft[];
  needsReview: boolean;
  disabled: boolean;
};

export const emptyRule: RuleDraft = {
  id: '',
  label: '',
  triggerKind: 'anyOf',
  flags: [],
  states: [],
  tree: null,
  effect: 'warn',
  severity: 'warning',
  targetKind: 'ingredients',
  targets: [],
  rationale: '',
  sources: [{ kind: 'published', citationId: '', locator: '' }],
  needsReview: true,
  disabled: false,
};

export function toDraft(rule: SafetyRule): RuleDraft {
  const t = rule.target;
  const trigger = triggerOf(rule.when);
  return {
    id: rule.id,
    label: rule.label,
    triggerKind: trigger?.kind ?? 'anyOf',
    flags: !trigger || trigger.kind === 'always' ? [] : [...trigger.flags],
    states: trigger && trigger.kind !== 'always' && trigger.states ? [...trigger.states] : [],
    tree: trigger ? null : rule.when,
    effect: rule.effect,
    severity: rule.severity,
    targetKind: t.kind,
    targets: t.kind === 'ingredients' ? t.ingredientIds : t.kind === 'classes' ? t.classes : t.kind === 'regimens' ? t.regimenIds : [],
    rationale: rule.rationale,
    sources: rule.sources.map((s) =>
      s.passage
        ? { kind: 'passage', guid: s.passage.guid, page: String(s.passage.page), chunk: String(s.passage.chunk) }
        : { kind: 'published', citationId: s.citationId, locator: s.locator },
    ),
    needsReview: rule.needsReview === true,
    disabled: rule.disabled === true,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const wholeNumber = (s: string, min: number) => /^\d+$/.test(s.trim()) && Number(s) >= min;

/** What an editor must still fill in, in the form's own words (the schema's messages name paths, not fields). */
export function draftProblems(d: RuleDraft): string[] {
  const out: string[] = [];
  if (!d.label.trim()) out.push('Label: give the rule a name.');
  if (!d.tree && d.triggerKind !== 'always' && !d.flags.length)
    out.push('Risk answers: choose at least one answer that triggers the rule.');
  if (['ingredients', 'classes', 'regimens'].includes(d.targetKind) && !d.targets.length)
    out.push(`Target ${d.targetKind}: choose at least one.`);
  if (!d.rationale.trim()) out.push('Rationale: say why, for the prescriber.');
  if (!d.sources.length) out.push('Sources: cite at least one published source or library passage.');
  d.sources.forEach((s, i) => {
    const n = `Source ${i + 1}`;
    if (s.kind === 'published') {
      if (!s.citationId) out.push(`${n}: choose the published source.`);
      if (!s.locator.trim()) out.push(`${n}: give the locator (table, box or section).`);
    } else {
      if (!UUID.test(s.guid.trim())) out.push(`${n}: choose the library document.`);
      if (!wholeNumber(s.page, 1)) out.push(`${n}: the page is a whole number from 1.`);
      if (!wholeNumber(s.chunk, 0)) out.push(`${n}: the passage number is a whole number from 0.`);
    }
  });
  return out;
}

/** The rule the draft describes, checked by the domain's schema, and the library passages it cites. */
export function fromDraft(d: RuleDraft, keep?: SafetyRule) {
  const missing = draftProblems(d);
  if (keep && staleRationale(keep, d))
    missing.push('Rationale: the effect changed, so say why the rule now does what it does (prescribers read it as the reason).');
  if (missing.length) return { rule: null, passages: [], problems: missing };
  const passages: LibraryPassage[] = [];
  const sources = d.sources.map((s) => {
    if (s.kind === 'published') return { citationId: s.citationId, locator: s.locator.trim() };
    const passage = { guid: s.guid.trim(), page: Number(s.page), chunk: Number(s.chunk) };
    passages.push(passage);
    return { citationId: `library-${passage.guid}`, locator: `Page ${passage.page}, chunk ${passage.chunk}`, passage };
  });
  const trigger = (
    d.triggerKind === 'always'
      ? { kind: 'always' }
      : { kind: d.triggerKind, flags: d.flags, ...(d.states.length ? { states: d.states } : {}) }
  ) as LegacyTrigger;
  const target =
    d.targetKind === 'ingredients'
      ? { kind: 'ingredients', ingredientIds: d.targets }
      : d.targetKind === 'classes'
        ? { kind: 'classes', classes: d.targets }
        : d.targetKind === 'regimens'
          ? { kind: 'regimens', regimenIds: d.targets }
          : { kind: d.targetKind };
  const candidate = {
    ...(keep?.reviewNote ? { reviewNote: keep.reviewNote } : {}),
    id: d.id || slugFromName(d.label),
    label: d.label.trim(),
    when: d.tree ?? conditionFromTrigger(trigger),
    effect: d.effect,
    target,
    severity: d.severity,
    rationale: d.rationale.trim(),
    sources,
    ...(d.needsReview ? { needsReview: true } : {}),
    ...(d.disabled ? { disabled: true } : {}),
  };
  const parsed = safetyRuleSchema.safeParse(candidate);
  return parsed.success
    ? { rule: parsed.data, passages, problems: [] }
    : { rule: null, passages, problems: parsed.error.issues.map((i) => `${i.path.join('.') || 'rule'}: ${i.message}`) };
}
