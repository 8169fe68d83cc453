import type { RiskFlag } from '../input/patient-context.schema';
import { riskFlagDefinitions } from '../input/risk-flags';
import { classById, findCondition, ingredientById } from '../vocabulary/vocabulary';
import type { Condition, ConditionAtom, DrugSelector } from './condition.schema';

const flagLabel = new Map<string, string>(riskFlagDefinitions.map((f) => [f.id, f.label]));
const WORDS: Record<string, string> = {
  mixedFeatures: 'mixed features',
  psychoticFeatures: 'psychotic features',
  youth: 'youth',
  adult: 'adult',
  olderAdult: 'older adult',
  I: 'bipolar I',
  II: 'bipolar II',
};

export function selectorText(s: DrugSelector): string {
  const names = [
    ...(s.ingredients ?? []).map((id) => ingredientById(id)?.name ?? id),
    ...(s.classes ?? []).map((id) => classById(id)?.synonyms[0] ?? id),
  ];
  return names.join(' or ');
}

/** One atom in a prescriber's words ("Kidney disease (history or risk)", "taking NSAIDs"). */
export function atomText(a: ConditionAtom, label: (f: RiskFlag) => string = (f) => flagLabel.get(f) ?? f): string {
  switch (a.kind) {
    case 'flag':
      return label(a.flag);
    case 'state':
      return `state ${a.states.join(' or ')}`;
    case 'bipolarType':
      return a.types.map((t) => WORDS[t]).join(' or ');
    case 'specifier':
      return WORDS[a.specifier]!;
    case 'ageBand':
      return a.bands.map((b) => WORDS[b]).join(' or ');
    case 'sex':
      return a.sexes.join(' or ');
    case 'childbearingPotential':
      return a.value ? 'could become pregnant' : 'known not to be able to become pregnant';
    case 'maintenancePolarity':
      return `predominant polarity ${a.polarities.join(' or ')}`;
    case 'taking':
      return `taking ${selectorText(a.drugs)}`;
    case 'tried':
      return `tried before: ${selectorText(a.drugs)}`;
    case 'hasCondition':
      return a.conditions.map((id) => findCondition(id)?.name ?? id).join(' or ');
  }
}

/** The whole tree in words, for rule views and tooltips when it is not a simple flag trigger. */
export function conditionText(c: Condition, label?: (f: RiskFlag) => string): string {
  if (c.kind === 'all') return c.of.length ? c.of.map((p) => part(p, label)).join(' and ') : 'Always';
  if (c.kind === 'any') return c.of.length === 1 ? conditionText(c.of[0]!, label) : `any of: ${c.of.map((p) => part(p, label)).join('; ')}`;
  if (c.kind === 'not') return `not ${part(c.of, label)}`;
  return atomText(c, label);
}

const part = (c: Condition, label?: (f: RiskFlag) => string) =>
  c.kind === 'all' || c.kind === 'any' ? `(${conditionText(c, label)})` : conditionText(c, label);
