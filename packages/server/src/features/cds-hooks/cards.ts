import type { CdsCard } from '@balancer/contract';
import {
  startMonitorLine,
  type Advisory,
  type AppliedRule,
  type Exclusion,
  type Line,
  type Recommendation,
  type RiskFlag,
  type Suggestion,
} from '@balancer/domain';
import { fitSummary, md, recordFooter, reviewState, ruleLine, SUMMARY_MAX } from './card-text';
import { flagLabel, flagQuestion, type FhirMapping } from './fhir-context';
import { ageCaveat } from './fhir-patient';
import { recordCards } from './record-cards';
import { OVERRIDE_REASONS, TOPIC_SYSTEM } from './service-definition';

/** A rule the record could not check: had the question been answered yes, these would go. */
export type WhatIf = { rule: AppliedRule; flags: RiskFlag[]; removed: string[] };
/** order-select: a chosen draft order that the engine does not suggest for this patient. */
export type SelectedExcluded = { label: string; exclusion: Exclusion };

export type CardInput = {
  mapping: FhirMapping;
  recommendation: Recommendation | null;
  whatIf: WhatIf[];
  selected: SelectedExcluded[];
  /** Trigger flags of a rule, to quote the record's evidence for it. */
  ruleFlags: (ruleId: string) => RiskFlag[];
  /** Rules that remove what the patient already takes (so a current medication is worded as such). */
  priorRuleIds: string[];
  /** Prefetch keys with pages left unread. */
  partial: string[];
  link: NonNullable<CdsCard['links']>[number];
  source: { label: string; url?: string };
  contentVersion: string;
  uuid: () => string;
};

/** A card and what it is about (kept briefly so that feedback on it can be filed without patient data). */
export type IssuedCard = { card: CdsCard; kind: string };

const LINES: Record<Line, string> = { 1: 'First line', 2: 'Second line', 3: 'Third line' };
const SEVERITY_RANK = { info: 0, warning: 1, critical: 2 } as const;
type Severity = keyof typeof SEVERITY_RANK;

/** Engine output and record mapping → CDS Hooks cards. Pure apart from the injected uuid source. */
export function buildCards(input: CardInput): IssuedCard[] {
  const { mapping, recommendation: rec } = input;
  const footer = recordFooter(mapping, input.contentVersion);
  const card = (kind: string, indicator: Severity, summary: string, detail: string, topic: string, override = false): IssuedCard => ({
    kind,
    card: {
      uuid: input.uuid(),
      summary: summary.length > SUMMARY_MAX ? `${summary.slice(0, SUMMARY_MAX - 1)}…` : summary,
      detail: `${detail}\n\n${footer}`,
      indicator,
      source: { ...input.source, topic: { system: TOPIC_SYSTEM, code: kind, display: topic } },
      // Every warning can be dismissed with a reason; an info card only where it says so.
      ...(override || indicator !== 'info' ? { overrideReasons: OVERRIDE_REASONS } : {}),
      links: [input.link],
    },
  });

  const first = recordCards(input.partial, ageCaveat(mapping.patient), card);
  if (mapping.kind === 'not-applicable')
    return [
      ...first,
      card(
        'not-applicable',
        'info',
        'Balancer does not apply: no bipolar disorder diagnosis in the record',
        'Balancer suggests medications for bipolar disorder. No active or past bipolar diagnosis (ICD-10-CM F31, or its SNOMED CT equivalents) was found among the conditions the EHR sent, so it makes no suggestion.',
        'Not applicable',
      ),
    ];
  if (mapping.kind === 'no-episode' || !rec) {
    const unconfirmed = mapping.kind === 'no-episode' && mapping.unconfirmed;
    return [
      ...first,
      card(
        'no-episode',
        'info',
        unconfirmed
          ? 'Bipolar disorder is recorded only as unconfirmed or differential: confirm it in Balancer'
          : 'Bipolar disorder is recorded without a current episode: open Balancer to choose the mood state',
        `${unconfirmed ? 'The record names bipolar disorder only as an unconfirmed, provisional or differential diagnosis, so Balancer makes no suggestion from it.' : 'The record names a bipolar diagnosis but no current episode Balancer can use (a mixed episode, bipolar II without an episode, or an unspecified code), so no state was guessed.'}\n\n**Diagnoses found:**\n${(mapping.kind === 'no-episode' ? mapping.diagnoses : []).map((d) => `- ${md(d)}`).join('\n')}`,
        'Mood state not recorded',
      ),
    ];
  }

  const cards: IssuedCard[] = [...first];
  for (const s of input.selected) cards.push(selectedCard(s, card));
  for (const group of ruleGroups(rec)) cards.push(ruleCard(group, input, card));
  for (const advisory of rec.advisories) cards.push(advisoryCard(advisory, rec, card));
  if (input.whatIf.length) cards.push(whatIfCard(input.whatIf, card));
  for (const line of [1, 2, 3] as const) {
    const items = line === 1 ? rec.first : line === 2 ? rec.second : rec.third;
    const empty = rec.emptyLines.find((e) => e.line === line);
    if (items.length) cards.push(lineCard(line, items, rec, card));
    else if (empty)
      cards.push(
        card(
          `line-${line}`,
          'info',
          `${LINES[line]}: none. ${empty.message}`,
          `**${LINES[line]}: none.** ${md(empty.message)}`,
          LINES[line],
        ),
      );
  }
  if (rec.excluded.length || rec.notRecommended.length) cards.push(notSuggestedCard(rec, currentWording(input), card));
  return cards;
}

