import type { Catalog, Regimen } from '../catalog/catalog.schema';
import type { GuidelineEntry, GuidelinePack, Line, StateTable } from '../guidelines/guideline.schema';
import type { PatientContext } from '../input/patient-context.schema';
import type { SafetyRule } from '../rules/rule.schema';
import { placementText, promotedText, suggestionText, exclusionText } from './explain';
import type { AppliedRule, Exclusion, GuidelinePlacement, Recommendation, Suggestion } from './recommendation.schema';
import { appliedRule, matchTarget, resolvePriorMedications, ruleFires } from './rule-matching';

type Candidate = { regimen: Regimen; entry: GuidelineEntry | null };

/** Table entries in guideline order, each regimen once (its best placement), unknown regimens dropped. */
function orderedEntries(table: StateTable, regimens: Map<string, Regimen>): GuidelineEntry[] {
  const sorted = [...table.entries].sort((a, b) => a.line - b.line || a.rank - b.rank);
  const seen = new Set<string>();
  return sorted.filter((e) => {
    if (seen.has(e.regimenId) || !regimens.has(e.regimenId)) return false;
    seen.add(e.regimenId);
    return true;
  });
}

/**
 * Suggestions for one patient context: the state's guideline table, minus what fired exclude rules
 * and prior medications remove, with promotions and warnings attached. Pure and deterministic.
 */
export function recommend(input: PatientContext, pack: GuidelinePack, rules: SafetyRule[], catalog: Catalog): Recommendation {
  const table = pack.tables.find((t) => t.state === input.state);
  if (!table) throw new Error(`Guideline pack ${pack.id} has no table for state ${input.state}`);

  const regimens = new Map(catalog.regimens.map((r) => [r.id, r] as const));
  const prior = resolvePriorMedications(catalog, input.priorMedications);
  const fired = rules.filter((r) => ruleFires(r, input));
  const entries = orderedEntries(table, regimens);
  const lineSize = (line: Line) => entries.filter((e) => e.line === line).length;
  const source = `diagnosis_${input.state.toLowerCase()}`;

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
      excluded.push({ regimenId: regimen.id, name: regimen.name, guideline: placement, rules: exclusions, explanation: exclusionText(exclusions) });
      continue;
    }
    const promotions = applied(regimen, 'promote');
    const warnings = applied(regimen, 'warn');
    const where = entry ? placementText(entry, lineSize(entry.line), table.extrapolation) : null;
    if (promotions.length && (!entry || entry.line > 1)) {
      promoted.push({
        regimenId: regimen.id,
        name: regimen.name,
        source: 'include',
        tier: 1,
        guideline: placement,
        rules: [...promotions, ...warnings],
        explanation: promotedText(promotions, where, table),
      });
    } else if (entry) {
      tiers[entry.line].push({
        regimenId: regimen.id,
        name: regimen.name,
        source,
        tier: entry.line,
        guideline: placement,
        rules: [...promotions, ...warnings],
        explanation: suggestionText(where ?? '', promotions),
      });
    }
  }

  return {
    state: input.state,
    guideline: { id: pack.id, name: pack.name, version: pack.version, phase: table.phase },
    extrapolation: table.extrapolation ?? null,
    first: [...promoted, ...tiers[1]],
    second: tiers[2],
    third: tiers[3],
    excluded,
    unrecognizedPriorMedications: prior.unrecognized,
    nonPharmacological: table.nonPharmacological.map((n) => ({ name: n.name, line: n.line })),
  };
}

function toPlacement(entry: GuidelineEntry, pack: GuidelinePack): GuidelinePlacement {
  const citation = pack.citations.find((c) => c.id === entry.citationId)?.short ?? entry.citationId;
  const placement: GuidelinePlacement = { line: entry.line, rank: entry.rank, row: entry.row, locator: entry.locator, citation };
  return entry.note ? { ...placement, note: entry.note } : placement;
}
