import type { MedicationDosing } from './dosing.schema';
import {
  ACUTE_MANIA,
  adjust,
  antipsychoticAdvice,
  antipsychoticMonitoring,
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

/** Abilify Maintena: the once-monthly LAI maintenance row. */
export const aripiprazoleLaiDosing: MedicationDosing = {
  id: 'aripiprazole-lai',
  name: 'Aripiprazole once-monthly LAI',
  product: 'Aripiprazole extended-release injectable suspension (Abilify Maintena)',
  phases: [
    phase(
      ['Euthymic'],
      'Maintenance, once tolerability of oral aripiprazole is established',
      [
        step('First injection', dose(400, 'mg/injection', 'once, with oral aripiprazole 10–20 mg/day for 14 days')),
        step('Then', dose(400, 'mg/injection', 'every month, no sooner than 26 days apart')),
      ],
      [300, 400, 'every month'],
      dose(400, 'mg/injection', 'every month'),
      src('fda-aripiprazole-lai-label', 'Section 2 Dosage and administration'),
      'Reduce to 300 mg monthly for adverse reactions.',
    ),
  ],
  levels: [],
  adjustments: [
    adjust(
      'aripiprazole-lai-inhibitors',
      takes('a strong CYP2D6 or CYP3A4 inhibitor', ['fluoxetine', 'paroxetine', 'bupropion'], ['strong-cyp3a4-inhibitor']),
      'reduce',
      'Takes a strong CYP2D6 or CYP3A4 inhibitor for more than 14 days: 300 mg monthly (200 mg if taking both kinds)',
      src('fda-aripiprazole-lai-label', 'Section 2 Dosage adjustments'),
    ),
    adjust(
      'aripiprazole-lai-inducer',
      inducer,
      'avoid',
      'Takes a strong CYP3A4 inducer for more than 14 days: avoid the injection',
      src('fda-aripiprazole-lai-label', 'Section 2 Dosage adjustments'),
    ),
  ],
  monitoring: antipsychoticMonitoring(),
  advice: antipsychoticAdvice('fda-aripiprazole-lai-label'),
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
      [step('Day 1', mg(2, 'once daily', 3)), step('Then', mg(1, 'change by 1 mg/day at least 24 h apart'))],
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

/** Risperdal Consta: the LAI maintenance row (alone or as an adjunct). */
export const risperidoneLaiDosing: MedicationDosing = {
  id: 'risperidone-lai',
  name: 'Risperidone LAI',
  product: 'Risperidone long-acting injection every 2 weeks (Risperdal Consta)',
  phases: [
    phase(
      ['Euthymic'],
      'Maintenance, alone or with lithium or divalproex, once tolerability of oral risperidone is established',
      [
        step('First injection', dose(25, 'mg/injection', 'every 2 weeks, with oral risperidone continued for 3 weeks')),
        step('Then', dose(37.5, 'mg/injection', 'every 2 weeks if needed, changes no sooner than every 4 weeks', 50)),
      ],
      [25, 50, 'every 2 weeks'],
      dose(50, 'mg/injection', 'every 2 weeks'),
      src('fda-risperidone-lai-label', 'Section 2 Dosage and administration: bipolar I maintenance'),
    ),
  ],
  levels: [],
  adjustments: [
    adjust(
      'risperidone-lai-kidney-liver',
      onFlag('kidneyHistory'),
      'start-lower',
      'Kidney disease: oral risperidone 0.5 mg twice daily for a week, then 2 mg/day; if tolerated, 25 mg (12.5 mg in some) every 2 weeks',
      src('fda-risperidone-lai-label', 'Section 2 Dosage in renal or hepatic impairment'),
    ),
    adjust(
      'risperidone-lai-liver',
      onFlag('liverHistory'),
      'start-lower',
      'Liver disease: oral risperidone 0.5 mg twice daily for a week, then 2 mg/day; if tolerated, 25 mg (12.5 mg in some) every 2 weeks',
      src('fda-risperidone-lai-label', 'Section 2 Dosage in renal or hepatic impairment'),
    ),
  ],
  monitoring: antipsychoticMonitoring(),
  advice: antipsychoticAdvice('fda-risperidone-lai-label'),
  differences: [],
};
