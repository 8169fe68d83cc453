import type { Catalog, Regimen } from '../catalog/catalog.schema';
import type { GuidelineEntry, GuidelinePack, Line, StateTable } from '../guidelines/guideline.schema';
import type { PatientContext } from '../input/patient-context.schema';
import type { SafetyRule } from '../rules/rule.schema';
import { contentVersion } from './content-version';
import { placementText, promotedText, suggestionText, exclusionText, type RuleEffects } from './explain';
import type { AppliedRule, Exclusion, GuidelinePlacement, Recommendation, Suggestion } from './recommendation.schema';
import { advisories, answeredAsAdvisory, emptyLines, notRecommendedRows } from './recommendation-summary';
import { factsOf } from '../rules/condition';
import { chooseTable, variantAdvisory } from '../guidelines/choose-table';
import { appliedRule, citationLabel, evaluateRule, matchTarget, resolvePriorMedications } from './rule-matching';

type Candidate = { regimen: Regimen; entry: GuidelineEntry | null };

const GROUP_ORDER = { none: 0, monotherapy: 0, combination: 1 } as const;

/** Table entries in guideline order (line, printed list, rank), each regimen once, unknown regimens dropped. */
function orderedEntries(table: StateTable, regimens: Map<string, Regimen>): GuidelineEntry[] {
  const sorted = table.entries
    .map((e, index) => ({ e, index }))
    .sort(
      (a, b) =>
        a.e.line - b.e.line ||
        GROUP_ORDER[a.e.group ?? 'none'] - GROUP_ORDER[b.e.group ?? 'none'] ||
        a.e.rank - b.e.rank ||
        a.index - b.index,
    )
    .map(({ e }) => e);
  const seen = new Set<string>();
  return sorted.filter((e) => {
    if (seen.has(e.regimenId) || !regimens.has(e.regimenId)) return false;
    seen.add(e.regimenId);
    return true;
  });
}

/** Deprioritised suggestions go after all others; each part keeps its order (the guideline's). */
const deprioritiseLast = (tier: Suggestion[]) => [...tier.filter((s) => !s.deprioritised), ...tier.filter((s) => s.deprioritised)];

/**
 * Suggestions for one patient context: the state's guideline table, minus what fired exclude rules
 * and prior medications remove, with promotions, deprioritisations, favours and warnings attached.
 * Pure and deterministic. `version` is the stored content version's id, or its whole "v<id>:<pack>@<hash>"
 * with the hash of the stored form (an older format upgraded on reading hashes differently, ADR 0041).
 */
