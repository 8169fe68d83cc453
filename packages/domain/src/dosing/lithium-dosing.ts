import type { MedicationDosing } from './dosing.schema';
import {
  PREGNANCY_FLAGS,
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

const LABEL = 'fda-lithium-label';
const dosage = src(LABEL, 'Section 2 Dosage and administration: recommended dosage (acute and maintenance)');
const levels = src('canmat-2023u', 'Safety and monitoring section: lithium serum levels', false);
const olderLevels = src('canmat-2023u', 'Special populations: older adults', false);
const DRAW = 'Trough: 12 h after the last dose, at least 5 days after starting or any dose change';

/** Lithium carbonate: label doses; CANMAT/ISBD levels and monitoring (read); label adjustments (recalled). */
export const lithiumDosing: MedicationDosing = {
  id: 'lithium',
  name: 'Lithium',
  product: 'Lithium carbonate, immediate-release (extended-release: same daily total in 2 doses)',
  phases: [
    phase(
      ['Manic', 'Hypomanic', 'Depressed'],
      'Acute episode, alone or with an antipsychotic',
      [step('Day 1', mg(900, '300 mg three times daily')), by('Then', mg(300, 'increase by 300 mg/day every 3 days, guided by the level'))],
      [900, 1800, 'in 2–3 divided doses'],
      mg(1800, 'in divided doses; the serum level, not the dose, sets the ceiling'),
      dosage,
    ),
    phase(
      ['Euthymic'],
      'Maintenance',
      [step('Continue', mg(900, 'in 2–3 divided doses (or once daily at bedtime once stable)', 1200))],
      [900, 1200, 'in 2–3 divided doses'],
      mg(1200, 'in divided doses; the serum level sets the ceiling'),
      dosage,
    ),
  ],
  levels: [
    {
      analyte: 'Serum lithium',
      phases: ['Manic', 'Hypomanic', 'Depressed'],
      population: 'adult',
      low: 0.8,
      high: 1.2,
      unit: 'mEq/L',
      alsoAs: '0.8–1.2 mmol/L',
      draw: DRAW,
      ...levels,
    },
    {
      analyte: 'Serum lithium',
      phases: ['Euthymic'],
      population: 'adult',
      low: 0.6,
      high: 1.0,
      unit: 'mEq/L',
      alsoAs: '0.6–1.0 mmol/L',
      draw: DRAW,
      ...levels,
    },
    {
      analyte: 'Serum lithium',
      phases: ['Manic', 'Hypomanic', 'Depressed', 'Euthymic'],
      population: 'older-adult',
      low: 0.4,
      high: 0.8,
      unit: 'mEq/L',
      alsoAs: '0.4–0.8 mmol/L',
      draw: DRAW,
      ...olderLevels,
    },
  ],
  adjustments: [
    adjust(
      'lithium-kidney',
      onFlag('kidneyHistory'),
      'start-lower',
      'Kidney disease: estimate CrCl or eGFR first. Mild to moderate impairment (CrCl 30–89 mL/min): start lower (e.g. 300 mg once or twice daily), titrate slowly and check the level at 5 days and after each change. Severe impairment (CrCl below 30 mL/min): not recommended',
      src(LABEL, 'Section 2 Dosage and administration: renal impairment; section 8.6'),
    ),
    adjust(
      'lithium-kidney-referral',
      onFlag('kidneyHistory'),
      'monitor',
      'Kidney disease: check renal function at least monthly while it is changing; seek renal advice if eGFR falls quickly below 45 or persistently, or is below 30',
      src('nhs-ggc-lithium', 'Renal monitoring and referral', false),
    ),
    adjust(
      'lithium-older-adult',
      olderAdult,
      'start-lower',
      'Older adult: start at the low end (e.g. 150–300 mg/day), raise slowly, and aim for 0.4–0.8 mEq/L',
      src(LABEL, 'Section 8.5 Geriatric use'),
    ),
    adjust(
      'lithium-raas-thiazide-nsaid',
      takes('an ACE inhibitor, ARB, thiazide diuretic or NSAID', [], ['ace-inhibitor', 'arb', 'thiazide-diuretic', 'nsaid']),
      'monitor',
      'Takes an ACE inhibitor, ARB, thiazide or NSAID: these raise lithium levels; use a lower dose and check the level within 5 days of starting either drug or changing its dose',
      src(LABEL, 'Section 7 Drug interactions'),
    ),
    adjust(
      'lithium-pregnancy',
      onFlag(...PREGNANCY_FLAGS),
      'monitor',
      'Pregnant, breastfeeding or planning pregnancy: lithium clearance rises in pregnancy and falls at delivery; check levels more often, adjust the dose, and plan with perinatal psychiatry (cardiac malformation risk; neonatal toxicity)',
      src(LABEL, 'Section 8.1 Pregnancy; section 8.2 Lactation'),
    ),
  ],
  monitoring: [
    monitor(
      'Serum lithium (trough, 12 h post-dose)',
      false,
      [5, 12, 19],
      'at least 5 days after starting and each change until stable',
      levels,
    ),
    monitor(
      'Serum lithium once stable',
      false,
      [90, 180],
      'every 3–6 months',
      src(LABEL, 'Section 2 Dosage and administration: serum lithium monitoring'),
    ),
    monitor('Renal function (creatinine, eGFR)', true, [180, 365], 'at 6 months, then at least yearly', canmatMonitoring('lithium')),
    monitor('Thyroid function (TSH)', true, [180, 365], 'at 6 months, then at least yearly', canmatMonitoring('lithium')),
    monitor('Calcium', true, [180, 365], 'at 6 months, then at least yearly', canmatMonitoring('lithium')),
    monitor(
      'Serum electrolytes (sodium)',
      true,
      [],
      'at baseline, and with illness, dehydration or a new diuretic',
      src(LABEL, 'Section 2 Dosage and administration: evaluation before starting'),
    ),
    monitor(
      'ECG if over 40 or with cardiac risk (Brugada)',
      true,
      [],
      'at baseline',
      src(LABEL, 'Warnings and precautions: Brugada syndrome'),
    ),
    monitor('Weight and BMI', true, [90, 180], 'every 3–6 months', src('us-label-background', 'Lithium: adverse reactions (weight gain)')),
  ],
  advice: [
    advise(
      'Drink enough fluid and keep salt intake steady; take care in heat, exercise and with diets',
      src(LABEL, 'Patient counselling information'),
    ),
    advise(
      'With vomiting, diarrhoea or fever, seek advice: lithium may need to be paused and the level checked',
      src(LABEL, 'Patient counselling information'),
    ),
    advise(
      'Avoid over-the-counter ibuprofen and naproxen; tell every prescriber you take lithium',
      src(LABEL, 'Section 7 Drug interactions'),
    ),
    advise(
      'Signs of too much lithium: coarse tremor, diarrhoea, vomiting, unsteadiness, slurred speech, confusion: stop and seek care the same day',
      src(LABEL, 'Boxed warning; section 5.1 Lithium toxicity'),
    ),
    advise('Have the blood test 12 hours after the evening dose, before the morning dose', levels),
  ],
  differences: [
    {
      topic: 'Maintenance target level',
      guideline: { text: '0.6–1.0 mEq/L', ...levels },
      label: { text: '0.8–1.0 mEq/L', ...src(LABEL, 'Section 2 Dosage and administration: recommended dosage (Table 1)') },
    },
    {
      topic: 'Older adults',
      guideline: { text: '0.4–0.8 mEq/L in the acute phase', ...olderLevels },
      label: { text: 'No separate range; start at the low end of the dose range', ...src(LABEL, 'Section 8.5 Geriatric use') },
    },
  ],
};
