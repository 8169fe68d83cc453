import type { MoodState } from '../input/patient-inputs';
import type { RiskFlag } from '../input/risk-flags';
import type { Adjustment, AdjustmentTrigger, Advice, Dose, DoseUnit, Monitoring, PhaseDosing, TitrationStep } from './dosing.schema';

/**
 * Shorthands for the dosing content files. `src(citationId, locator, review)` is the provenance of one
 * fact; `review` (true by default here: dosing facts are written from background knowledge of the label)
 * sets `needsReview` until a clinician checks the fact against that source.
 */
export type Src = { source: { citationId: string; locator: string }; needsReview?: boolean };

export const src = (citationId: string, locator: string, review = true): Src =>
  review ? { source: { citationId, locator }, needsReview: true } : { source: { citationId, locator } };

export const ALL_STATES: MoodState[] = ['Manic', 'Hypomanic', 'Depressed', 'Euthymic'];
export const ACUTE_MANIA: MoodState[] = ['Manic', 'Hypomanic'];

export const dose = (amount: number, unit: DoseUnit, frequency: string, upTo?: number): Dose =>
  upTo === undefined ? { amount, unit, frequency } : { amount, upTo, unit, frequency };

export const mg = (amount: number, frequency: string, upTo?: number) => dose(amount, 'mg/day', frequency, upTo);

export const step = (when: string, d: Dose): TitrationStep => ({ when, dose: d });
/** A titration step whose amount is the change, said in its frequency text ("increase by 300 mg/day every 3 days"). */
export const by = (when: string, d: Dose): TitrationStep => ({ when, dose: d, increment: true });

export function phase(
  phases: MoodState[],
  use: string,
  start: TitrationStep[],
  usual: [number, number, string],
  maximum: Dose,
  from: Src,
  note?: string,
): PhaseDosing {
  const unit = start[0]?.dose.unit ?? 'mg/day';
  const out: PhaseDosing = { phases, use, start, usual: { low: usual[0], high: usual[1], unit, frequency: usual[2] }, maximum, ...from };
  if (note) out.note = note;
  return out;
}

export const onFlag = (...flags: [RiskFlag, ...RiskFlag[]]): AdjustmentTrigger => ({ kind: 'flag', flags });
/** Pregnant or breastfeeding, possibly pregnant, or wanting to conceive. */
export const PREGNANCY_FLAGS: [RiskFlag, ...RiskFlag[]] = ['anyPregnancy', 'riskPregnancy', 'reproductive'];
export const olderAdult: AdjustmentTrigger = { kind: 'older-adult' };
export const takes = (label: string, ingredients: string[], classes: string[] = [], unless?: string[]): AdjustmentTrigger =>
  unless ? { kind: 'medication', ingredients, classes, unless, label } : { kind: 'medication', ingredients, classes, label };

export const adjust = (id: string, when: AdjustmentTrigger, effect: Adjustment['effect'], text: string, from: Src): Adjustment => ({
  id,
  when,
  effect,
  text,
  ...from,
});

export const monitor = (test: string, baseline: boolean, days: number[], interval: string, from: Src): Monitoring => ({
  test,
  baseline,
  days,
  interval,
  ...from,
});

export const advise = (text: string, from: Src): Advice => ({ text, ...from });

/** CANMAT/ISBD 2023 update, safety and monitoring section: read for this release (not awaiting review). */
export const canmatMonitoring = (what: string) => src('canmat-2023u', `Safety and monitoring section: ${what}`, false);

/** The metabolic monitoring every antipsychotic shares (CANMAT/ISBD 2023 update). */
export const antipsychoticMonitoring = (): Monitoring[] => [
  monitor('Weight and BMI', true, [30, 60, 90], 'monthly for 3 months, then every 3 months', canmatMonitoring('SGA metabolic monitoring')),
  monitor('Blood pressure', true, [90], 'at 3 months, then yearly', canmatMonitoring('SGA metabolic monitoring')),
  monitor('Fasting glucose or HbA1c', true, [90], 'at 3 months, then yearly', canmatMonitoring('SGA metabolic monitoring')),
  monitor('Fasting lipids', true, [90], 'at 3 months, then yearly', canmatMonitoring('SGA metabolic monitoring')),
  monitor(
    'Extrapyramidal symptoms and akathisia',
    true,
    [14, 30],
    'at each visit while titrating',
    canmatMonitoring('SGA metabolic monitoring'),
  ),
];

/** Advice every antipsychotic shares (class labeling). */
export const antipsychoticAdvice = (labelId: string): Advice[] => [
  advise(
    'May cause drowsiness and dizziness on standing: rise slowly, and avoid driving until the effect is known. Report restlessness, stiffness or tremor',
    src(labelId, 'Warnings and precautions; patient counselling information'),
  ),
];