/** Turns "prior medication already tried (X)" into "currently prescribed (X)" when X is an active order. */
function currentWording({ mapping, priorRuleIds }: CardInput) {
  const names = new Set(mapping.currentMedications.map((m) => m.engineName));
  return (e: Exclusion): string => {
    let text = e.explanation;
    for (const r of e.rules)
      if (priorRuleIds.includes(r.ruleId) && r.matched.length && r.matched.every((m) => names.has(m)))
        text = text.replace(`${r.label.charAt(0).toLowerCase()}${r.label.slice(1)} (`, 'currently prescribed (');
    return text;
  };
}

type Make = (kind: string, indicator: Severity, summary: string, detail: string, topic: string, override?: boolean) => IssuedCard;

const worst = (rules: AppliedRule[]): Severity =>
  rules.reduce<Severity>((w, r) => (SEVERITY_RANK[r.severity] > SEVERITY_RANK[w] ? r.severity : w), 'info');
const ruleList = (rules: AppliedRule[]) => rules.map((r) => `   - ${ruleLine(r)}`).join('\n');

function selectedCard({ label, exclusion }: SelectedExcluded, card: Make): IssuedCard {
  const name = label.length > 60 ? `${label.slice(0, 59)}…` : label;
  return card(
    'selected-order',
    worst(exclusion.rules) === 'info' ? 'warning' : worst(exclusion.rules),
    `Selected order ${name} is not suggested for this patient`,
    `**${md(exclusion.name)}** (the order being selected: ${md(label)}). ${md(exclusion.explanation)}\n\n${exclusion.rules.map((r) => `- ${ruleLine(r)}`).join('\n')}`,
    'Selected order not suggested',
    true,
  );
}

type RuleGroup = { rule: AppliedRule; removed: string[]; flagged: string[] };

/** Safety findings: every critical or warning rule that removed or flagged something, once each. */
function ruleGroups(rec: Recommendation): RuleGroup[] {
  const groups = new Map<string, RuleGroup>();
  const add = (rule: AppliedRule, name: string, removed: boolean) => {
    if (rule.severity === 'info' || rule.effect === 'promote' || rule.effect === 'favour') return;
    const g = groups.get(rule.ruleId) ?? { rule, removed: [], flagged: [] };
    (removed ? g.removed : g.flagged).push(name);
    groups.set(rule.ruleId, g);
  };
  for (const e of rec.excluded) for (const r of e.rules) add(r, e.name, true);
  for (const s of [...rec.first, ...rec.second, ...rec.third]) for (const r of s.rules) add(r, s.name, false);
  return [...groups.values()].sort((a, b) => SEVERITY_RANK[b.rule.severity] - SEVERITY_RANK[a.rule.severity]);
}

function ruleCard({ rule, removed, flagged }: RuleGroup, input: CardInput, card: Make): IssuedCard {
  const evidence = input.ruleFlags(rule.ruleId).flatMap((f) => input.mapping.evidence[f] ?? []);
  const detail = [
    `**${md(rule.label)}** (rule \`${rule.ruleId}\`)`,
    md(rule.reason),
    evidence.length ? `**In the record:** ${evidence.map(md).join('; ')}` : '',
    removed.length ? `**Not suggested because of this rule:**\n${removed.map((n) => `- ${md(n)}`).join('\n')}` : '',
    flagged.length
      ? `**Still suggested, ${rule.effect === 'deprioritise' ? 'moved to the end of its line' : 'with this caution'}:**\n${flagged.map((n) => `- ${md(n)}`).join('\n')}`
      : '',
    rule.citations.length ? `_Sources: ${rule.citations.map(md).join('; ')}._` : '',
  ];
  return card(
    `rule:${rule.ruleId}`,
    rule.severity as Severity,
    fitSummary(rule.label, removed.length ? removed : flagged),
    detail.filter(Boolean).join('\n\n'),
    rule.label,
    true,
  );
}

