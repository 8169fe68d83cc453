import type { MedicationDosing } from './dosing.schema';
import {
  PREGNANCY_FLAGS,
  ACUTE_MANIA,
  adjust,
  by,
  advise,
  canmatMonitoring,
  dose,
  mg,
  monitor,
  olderAdult,
  onFlag,
  phase,
  src,
  step,
  takes,
} from './dosing-builders';

const LABEL = 'fda-valproate-label';
const mania = src(LABEL, 'Section 2.1 Mania (delayed-release tablets)');
const levels = src('canmat-2023u', 'Safety and monitoring section: divalproex serum levels', false);
const guidelineUse = 'No US indication for this phase: CANMAT/ISBD use, at the mania doses and level.';

/** Divalproex (Depakote delayed-release; Depakote ER noted as a difference). */
export const valproateDosing: MedicationDosing = {
  id: 'valproate',
  name: 'Divalproex (valproate)',
  product: 'Divalproex sodium delayed-release tablets (Depakote)',
  phases: [
    phase(
      ACUTE_MANIA,
      'Acute mania, alone or with an antipsychotic',
      [
        step('Day 1', mg(750, 'in 2–3 divided doses')),
        by('Then', mg(250, 'increase by 250–500 mg/day every 1–3 days to the target level', 500)),
      ],
      [1000, 2500, 'in 2–3 divided doses'],
      dose(60, 'mg/kg/day', 'in divided doses'),
      mania,
    ),
    phase(
      ['Depressed', 'Euthymic'],
      'Bipolar depression or maintenance',
      [
        step('Day 1', mg(500, 'in 2 divided doses or once daily at bedtime')),
        by('Then', mg(250, 'increase by 250–500 mg/day every 3–7 days to the target level', 500)),
      ],
      [750, 2000, 'in 2 divided doses'],
      dose(60, 'mg/kg/day', 'in divided doses'),
      src('us-label-background', 'Depakote: dosage and administration (guideline use outside the mania indication)'),
      guidelineUse,
    ),
  ],
  levels: [
    {
      analyte: 'Serum valproate (total)',
      phases: ['Manic', 'Hypomanic', 'Depressed', 'Euthymic'],
      population: 'adult',
      low: 50,
      high: 100,
      unit: 'µg/mL',
      alsoAs: '350–700 µmol/L',
      draw: 'Trough, before the morning dose',
      ...levels,
    },
  ],
  adjustments: [
    adjust(
      'valproate-liver',
      onFlag('liverHistory'),
      'avoid',
      'Liver disease: contraindicated in hepatic disease or significant hepatic dysfunction (boxed warning: hepatotoxicity); choose another agent',
      src(LABEL, 'Boxed warning; section 4 Contraindications'),
    ),
    adjust(
      'valproate-kidney',
      onFlag('kidneyHistory'),
      'monitor',
      'Kidney disease: no dose change is set, but protein binding falls, so a total level can look low while the free drug is adequate; dose by response and side effects',
      src(LABEL, 'Section 8.6 Renal impairment'),
    ),
    adjust(
      'valproate-older-adult',
      olderAdult,
      'start-lower',
      'Older adult: start lower (e.g. 250 mg twice daily), raise more slowly, and watch intake, hydration and sleepiness',
      src(LABEL, 'Section 2 Dosage in the elderly; section 8.5 Geriatric use'),
    ),
    adjust(
      'valproate-pregnancy',
      onFlag(...PREGNANCY_FLAGS),
      'avoid',
      'Pregnancy possible or planned: do not start unless no other treatment is suitable and a pregnancy prevention programme is in place',
      src('mhra-valproate-2018', 'Pregnancy Prevention Programme', false),
    ),
    adjust(
      'valproate-carbamazepine',
      takes('carbamazepine, phenytoin or phenobarbital', ['carbamazepine', 'phenytoin', 'phenobarbital', 'primidone']),
      'monitor',
      'Takes an enzyme-inducing antiepileptic: valproate levels fall; check the level after starting or stopping it',
      src(LABEL, 'Section 7 Drug interactions'),
    ),
    adjust(
      'valproate-topiramate',
      takes('topiramate', ['topiramate']),
      'monitor',
      'Takes topiramate: risk of raised ammonia and encephalopathy; check ammonia if drowsy, vomiting or confused',
      src(LABEL, 'Section 5 Hyperammonemia; section 7 Drug interactions'),
    ),
    adjust(
      'valproate-aspirin',
      takes('aspirin', ['aspirin']),
      'monitor',
      'Takes aspirin: free valproate rises; watch for toxicity',
      src(LABEL, 'Section 7 Drug interactions'),
    ),
  ],
  monitoring: [
    monitor(
      'Valproate level (trough)',
      false,
      [4, 11],
      '3–5 days after starting and each change until stable, then when clinically indicated',
      src(LABEL, 'Section 2.1 Mania: serum concentrations'),
    ),
    monitor(
      'Liver function tests',
      true,
      [90, 180, 365],
      'every 3–6 months in the first year, then yearly',
      canmatMonitoring('divalproex'),
    ),
    monitor(
      'Full blood count with platelets',
      true,
      [90, 180, 365],
      'every 3–6 months in the first year, then yearly',
      canmatMonitoring('divalproex'),
    ),
    monitor(
      'Menstrual history (polycystic ovary symptoms)',
      true,
      [90, 365],
      'at visits in the first year, then yearly',
      canmatMonitoring('divalproex'),
    ),
    monitor(
      'Pregnancy test where pregnancy is possible',
      true,
      [],
      'before starting, then as the pregnancy prevention programme sets',
      src('mhra-valproate-2018', 'Pregnancy Prevention Programme', false),
    ),
    monitor(
      'Weight and BMI',
      true,
      [30, 90, 180],
      'monthly for 3 months, then every 3–6 months',
      src('us-label-background', 'Depakote: adverse reactions (weight gain)'),
    ),
  ],
  advice: [
    advise(
      'Report abdominal pain with vomiting (pancreatitis), yellow skin or eyes, or unusual bruising or bleeding at once',
      src(LABEL, 'Boxed warning; patient counselling information'),
    ),
    advise(
      'Harmful in pregnancy: use reliable contraception and talk to the prescriber before trying to conceive',
      src('mhra-valproate-2018', 'Pregnancy Prevention Programme', false),
    ),
    advise('Swallow the tablets whole; do not crush or chew', src(LABEL, 'Patient counselling information')),
  ],
  differences: [
    {
      topic: 'Target level',
      guideline: { text: '50–100 µg/mL (350–700 µmol/L)', ...levels },
      label: {
        text: 'Delayed-release: trough 50–125 µg/mL; extended-release (25 mg/kg once daily to start): 85–125 µg/mL',
        ...src('fda-depakote-er-label', 'Section 2.1 Mania'),
      },
    },
  ],
};