export function recommend(
  input: PatientContext,
  pack: GuidelinePack,
  rules: SafetyRule[],
  catalog: Catalog,
  version?: number | string,
): Recommendation {
  const tableFor = (state: PatientContext['state']) => {
    const found = pack.tables.find((t) => t.state === state);
    if (!found) throw new Error(`Guideline pack ${pack.id} has no table for state ${state}`);
    return found;
  };
  // A flag may make the state answered as another (psychotic features make hypomania mania); the
  // rules then see that state too, and the reason is the first advisory.
  const answeredAs = tableFor(input.state).answerAs?.find((a) => input[a.flag]);
  const context = answeredAs ? { ...input, state: answeredAs.state } : input;
  const facts = factsOf(context);
  // Who the patient is may choose another table the guideline prints for the state (ADR 0046).
  const { table, variant } = chooseTable(tableFor(context.state), facts);

  const regimens = new Map(catalog.regimens.map((r) => [r.id, r] as const));
  const prior = resolvePriorMedications(catalog, input.priorMedications);
  const fired = rules.filter((r) => evaluateRule(r, facts).holds);
  const entries = orderedEntries(table, regimens);
  const rowsInList = (e: GuidelineEntry) =>
    new Set(table.entries.filter((x) => x.line === e.line && x.group === e.group).map((x) => x.rank)).size;
  const source = `diagnosis_${context.state.toLowerCase()}`;

  const candidates: Candidate[] = entries.map((entry) => ({ regimen: regimens.get(entry.regimenId) as Regimen, entry }));
  // A promote rule naming a regimen the table lacks adds it (at the top of first line).
  for (const rule of fired) {
    if (rule.effect !== 'promote' || rule.target.kind !== 'regimens') continue;
    for (const id of rule.target.regimenIds) {
      const regimen = regimens.get(id);
      if (regimen && !candidates.some((c) => c.regimen.id === id)) candidates.push({ regimen, entry: null });
    }
  }

  const applied = (regimen: Regimen, effect: SafetyRule['effect']): AppliedRule[] =>
    fired.flatMap((rule) => {
      if (rule.effect !== effect) return [];
      const matched = matchTarget(rule, regimen, catalog, prior);
      return matched.length ? [appliedRule(rule, matched, pack.citations)] : [];
    });

  const promoted: Suggestion[] = [];
  const tiers: Record<Line, Suggestion[]> = { 1: [], 2: [], 3: [] };
  const excluded: Exclusion[] = [];

  for (const { regimen, entry } of candidates) {
    const placement: GuidelinePlacement | null = entry ? toPlacement(entry, pack) : null;
    const exclusions = applied(regimen, 'exclude');
    if (exclusions.length) {
      excluded.push({
        regimenId: regimen.id,
        name: regimen.name,
        guideline: placement,
        rules: exclusions,
        explanation: exclusionText(exclusions),
      });
      continue;
    }
    const effects: RuleEffects = {
      promotions: applied(regimen, 'promote'),
      favours: applied(regimen, 'favour'),
      deprioritisations: applied(regimen, 'deprioritise'),
    };
    const rulesShown = [...effects.promotions, ...effects.deprioritisations, ...effects.favours, ...applied(regimen, 'warn')];
    const where = entry ? placementText(entry, rowsInList(entry), table.extrapolation) : null;
    const base = {
      regimenId: regimen.id,
      name: regimen.name,
      guideline: placement,
      rules: rulesShown,
      deprioritised: effects.deprioritisations.length > 0,
    };
    if (effects.promotions.length && (!entry || entry.line > 1)) {
      promoted.push({ ...base, source: 'include', tier: 1, explanation: promotedText(where, table, effects) });
    } else if (entry) {
      tiers[entry.line].push({ ...base, source, tier: entry.line, explanation: suggestionText(where ?? '', effects) });
    }
  }

  const lines = {
    first: deprioritiseLast([...promoted, ...tiers[1]]),
    second: deprioritiseLast(tiers[2]),
    third: deprioritiseLast(tiers[3]),
  };
  return {
    state: input.state,
    guideline: { id: pack.id, name: pack.name, version: pack.version, phase: table.phase },
    extrapolation: table.extrapolation ?? null,
    ...lines,
    excluded,
    unrecognizedPriorMedications: prior.unrecognized,
    nonPharmacological: table.nonPharmacological.map((n) => ({ name: n.name, line: n.line })),
    advisories: [
      ...(answeredAs ? [answeredAsAdvisory(answeredAs, pack.citations)] : []),
      ...(variant ? [variantAdvisory(variant, pack.citations)] : []),
      ...advisories(fired, [...lines.first, ...lines.second, ...lines.third], pack.citations),
    ],
    notRecommended: notRecommendedRows(table, pack.citations),
    emptyLines: emptyLines(table, lines, excluded),
    contentVersion: typeof version === 'string' ? version : contentVersion(pack, rules, catalog, version),
  };
}

function toPlacement(entry: GuidelineEntry, pack: GuidelinePack): GuidelinePlacement {
  const citation = pack.citations.find((c) => c.id === entry.citationId)?.short ?? entry.citationId;
  const placement: GuidelinePlacement = { line: entry.line, rank: entry.rank, row: entry.row, locator: entry.locator, citation };
  if (entry.group) placement.group = entry.group;
  if (entry.note) placement.note = entry.note;
  const evidence = pack.lineEvidence?.find((l) => l.line === entry.line);
  if (evidence)
    placement.evidence = { level: evidence.level, text: `${evidence.text} (${citationLabel(pack.citations, evidence.source)})` };
  return placement;
}
