import type { MedicationDosing } from './dosing.schema';
import {
  PREGNANCY_FLAGS,
  ACUTE_MANIA,
  adjust,
  by,
  advise,
  canmatMonitoring,
  mg,
  monitor,
  olderAdult,
  onFlag,
  phase,
  src,
  step,
  takes,
} from './dosing-builders';

const LABEL = 'fda-carbamazepine-label';

/** Carbamazepine extended-release capsules (Equetro), the form labelled for bipolar I mania. */
export const carbamazepineDosing: MedicationDosing = {
  id: 'carbamazepine',
  name: 'Carbamazepine',
  product: 'Carbamazepine extended-release capsules (Equetro)',
  phases: [
    phase(
      [...ACUTE_MANIA, 'Euthymic'],
      'Acute manic or mixed episodes (label); maintenance (CANMAT/ISBD second line)',
      [step('Day 1', mg(400, '200 mg twice daily')), by('Then', mg(200, 'increase by 200 mg/day to response'))],
      [400, 1600, 'in 2 divided doses'],
      mg(1600, 'in 2 divided doses'),
      src(LABEL, 'Section 2 Dosage and administration'),
      'Maintenance is guideline use (no US indication). Autoinduction: levels fall over the first weeks.',
    ),
  ],
  levels: [],
  adjustments: [
    adjust(
      'carbamazepine-liver',
      onFlag('liverHistory'),
      'avoid',
      'Liver disease: use with caution or avoid; check liver tests before and during treatment',
      src(LABEL, 'Warnings and precautions: hepatic effects'),
    ),
    adjust(
      'carbamazepine-kidney',
      onFlag('kidneyHistory'),
      'monitor',
      'Kidney disease: no set change; check renal function and sodium at baseline and periodically',
      src('us-label-background', 'Carbamazepine: use in renal impairment'),
    ),
    adjust(
      'carbamazepine-older-adult',
      olderAdult,
      'start-lower',
      'Older adult: start at 200 mg/day and raise slowly; higher risk of hyponatraemia and confusion',
      src(LABEL, 'Section 8.5 Geriatric use'),
    ),
    adjust(
      'carbamazepine-cyp3a4-inhibitors',
      takes('a CYP3A4 inhibitor', [], ['cyp3a4-inhibitor']),
      'monitor',
      'Takes a CYP3A4 inhibitor: carbamazepine levels rise; watch for dizziness, double vision and unsteadiness, and check a level',
      src(LABEL, 'Section 7 Drug interactions'),
    ),
    adjust(
      'carbamazepine-contraceptive',
      takes('a hormonal contraceptive', [], ['hormonal-contraceptive']),
      'monitor',
      'Takes a hormonal contraceptive: carbamazepine makes it less effective; advise a non-hormonal or high-dose method',
      canmatMonitoring('contraceptive counselling'),
    ),
    adjust(
      'carbamazepine-pregnancy',
      onFlag(...PREGNANCY_FLAGS),
      'avoid',
      'Pregnancy possible or planned: neural-tube defects; avoid unless no alternative, with folic acid and reliable contraception',
      src(LABEL, 'Section 8.1 Pregnancy'),
    ),
  ],
  monitoring: [
    monitor(
      'HLA-B*1502 in patients of Asian (including South Asian) ancestry',
      true,
      [],
      'before the first dose',
      src('fda-carbamazepine-hla-2007', 'HLA-B*1502 screening', false),
    ),
    monitor(
      'Full blood count',
      true,
      [14, 30, 90],
      'during the first months, then periodically',
      src(LABEL, 'Boxed warning: aplastic anaemia and agranulocytosis'),
    ),
    monitor('Liver function tests', true, [30, 90], 'periodically', src(LABEL, 'Warnings and precautions: hepatic effects')),
    monitor('Sodium', true, [30, 365], 'at least yearly', canmatMonitoring('carbamazepine sodium')),
    monitor(
      'Carbamazepine level (toxicity check)',
      false,
      [7, 28],
      'after changes and if toxicity is suspected (no bipolar target range is established)',
      src('us-label-background', 'Equetro: clinical pharmacology (autoinduction)'),
    ),
  ],
  advice: [
    advise(
      'Stop and seek care for any rash, blistering, fever, sore throat, mouth ulcers or unusual bruising',
      canmatMonitoring('carbamazepine rash education'),
    ),
    advise(
      'Makes hormonal contraception unreliable; many other medicines are affected: tell every prescriber',
      canmatMonitoring('contraceptive counselling'),
    ),
  ],
  differences: [],
};
