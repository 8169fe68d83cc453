import type { MoodState, PatientContext, RiskFlag } from '../input/patient-context.schema';
import { classesOf, findCondition, findIngredient } from '../vocabulary/vocabulary';
import type { Condition, ConditionAtom, DrugSelector } from './condition.schema';

/** The patient as the atoms read it; absent fields are unknown. */
export type ConditionFacts = Pick<PatientContext, 'state' | RiskFlag> & {
  /** Vocabulary ingredient ids of the medications tried before. */
  triedIngredients: readonly string[];
  /** Vocabulary ingredient ids of the medications taken now; undefined when not asked. */
  takingIngredients?: readonly string[];
  bipolarType?: 'I' | 'II';
  specifiers?: readonly ('mixedFeatures' | 'psychoticFeatures')[];
  ageBand?: 'youth' | 'adult' | 'olderAdult';
  sex?: 'female' | 'male';
  /** Read for a female patient only; undefined when not given. */
  childbearingPotential?: boolean;
  maintenancePolarity?: 'manic' | 'depressive' | 'none';
  /** Vocabulary condition ids of the conditions given; undefined when not asked. */
  conditionIds?: readonly string[];
};

/** Typed names → vocabulary ingredient ids (names the vocabulary does not know are left out). */
export function ingredientIdsOf(typed: readonly string[]): string[] {
  return [...new Set(typed.flatMap((t) => findIngredient(t)?.id ?? []))];
}

/** Typed names or SNOMED/ICD-10 codes → vocabulary condition ids (unknown ones are left out). */
export function conditionIdsOf(typed: readonly string[]): string[] {
  return [...new Set(typed.flatMap((t) => findCondition(t)?.id ?? []))];
}

export function factsOf(input: PatientContext): ConditionFacts {
  const { ageGroup, mixedFeatures, childbearingPotential, ...rest } = input;
  return {
    ...rest,
    ...(ageGroup && { ageBand: ageGroup }),
    ...(mixedFeatures && { specifiers: ['mixedFeatures' as const] }),
    ...(input.sex === 'female' && childbearingPotential !== undefined && { childbearingPotential }),
    triedIngredients: ingredientIdsOf(input.priorMedications),
    ...(input.currentMedications && { takingIngredients: ingredientIdsOf(input.currentMedications) }),
    ...(input.conditions && { conditionIds: conditionIdsOf(input.conditions) }),
  };
}

export function selects(selector: DrugSelector, ingredientId: string): boolean {
  if (selector.ingredients?.includes(ingredientId)) return true;
  const classes = selector.classes ?? [];
  return classes.length > 0 && classesOf(ingredientId).some((c) => classes.includes(c));
}

function atomHolds(atom: ConditionAtom, f: ConditionFacts): boolean {
  switch (atom.kind) {
    case 'flag':
      return f[atom.flag];
    case 'state':
      return atom.states.includes(f.state);
    case 'bipolarType':
      return f.bipolarType !== undefined && atom.types.includes(f.bipolarType);
    case 'specifier':
      return f.specifiers?.includes(atom.specifier) ?? false;
    case 'ageBand':
      return f.ageBand !== undefined && atom.bands.includes(f.ageBand);
    case 'sex':
      return f.sex !== undefined && atom.sexes.includes(f.sex);
    case 'childbearingPotential':
      return f.childbearingPotential === atom.value;
    case 'maintenancePolarity':
      return f.maintenancePolarity !== undefined && atom.polarities.includes(f.maintenancePolarity);
    case 'taking':
      return (f.takingIngredients ?? []).some((id) => selects(atom.drugs, id));
    case 'tried':
      return f.triedIngredients.some((id) => selects(atom.drugs, id));
    case 'hasCondition':
      return (f.conditionIds ?? []).some((id) => atom.conditions.includes(id));
  }
}

/** Whether the condition holds, and the atoms that made it hold (`because`): what a card or tooltip shows. */
export type ConditionResult = { holds: boolean; because: ConditionAtom[] };

export function evaluateCondition(c: Condition, f: ConditionFacts): ConditionResult {
  switch (c.kind) {
    case 'all': {
      const parts = c.of.map((p) => evaluateCondition(p, f));
      const holds = parts.every((p) => p.holds);
      return { holds, because: holds ? parts.flatMap((p) => p.because) : [] };
    }
    case 'any': {
      const held = c.of.map((p) => evaluateCondition(p, f)).filter((p) => p.holds);
      return { holds: held.length > 0, because: held.flatMap((p) => p.because) };
    }
    case 'not':
      // What holds is an absence: nothing to point at.
      return { holds: !evaluateCondition(c.of, f).holds, because: [] };
    default:
      return atomHolds(c, f) ? { holds: true, because: [c] } : { holds: false, because: [] };
  }
}

/** Every atom in the tree, in order. */
export function conditionAtoms(c: Condition): ConditionAtom[] {
  if (c.kind === 'all' || c.kind === 'any') return c.of.flatMap(conditionAtoms);
  if (c.kind === 'not') return conditionAtoms(c.of);
  return [c];
}

/** The risk flags a condition reads (for the question tooltips and CDS card grouping). */
export function conditionFlags(c: Condition): RiskFlag[] {
  return [...new Set(conditionAtoms(c).flatMap((a) => (a.kind === 'flag' ? [a.flag] : [])))];
}

/** The mood states the condition is limited to (a `state` atom it requires), or undefined for every state. */
export function conditionStates(c: Condition): MoodState[] | undefined {
  if (c.kind === 'state') return c.states;
  if (c.kind !== 'all') return undefined;
  return c.of.flatMap((p) => (p.kind === 'state' ? [p.states] : []))[0];
}
