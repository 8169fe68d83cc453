import type { MedicationDosing } from './dosing.schema';
import {
  ACUTE_MANIA,
  adjust,
  by,
  antipsychoticAdvice,
  antipsychoticMonitoring,
  mg,
  monitor,
  olderAdult,
  onFlag,
  phase,
  src,
  step,
  takes,
} from './dosing-builders';

const A = 'fda-aripiprazole-label';
const strong2d6 = takes('a strong CYP2D6 inhibitor (fluoxetine, paroxetine, bupropion)', ['fluoxetine', 'paroxetine', 'bupropion']);
const strong3a4 = takes('a strong CYP3A4 inhibitor', [], ['strong-cyp3a4-inhibitor']);
const inducer = takes('a strong CYP3A4 inducer (e.g. carbamazepine)', [], ['strong-cyp3a4-inducer']);

export const aripiprazoleDosing: MedicationDosing = {
  id: 'aripiprazole',
  name: 'Aripiprazole',
  product: 'Aripiprazole tablets (Abilify)',
  phases: [
    phase(
      [...ACUTE_MANIA, 'Euthymic'],
      'Acute mania or maintenance; alone (start 15 mg) or with lithium or divalproex (start 10–15 mg)',
      [step('Day 1', mg(15, 'once daily (10–15 mg as an adjunct)')), step('Then', mg(30, 'once daily if needed, after at least 24 h'))],
      [15, 30, 'once daily'],
      mg(30, 'once daily'),
      src(A, 'Section 2 Dosage and administration: bipolar I disorder'),
    ),
  ],
  levels: [],
  adjustments: [
    adjust(
      'aripiprazole-cyp2d6',
      strong2d6,
      'reduce',
      'Takes a strong CYP2D6 inhibitor: give half the usual dose (a quarter if also on a strong CYP3A4 inhibitor)',
      src(A, 'Section 2 Dosage adjustments for CYP2D6 and CYP3A4 modulators'),
    ),
    adjust(
      'aripiprazole-cyp3a4',
      strong3a4,
      'reduce',
      'Takes a strong CYP3A4 inhibitor: give half the usual dose',
      src(A, 'Section 2 Dosage adjustments for CYP2D6 and CYP3A4 modulators'),
    ),
    adjust(
      'aripiprazole-inducer',
      inducer,
      'increase',
      'Takes a strong CYP3A4 inducer: double the dose over 1–2 weeks',
      src(A, 'Section 2 Dosage adjustments for CYP2D6 and CYP3A4 modulators'),
    ),
    adjust(
      'aripiprazole-older-adult',
      olderAdult,
      'monitor',
      'Older adult: no set change; watch for sleepiness, falls and postural hypotension',
      src(A, 'Section 8.5 Geriatric use'),
    ),
  ],
  monitoring: [
    ...antipsychoticMonitoring(),
    monitor(
      'Akathisia and impulse-control problems (gambling, shopping, eating)',
      false,
      [7, 14, 30],
      'at each visit',
      src('fda-aripiprazole-2016', 'Impulse-control problems', false),
    ),
  ],
  advice: [...antipsychoticAdvice(A)],
  differences: [],
};

const R = 'fda-risperidone-label';

export const risperidoneDosing: MedicationDosing = {
  id: 'risperidone',
  name: 'Risperidone',
  product: 'Risperidone tablets (Risperdal)',
  phases: [
    phase(
      ACUTE_MANIA,
      'Acute mania, alone or with lithium or divalproex',
      [step('Day 1', mg(2, 'once daily', 3)), by('Then', mg(1, 'change by 1 mg/day at least 24 h apart'))],
      [1, 6, 'once daily'],
      mg(6, 'once daily'),
      src(R, 'Section 2 Dosage and administration: bipolar mania'),
    ),
  ],
  levels: [],
  adjustments: [
    adjust(
      'risperidone-kidney',
      onFlag('kidneyHistory'),
      'start-lower',
      'Kidney disease (severe): start at 0.5 mg twice daily, raise by at most 0.5 mg twice daily, and above 1.5 mg twice daily only at weekly intervals',
      src(R, 'Section 2 Dosage in renal and hepatic impairment'),
    ),
    adjust(
      'risperidone-liver',
      onFlag('liverHistory'),
      'start-lower',
      'Liver disease (severe): start at 0.5 mg twice daily and titrate as for kidney disease',
      src(R, 'Section 2 Dosage in renal and hepatic impairment'),
    ),
    adjust(
      'risperidone-older-adult',
      olderAdult,
      'start-lower',
      'Older adult: start at 0.5 mg twice daily and raise slowly',
      src(R, 'Section 8.5 Geriatric use'),
    ),
    adjust(
      'risperidone-inducer',
      takes('carbamazepine or another enzyme inducer', ['carbamazepine', 'phenytoin', 'rifampicin', 'phenobarbital']),
      'increase',
      'Takes carbamazepine or another inducer: risperidone may need up to twice the dose; lower it when the inducer stops',
      src(R, 'Section 2 Co-administration with enzyme inducers and inhibitors'),
    ),
    adjust(
      'risperidone-cyp2d6',
      takes('fluoxetine or paroxetine', ['fluoxetine', 'paroxetine']),
      'reduce',
      'Takes fluoxetine or paroxetine: risperidone levels rise; lower the dose and do not exceed 8 mg/day',
      src(R, 'Section 2 Co-administration with enzyme inducers and inhibitors'),
    ),
  ],
  monitoring: [
    ...antipsychoticMonitoring(),
    monitor(
      'Prolactin-related symptoms (menstrual change, galactorrhoea, sexual dysfunction)',
      false,
      [30, 90],
      'at visits; prolactin if symptomatic',
      src(R, 'Warnings and precautions: hyperprolactinemia'),
    ),
  ],
  advice: antipsychoticAdvice(R),
  differences: [],
};
