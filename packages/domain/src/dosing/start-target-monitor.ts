import type { Regimen } from '../catalog/catalog.schema';
import type { MoodState } from '../input/patient-inputs';
import { riskFlagDefinitions, type RiskFlag } from '../input/risk-flags';
import { classesOf, findClass, findIngredient } from '../vocabulary/vocabulary';
import { defaultDosing } from './default-dosing';
import type { AdjustmentTrigger, MedicationDosing } from './dosing.schema';
import { medicationSummary } from './dosing-text';
import type { AppliedAdjustment, MedicationBlock, StartTargetMonitor } from './start-target-monitor.schema';

/**
 * What the dosing reads of a patient: the state, the risk flags, what they take now, and an age band
 * where one is given (`ageBand` of the rule conditions, or `ageGroup` from the age input being added on
 * another branch; neither is required, and without one no older-adult adjustment is applied).
 */
export type DosingPatient = { state: MoodState; currentMedications?: readonly string[]; ageBand?: string; ageGroup?: string } & Partial<
  Record<RiskFlag, boolean>
>;

/** True when the patient's age band says older adult (65 and over); false when unknown. */
export function isOlderAdult(p: DosingPatient): boolean {
  const band = p.ageBand ?? p.ageGroup;
  return band !== undefined && /older|65|elder|geriatric/i.test(band);
}

const flagLabel = (flag: RiskFlag) => riskFlagDefinitions.find((f) => f.id === flag)?.label ?? flag;

/** What the patient takes now (typed names) and the regimen's other ingredients, as vocabulary ids. */
type Taking = { id: string; classes: string[]; inRegimen: boolean; name: string }[];

function takingOf(p: DosingPatient, regimen: Regimen, self: string): Taking {
  const out: Taking = [];
  for (const typed of p.currentMedications ?? []) {
    const ing = findIngredient(typed);
    if (ing) out.push({ id: ing.id, classes: classesOf(ing.id), inRegimen: false, name: ing.name });
    else {
      const cls = findClass(typed);
      if (cls) out.push({ id: `class:${cls.id}`, classes: [cls.id], inRegimen: false, name: cls.name });
    }
  }
  for (const id of regimen.ingredientIds)
    if (id !== self) out.push({ id, classes: classesOf(id), inRegimen: true, name: findIngredient(id)?.name ?? id });
  return out;
}

function reasonFor(when: AdjustmentTrigger, p: DosingPatient, taking: Taking): string | null {
  switch (when.kind) {
    case 'flag': {
      const yes = when.flags.find((f) => p[f] === true);
      return yes ? flagLabel(yes) : null;
    }
    case 'older-adult':
      return isOlderAdult(p) ? 'Older adult' : null;
    case 'medication': {
      const excluded = (t: Taking[number]) => (when.unless ?? []).some((u) => u === t.id || t.classes.includes(u));
      const hit = taking.find((t) => !excluded(t) && (when.ingredients.includes(t.id) || t.classes.some((c) => when.classes.includes(c))));
      if (!hit) return null;
      return hit.inRegimen ? `${hit.name} in this regimen` : `Takes ${hit.name}`;
    }
  }
}

/** One medication's block for the state, with the adjustments that apply to this patient. */
export function medicationBlock(d: MedicationDosing, regimen: Regimen, p: DosingPatient): MedicationBlock {
  const matched = d.phases.find((ph) => ph.phases.includes(p.state));
  const ph = matched ?? d.phases[0]!;
  const older = isOlderAdult(p);
  const phaseLevels = d.levels.filter((l) => l.phases.includes(p.state));
  const olderLevels = phaseLevels.filter((l) => l.population === 'older-adult');
  const targets = older && olderLevels.length > 0 ? olderLevels : phaseLevels.filter((l) => l.population === 'adult');
  const taking = takingOf(p, regimen, d.id);
  const adjustments: AppliedAdjustment[] = d.adjustments.flatMap((a) => {
    const reason = reasonFor(a.when, p, taking);
    if (reason === null) return [];
    const applied: AppliedAdjustment = { id: a.id, reason, effect: a.effect, text: a.text, source: a.source };
    if (a.needsReview) applied.needsReview = true;
    if (a.reviewed) applied.reviewed = a.reviewed;
    return [applied];
  });
  const notes = [ph.note, matched ? undefined : `The sources set no dose for this phase; shown: ${ph.use}.`].filter(Boolean);
  const block: MedicationBlock = {
    id: d.id,
    name: d.name,
    product: d.product,
    use: ph.use,
    phaseMatched: matched !== undefined,
    start: ph.start,
    usual: ph.usual,
    maximum: ph.maximum,
    doseSource: ph.source,
    targets,
    adjustments,
    monitoring: d.monitoring,
    advice: d.advice,
    differences: d.differences,
    summary: '',
  };
  if (notes.length > 0) block.note = notes.join(' ');
  if (ph.needsReview) block.doseNeedsReview = true;
  if (ph.reviewed) block.doseReviewed = ph.reviewed;
  block.summary = medicationSummary(block);
  return block;
}

/**
 * The "Start, target, monitor" block of a regimen for this patient: a product regimen's own dosing
 * (Symbyax, an LAI) or each ingredient's, with the patient's adjustments applied and said.
 */
export function startTargetMonitor(
  regimen: Regimen,
  patient: DosingPatient,
  dosing: readonly MedicationDosing[] = defaultDosing,
): StartTargetMonitor {
  const byId = new Map(dosing.map((d) => [d.id, d]));
  const own = byId.get(regimen.id);
  const entries = own ? [own] : regimen.ingredientIds.map((id) => byId.get(id) ?? id);
  const medications = entries.flatMap((e) => (typeof e === 'string' ? [] : [medicationBlock(e, regimen, patient)]));
  const missing = entries.filter((e): e is string => typeof e === 'string');
  const notes: string[] = [];
  const hasOlderRule = entries.some((e) => typeof e !== 'string' && e.adjustments.some((a) => a.when.kind === 'older-adult'));
  if (hasOlderRule && patient.ageBand === undefined && patient.ageGroup === undefined)
    notes.push('Age not given: older-adult adjustments are not applied.');
  if (patient.currentMedications === undefined)
    notes.push('Current medications not given: interaction adjustments cover only this regimen.');
  return { regimenId: regimen.id, state: patient.state, medications, missing, notes };
}