/** One card for every rule the record could not check, so a sparse record is not read as a safe one. */
function whatIfCard(whatIf: WhatIf[], card: Make): IssuedCard {
  const questions = [...new Set(whatIf.flatMap((w) => w.flags.map(flagLabel)))];
  const sections = whatIf.map(({ rule, flags, removed }) => {
    const asked = flags.map((f) => md(flagQuestion(f))).join('; ');
    const cites = rule.citations.length ? ` _Sources: ${rule.citations.map(md).join('; ')}._` : '';
    return `- If yes to **${asked}**: ${md(rule.label)}; Balancer would not suggest ${removed.map(md).join(', ')}. ${md(rule.reason)}${cites}`;
  });
  return card(
    'unchecked-rules',
    'warning',
    fitSummary('Not in the record; would change the suggestions', questions),
    `The record does not answer these questions. Each answer of yes would remove current suggestions:\n\n${sections.join('\n')}`,
    'Unchecked safety rules',
    true,
  );
}

/** The suggestion's start and monitoring line (issue 41), marked while its dosing facts await review. */
function startMonitor(s: Suggestion): string {
  const block = s.startTargetMonitor;
  if (!block || block.medications.length === 0) return '';
  const unverified = block.medications.some((m) => m.doseNeedsReview || m.adjustments.some((a) => a.needsReview));
  return `\n   - Start and monitor: ${md(startMonitorLine(block))}${unverified ? ' _(dosing not yet verified against the label text)_' : ''}`;
}

function lineCard(line: Line, items: Suggestion[], rec: Recommendation, card: Make): IssuedCard {
  const head = `**${LINES[line]}** for ${md(rec.guideline.phase.charAt(0).toLowerCase() + rec.guideline.phase.slice(1))}, from ${md(rec.guideline.name)} (${md(rec.guideline.version)}).${rec.extrapolation ? ` _${md(rec.extrapolation)}_` : ''}`;
  const list = items
    .map((s, i) => {
      const where = s.guideline
        ? `\n   - Guideline: ${md(s.guideline.citation)}, ${md(s.guideline.locator)}, row "${md(s.guideline.row)}"${s.guideline.note ? ` (${md(s.guideline.note)})` : ''}`
        : '';
      return `${i + 1}. **${md(s.name)}**: ${md(s.explanation)}${where}${startMonitor(s)}${s.rules.length ? `\n${ruleList(s.rules)}` : ''}`;
    })
    .join('\n');
  const other = rec.nonPharmacological.filter((n) => n.line === line).map((n) => md(n.name));
  const extra = other.length ? `\n\nAlso in this line, not a medication: ${other.join('; ')}.` : '';
  return card(
    `line-${line}`,
    'info',
    fitSummary(
      LINES[line],
      items.map((s) => s.name),
    ),
    `${head}\n\n${list}${extra}`,
    LINES[line],
  );
}

function notSuggestedCard({ excluded, notRecommended }: Recommendation, explain: (e: Exclusion) => string, card: Make): IssuedCard {
  const parts: string[] = [];
  if (excluded.length) {
    // Each rule's reason once, however many regimens it removed.
    const rules = [...new Map(excluded.flatMap((e) => e.rules).map((r) => [r.ruleId, r])).values()];
    parts.push(`**Not suggested for this patient:**\n\n${excluded.map((e) => `- **${md(e.name)}**: ${md(explain(e))}`).join('\n')}`);
    parts.push(`**Why:**\n\n${rules.map((r) => `- ${ruleLine(r)}`).join('\n')}`);
  }
  if (notRecommended.length)
    parts.push(
      `**The guideline advises against, in this phase:** ${notRecommended.map((n) => `${md(n.row)} (${md(n.citation)}, ${md(n.locator)})`).join('; ')}.`,
    );
  const names = [...excluded.map((e) => e.name), ...notRecommended.map((n) => n.row)];
  return card('not-suggested', 'warning', fitSummary('Not suggested', names), parts.join('\n\n'), 'Not suggested', true);
}

function advisoryCard(a: Advisory, rec: Recommendation, card: Make): IssuedCard {
  const all = [...rec.first, ...rec.second, ...rec.third];
  const marked = a.regimenIds.map((id) => all.find((s) => s.regimenId === id)?.name).filter((n): n is string => Boolean(n));
  const cites = a.citations.length ? `\n\n_Sources: ${a.citations.map(md).join('; ')}${reviewState(a)}._` : '';
  const list = marked.length ? `\n\n**Favoured among the suggestions:** ${marked.map(md).join(', ')}.` : '';
  return card(`advisory:${a.ruleId}`, a.severity, a.label, `**${md(a.label)}**\n\n${md(a.text)}${list}${cites}`, a.label);
}
