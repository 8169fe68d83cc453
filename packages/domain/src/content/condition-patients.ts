import { moodStateSchema, type MoodState, type PatientContext } from '../input/patient-context.schema';
import { riskFlagValues } from '../input/risk-flags';
import type { Condition, DrugSelector } from '../rules/condition.schema';
import type { SafetyRule } from '../rules/rule.schema';
import { ingredientById, membersOf } from '../vocabulary/vocabulary';
import type { ReferencePatient } from './impact-preview';

/** A drug the selector names, by its display name (as a clinician would type it). */
function oneDrug(s: DrugSelector): string | undefined {
  const id = s.ingredients?.[0] ?? (s.classes?.[0] ? membersOf(s.classes[0])[0] : undefined);
  return id ? (ingredientById(id)?.name ?? id) : undefined;
}

type Witness = Partial<Omit<PatientContext, 'state'>> & { states?: MoodState[] };

/**
 * Inputs that make the condition hold, or null when no patient the engine can be given does (an atom
 * about an input the form and API do not take yet, or a `not`).
 */
function witness(c: Condition): Witness | null {
  switch (c.kind) {
    case 'all': {
      const parts = c.of.map(witness);
      if (parts.some((p) => p === null)) return null;
      return parts.reduce<Witness>(
        (acc, p) => ({
          ...acc,
          ...p,
          priorMedications: [...(acc.priorMedications ?? []), ...(p!.priorMedications ?? [])],
          currentMedications: [...(acc.currentMedications ?? []), ...(p!.currentMedications ?? [])],
          conditions: [...(acc.conditions ?? []), ...(p!.conditions ?? [])],
        }),
        {},
      );
    }
    case 'any':
      return c.of.map(witness).find((w) => w !== null) ?? null;
    case 'flag':
      return { [c.flag]: true };
    case 'state':
      return { states: c.states };
    case 'taking': {
      const name = oneDrug(c.drugs);
      return name ? { currentMedications: [name] } : null;
    }
    case 'tried': {
      const name = oneDrug(c.drugs);
      return name ? { priorMedications: [name] } : null;
    }
    case 'hasCondition':
      return { conditions: [c.conditions[0]!] };
    case 'ageBand':
      return { ageGroup: c.bands[0]! };
    case 'sex':
      return { sex: c.sexes[0]! };
    case 'bipolarType':
      return { bipolarType: c.types[0]! };
    case 'specifier':
      return c.specifier === 'mixedFeatures' ? { mixedFeatures: true } : { psychotic: true };
    case 'maintenancePolarity':
      return { maintenancePolarity: c.polarities[0]! };
    case 'childbearingPotential':
      return { sex: 'female', childbearingPotential: c.value };
    default:
      return null;
  }
}

const PATIENT_ATOMS = new Set(['taking', 'tried', 'hasCondition', 'ageBand', 'sex', 'bipolarType', 'specifier', 'maintenancePolarity']);
const usesDrugs = (c: Condition): boolean =>
  PATIENT_ATOMS.has(c.kind) || ((c.kind === 'all' || c.kind === 'any') && c.of.some(usesDrugs)) || (c.kind === 'not' && usesDrugs(c.of));

/**
 * Reference patients derived from the rules' own conditions (ADR 0041): for each enabled rule about a
 * drug taken or tried, a condition, or who the patient is (ADR 0046), a patient it applies to in each state it allows, so that a preview of such a rule
 * shows whom it changes (the fixed reference set takes no medications).
 */
export function conditionPatients(rules: readonly SafetyRule[]): ReferencePatient[] {
  const out: ReferencePatient[] = [];
  for (const rule of rules) {
    if (rule.disabled || !usesDrugs(rule.when)) continue;
    const w = witness(rule.when);
    if (!w) continue;
    const { states = moodStateSchema.options, currentMedications = [], priorMedications = [], conditions = [], ...flags } = w;
    for (const state of states) {
      const context: PatientContext = { state, ...riskFlagValues(false), ...flags, priorMedications, currentMedications, conditions };
      const taking = currentMedications.length ? `, taking ${currentMedications.join(', ')}` : '';
      const tried = priorMedications.length ? `, tried ${priorMedications.join(', ')}` : '';
      out.push({
        id: `rule:${rule.id}:${state}`,
        label: `${state}${taking}${tried} (for the rule “${rule.label}”)`,
        kind: 'reference',
        context,
      });
    }
  }
  return out;
}
