import { validateClinicalContent } from '../engine/validate-clinical-content';
import type { Interaction } from '../interactions/interaction.schema';
import type { DrugSelector } from '../rules/condition.schema';
import { classById, ingredientById } from '../vocabulary/vocabulary';
import type { ClinicalContentSet } from './clinical-content';
import { dosingProblems } from './dosing-checks';
import { effectiveRules } from './effective-rules';

/** Ids a selector names that the drug vocabulary does not know, as problems naming the field (`a.ingredients`). */
export function selectorProblems(field: string, s: DrugSelector): string[] {
  return [
    ...(s.ingredients ?? [])
      .filter((id) => !ingredientById(id))
      .map((id) => `${field}.ingredients: '${id}' is not an ingredient of the vocabulary`),
    ...(s.classes ?? []).filter((id) => !classById(id)).map((id) => `${field}.classes: '${id}' is not a class of the vocabulary`),
  ];
}

/** Problems of one interaction, each naming its field under `prefix` ("interaction" for a command). */
export function interactionFieldProblems(prefix: string, x: Pick<Interaction, 'a' | 'b'>): string[] {
  return [...selectorProblems(`${prefix}.a`, x.a), ...selectorProblems(`${prefix}.b`, x.b)];
}

/** Interactions that name unknown drugs or citations, or share an id. */
export function interactionProblems(content: ClinicalContentSet): string[] {
  const citations = new Set(content.pack.citations.map((c) => c.id));
  const seen = new Set<string>();
  return content.interactions.flatMap((x) => [
    ...(seen.has(x.id) ? [`duplicate interaction id ${x.id}`] : (seen.add(x.id), [])),
    ...interactionFieldProblems(`interaction ${x.id}`, x),
    ...x.sources.filter((s) => !citations.has(s.citationId)).map((s) => `interaction ${x.id}: unknown citation ${s.citationId}`),
  ]);
}

/**
 * Every consistency problem of a content set, as the server checks it before storing or serving: the
 * catalogue, pack and the rules the engine evaluates (its interactions compiled in), the interactions,
 * and the dosing (dosing-checks.ts, docs/adr/0049).
 */
export const validateContentSet = (content: ClinicalContentSet): string[] => [
  ...validateClinicalContent(content.catalog, content.pack, effectiveRules(content)),
  ...interactionProblems(content),
  ...dosingProblems(content),
];
