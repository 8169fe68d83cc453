import type { Advisory, AppliedRule, Exclusion, NotRecommendedRow, Recommendation, Suggestion } from '@balancer/domain';
import type { PatientRecord } from '../../../lib/patients/patient-record';

/**
 * The summary's view model: what the at-a-glance overview, the detail panels, the Cautions block,
 * "Not suggested" and the printout read. Pure, so that what each rule shows where is tested once.
 */

export type TierKey = 'first' | 'second' | 'third';
export const tierKeys = ['first', 'second', 'third'] as const;
const tierLine: Record<TierKey, 1 | 2 | 3> = { first: 1, second: 2, third: 3 };
export const tierTitles: Record<TierKey, string> = {
  first: 'Tier 1: First-line',
  second: 'Tier 2: Second-line',
  third: 'Tier 3: Third-line',
};

/**
 * How a rule touched a regimen, as the overview marks it: promoted (favoured), warned (caution, shown once
 * under Cautions), moved to the end of its line (deprioritised), or named by an advisory at the top.
 * Unknown effects are listed in the detail only.
 */
export type MarkKind = 'favoured' | 'caution' | 'deprioritised' | 'advised';
const markOfEffect: Partial<Record<string, MarkKind>> = {
  promote: 'favoured',
  warn: 'caution',
  deprioritise: 'deprioritised',
  favour: 'advised',
};
export const markOf = (rule: AppliedRule): MarkKind | undefined => markOfEffect[rule.effect];

export interface Caution {
  /** 1-based, in order of first appearance, so a marker "⚠ 2" names one caution. */
  number: number;
  rule: AppliedRule;
  anchor: string;
  appliesTo: { regimenId: string; name: string; anchor: string; matched: string[] }[];
}

export interface AdvisoryView {
  advisory: Advisory;
  anchor: string;
}

export interface RegimenView {
  regimenId: string;
  name: string;
  /** Catalogue id for the medication lookup; absent on records saved before ids were kept (looked up by name). */
  medicationId?: string;
  /** The content version the answer was given on: its detail is read at that version (docs/adr/0041). */
  contentVersion?: string;
  anchor: string;
  suggestion?: Suggestion;
  /** Rules shown in the detail: everything but cautions and advisories, which are shown once each. */
  explained: AppliedRule[];
  cautions: Caution[];
  advisories: AdvisoryView[];
  marks: MarkKind[];
}

export interface TierView {
  key: TierKey;
  title: string;
  items: RegimenView[];
  /** For an empty tier: why (the product's sentence, or what the table lacks) and the rules that emptied it. */
  empty: { message: string; rules: { ruleId: string; label: string }[] } | null;
}

export interface ExcludedView {
  exclusion: Exclusion;
  anchor: string;
}

export interface ExclusionRuleView {
  rule: AppliedRule;
  anchor: string;
  regimens: { name: string; anchor: string; matched: string[] }[];
}

export interface SummaryModel {
  tiers: TierView[];
  advisories: AdvisoryView[];
  cautions: Caution[];
  notRecommended: NotRecommendedRow[];
  excluded: ExcludedView[];
  exclusionRules: ExclusionRuleView[];
  count: number;
}

/** In-page ids: stable per regimen or rule, safe in a URL fragment. */
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
export const regimenAnchor = (idOrName: string) => `rx-${slug(idOrName)}`;
export const cautionAnchor = (ruleId: string) => `caution-${slug(ruleId)}`;
export const notSuggestedAnchor = (idOrName: string) => `excluded-${slug(idOrName)}`;
export const exclusionRuleAnchor = (ruleId: string) => `why-${slug(ruleId)}`;
export const advisoryAnchor = (ruleId: string) => `advisory-${slug(ruleId)}`;

function collectCautions(rec: Recommendation): Map<string, Caution> {
  const cautions = new Map<string, Caution>();
  for (const key of tierKeys) {
    for (const s of rec[key]) {
      for (const rule of s.rules) {
        if (markOf(rule) !== 'caution') continue;
        const caution = cautions.get(rule.ruleId) ?? { number: cautions.size + 1, rule, anchor: cautionAnchor(rule.ruleId), appliesTo: [] };
        caution.appliesTo.push({ regimenId: s.regimenId, name: s.name, anchor: regimenAnchor(s.regimenId), matched: rule.matched });
        cautions.set(rule.ruleId, caution);
      }
    }
  }
  return cautions;
}

