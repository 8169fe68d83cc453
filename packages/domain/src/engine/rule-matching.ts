import type { Catalog, Regimen } from '../catalog/catalog.schema';
import { normalizeMedicationName } from '../catalog/normalize-medication-name';
import type { Citation, Provenance } from '../citation.schema';
import type { PatientContext } from '../input/patient-context.schema';
import { evaluateCondition, factsOf, type ConditionFacts, type ConditionResult } from '../rules/condition';
import type { SafetyRule } from '../rules/rule.schema';
import type { AppliedRule } from './recommendation.schema';

/** Whether the rule applies to this patient, and the atoms of its condition that made it apply. */
export function evaluateRule(rule: SafetyRule, facts: ConditionFacts): ConditionResult {
  if (rule.disabled) return { holds: false, because: [] };
  return evaluateCondition(rule.when, facts);
}

export function ruleFires(rule: SafetyRule, input: PatientContext | ConditionFacts): boolean {
  return evaluateRule(rule, 'triedIngredients' in input ? input : factsOf(input)).holds;
}

/** Typed prior medications sorted by what they resolved to. */
export type PriorMedications = {
  /** Typed names that resolved to a whole regimen, by regimen id. */
  byRegimen: Map<string, string[]>;
  /** Typed names that resolved to ingredients, by ingredient id. */
  byIngredient: Map<string, string[]>;
  unrecognized: string[];
};

export function resolvePriorMedications(catalog: Catalog, typed: readonly string[]): PriorMedications {
  const prior: PriorMedications = { byRegimen: new Map(), byIngredient: new Map(), unrecognized: [] };
  const add = (map: Map<string, string[]>, key: string, name: string) => {
    const list = map.get(key) ?? [];
    if (!list.includes(name)) list.push(name);
    map.set(key, list);
  };
  for (const raw of typed) {
    const name = raw.trim();
    if (!name) continue;
    const r = normalizeMedicationName(catalog, name);
    if (r.kind === 'regimen') add(prior.byRegimen, r.regimenId, name);
    else if (r.kind === 'ingredients') r.ingredientIds.forEach((id) => add(prior.byIngredient, id, name));
    else if (!prior.unrecognized.includes(name)) prior.unrecognized.push(name);
  }
  return prior;
}

/** What in `regimen` a rule's target matches, as display names; empty when it does not match. */
export function matchTarget(rule: SafetyRule, regimen: Regimen, catalog: Catalog, prior: PriorMedications): string[] {
  const ingredients = regimen.ingredientIds.map((id) => catalog.ingredients.find((i) => i.id === id));
  const names = (pred: (id: string, index: number) => boolean) =>
    regimen.ingredientIds.flatMap((id, index) => (pred(id, index) ? [ingredients[index]?.name ?? id] : []));
  const target = rule.target;
  switch (target.kind) {
    case 'ingredients':
      return names((id) => target.ingredientIds.includes(id));
    case 'classes':
      return names((_id, index) => (ingredients[index]?.classes ?? []).some((c) => target.classes.includes(c)));
    case 'regimens':
      return target.regimenIds.includes(regimen.id) ? names(() => true) : [];
    case 'none':
      return [];
    case 'priorMedications': {
      const typed = [
        ...(prior.byRegimen.get(regimen.id) ?? []),
        ...regimen.ingredientIds.flatMap((id) => prior.byIngredient.get(id) ?? []),
      ];
      return [...new Set(typed)];
    }
  }
}

/** "Short, locator" labels, e.g. "Depakote US label, Boxed warning". */
export function citationLabel(citations: readonly Citation[], p: Provenance): string {
  const short = citations.find((c) => c.id === p.citationId)?.short ?? p.citationId;
  return `${short}, ${p.locator}`;
}

export function appliedRule(rule: SafetyRule, matched: string[], citations: readonly Citation[]): AppliedRule {
  return {
    ruleId: rule.id,
    label: rule.label,
    effect: rule.effect,
    severity: rule.severity,
    reason: rule.rationale,
    matched,
    citations: rule.sources.map((s) => citationLabel(citations, s)),
    needsReview: rule.needsReview === true,
    ...(rule.reviewed && { reviewed: rule.reviewed }),
  };
}
