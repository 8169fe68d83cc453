import type { MedicationDosing } from './dosing.schema';
import {
  advise,
  antipsychoticAdvice,
  antipsychoticMonitoring,
  adjust,
  by,
  mg,
  monitor,
  olderAdult,
  onFlag,
  phase,
  src,
  step,
  takes,
} from './dosing-builders';

const ADJUNCT =
  'Adjunct only, with lithium, divalproex or an antipsychotic; never alone in bipolar I (CANMAT/ISBD). Stop if mania or mixed features emerge.';
const adjunctSource = src('canmat-2023u', 'Box 2 (acute bipolar I depression)', false);
const switchWatch = monitor(
  'Mood: switch to hypomania or mania, mixed features, suicidality',
  false,
  [7, 14, 28],
  'weekly for the first month, then at each visit',
  adjunctSource,
);
const SZ = 'fda-sertraline-label';

export const sertralineDosing: MedicationDosing = {
  id: 'sertraline',
  name: 'Sertraline',
  product: 'Sertraline tablets (Zoloft)',
  phases: [
    phase(
      ['Depressed'],
      'Bipolar depression, as an adjunct (label doses for major depression)',
      [step('Day 1', mg(50, 'once daily')), by('Then', mg(25, 'raise by 25–50 mg/day at intervals of at least 1 week', 50))],
      [50, 200, 'once daily'],
      mg(200, 'once daily'),
      src(SZ, 'Section 2 Dosage and administration: major depressive disorder'),
      ADJUNCT,
    ),
  ],
  levels: [],
  adjustments: [
    adjust(
      'sertraline-liver',
      onFlag('liverHistory'),
      'reduce',
      'Liver disease: use a lower or less frequent dose',
      src(SZ, 'Section 2 Dosage in hepatic impairment'),
    ),
    adjust(
      'sertraline-older-adult',
      olderAdult,
      'monitor',
      'Older adult: check sodium (hyponatraemia) and bleeding risk',
      src(SZ, 'Section 8.5 Geriatric use'),
    ),
  ],
  monitoring: [switchWatch],
  advice: [
    advise(
      'Report racing thoughts, much less need for sleep, or feeling unusually high or irritable at once',
      src(SZ, 'Warnings: activation of mania or hypomania'),
    ),
  ],
  differences: [],
};

const BU = 'fda-bupropion-label';

export const bupropionDosing: MedicationDosing = {
  id: 'bupropion',
  name: 'Bupropion',
  product: 'Bupropion extended-release tablets (Wellbutrin XL)',
  phases: [
    phase(
      ['Depressed'],
      'Bipolar depression, as an adjunct (label doses for major depression)',
      [step('Days 1–4', mg(150, 'once daily in the morning')), step('Day 5 on', mg(300, 'once daily in the morning'))],
      [150, 300, 'once daily in the morning'],
      mg(450, 'once daily'),
      src(BU, 'Section 2 Dosage and administration: major depressive disorder (XL)'),
      ADJUNCT,
    ),
  ],
  levels: [],
  adjustments: [
    adjust(
      'bupropion-liver',
      onFlag('liverHistory'),
      'reduce',
      'Liver disease: moderate or severe impairment: at most 150 mg every other day; mild: consider a lower dose',
      src(BU, 'Section 2 Dosage in hepatic impairment'),
    ),
    adjust(
      'bupropion-kidney',
      onFlag('kidneyHistory'),
      'reduce',
      'Kidney disease: consider a lower dose or less frequent dosing',
      src(BU, 'Section 2 Dosage in renal impairment'),
    ),
    adjust(
      'bupropion-seizure-threshold',
      takes('a drug that lowers the seizure threshold (e.g. an antipsychotic)', [], ['antipsychotic']),
      'monitor',
      'Takes a drug that lowers the seizure threshold: keep to the lowest effective dose',
      src(BU, 'Warnings and precautions: seizure'),
    ),
  ],
  monitoring: [switchWatch, monitor('Blood pressure', true, [30], 'periodically', src(BU, 'Warnings and precautions: hypertension'))],
  advice: [advise('Take in the morning; do not double a missed dose (seizure risk)', src(BU, 'Patient counselling information'))],
  differences: [],
};

const SY = 'fda-olanzapine-fluoxetine-label';

/** Symbyax: the fixed-dose olanzapine-fluoxetine regimen; doses are written as the olanzapine part. */
export const olanzapineFluoxetineDosing: MedicationDosing = {
  id: 'olanzapine+fluoxetine',
  name: 'Olanzapine-fluoxetine',
  product: 'Olanzapine and fluoxetine capsules (Symbyax); amounts are the olanzapine part',
  phases: [
    phase(
      ['Depressed', 'Euthymic'],
      'Bipolar I depression',
      [step('Day 1', mg(6, 'once daily in the evening, as olanzapine 6 mg with fluoxetine 25 mg'))],
      [6, 12, 'once daily in the evening, with fluoxetine 25–50 mg'],
      mg(18, 'once daily, with fluoxetine 75 mg'),
      src(SY, 'Section 2 Dosage and administration: depressive episodes of bipolar I disorder'),
    ),
  ],
  levels: [],
  adjustments: [
    adjust(
      'symbyax-cautious-start',
      onFlag('bloodPressureHistory'),
      'start-lower',
      'Low blood pressure or falls: start at olanzapine 3 mg with fluoxetine 25 mg, and raise cautiously',
      src(SY, 'Section 2 Dosage in special populations'),
    ),
    adjust(
      'symbyax-liver',
      onFlag('liverHistory'),
      'start-lower',
      'Liver disease: start at olanzapine 3 mg with fluoxetine 25 mg, and raise cautiously',
      src(SY, 'Section 2 Dosage in special populations'),
    ),
    adjust(
      'symbyax-older-adult',
      olderAdult,
      'start-lower',
      'Older adult: start at olanzapine 3 mg with fluoxetine 25 mg, and raise cautiously',
      src(SY, 'Section 2 Dosage in special populations'),
    ),
    adjust(
      'symbyax-maoi',
      takes('an MAO inhibitor', [], ['maoi']),
      'avoid',
      'Takes an MAO inhibitor: contraindicated; allow 14 days off the MAOI (5 weeks off fluoxetine before an MAOI)',
      src(SY, 'Section 4 Contraindications'),
    ),
  ],
  monitoring: [...antipsychoticMonitoring(), switchWatch],
  advice: [
    ...antipsychoticAdvice(SY),
    advise('Fluoxetine stays in the body for weeks after stopping; tell every prescriber', src(SY, 'Patient counselling information')),
  ],
  differences: [],
};