function regimenView(s: Suggestion, cautions: Map<string, Caution>, advisories: AdvisoryView[], contentVersion: string): RegimenView {
  const marks = [...new Set(s.rules.flatMap((r) => markOf(r) ?? []))];
  const advised = advisories.filter(
    (a) => a.advisory.regimenIds.includes(s.regimenId) || s.rules.some((r) => r.ruleId === a.advisory.ruleId),
  );
  return {
    regimenId: s.regimenId,
    name: s.name,
    medicationId: s.regimenId,
    contentVersion,
    anchor: regimenAnchor(s.regimenId),
    suggestion: s,
    explained: s.rules.filter((r) => !cautions.has(r.ruleId) && !advised.some((a) => a.advisory.ruleId === r.ruleId)),
    cautions: s.rules.flatMap((r) => cautions.get(r.ruleId) ?? []),
    advisories: advised,
    marks: advised.length > 0 && !marks.includes('advised') ? [...marks, 'advised'] : marks,
  };
}

function emptyTier(rec: Recommendation, key: TierKey): TierView['empty'] {
  if (rec[key].length > 0) return null;
  const line = rec.emptyLines.find((l) => l.line === tierLine[key]);
  return line ? { message: line.message, rules: line.rules } : { message: emptyTierText(key), rules: [] };
}

function exclusionRules(excluded: Exclusion[]): ExclusionRuleView[] {
  const groups = new Map<string, ExclusionRuleView>();
  for (const e of excluded) {
    for (const rule of e.rules) {
      const group = groups.get(rule.ruleId) ?? { rule, anchor: exclusionRuleAnchor(rule.ruleId), regimens: [] };
      group.regimens.push({ name: e.name, anchor: notSuggestedAnchor(e.regimenId), matched: rule.matched });
      groups.set(rule.ruleId, group);
    }
  }
  return [...groups.values()];
}

/** Records saved before explanations existed carry only names and sources; they still show their tiers. */
function legacyTiers(record: PatientRecord): TierView[] {
  return tierKeys.map((key) => {
    const items = record.PossibleMedications[key].map((m) => ({
      regimenId: m.name,
      name: m.name,
      anchor: regimenAnchor(m.name),
      explained: [],
      cautions: [],
      advisories: [],
      marks: [],
    }));
    return { key, title: tierTitles[key], items, empty: items.length ? null : { message: emptyTierText(key), rules: [] } };
  });
}

export function summaryModel(record: PatientRecord): SummaryModel {
  const rec = record.Recommendation;
  if (!rec) {
    const tiers = legacyTiers(record);
    const count = tiers.reduce((n, t) => n + t.items.length, 0);
    return { tiers, advisories: [], cautions: [], notRecommended: [], excluded: [], exclusionRules: [], count };
  }
  const cautions = collectCautions(rec);
  const advisories = rec.advisories.map((advisory) => ({ advisory, anchor: advisoryAnchor(advisory.ruleId) }));
  const tiers = tierKeys.map((key) => ({
    key,
    title: tierTitles[key],
    items: rec[key].map((s) => regimenView(s, cautions, advisories, rec.contentVersion)),
    empty: emptyTier(rec, key),
  }));
  return {
    tiers,
    advisories,
    cautions: [...cautions.values()],
    notRecommended: rec.notRecommended,
    excluded: rec.excluded.map((exclusion) => ({ exclusion, anchor: notSuggestedAnchor(exclusion.regimenId) })),
    exclusionRules: exclusionRules(rec.excluded),
    count: tiers.reduce((n, t) => n + t.items.length, 0),
  };
}

export function emptyTierText(key: TierKey): string {
  return `Patient's other health concerns may contraindicate typical ${key} line options.`;
}

const lineNames = { 1: 'First line', 2: 'Second line', 3: 'Third line' } as const;
export const lineName = (line: 1 | 2 | 3) => lineNames[line];

/** Source text previews are cut at 220 characters with an ellipsis (the product's preview length). */
export const PREVIEW_LENGTH = 220;
export function preview(text: string): string {
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH).trimEnd()}…` : text;
}
