import type { MedicationDosing } from './dosing.schema';
import { adjust, antipsychoticAdvice, antipsychoticMonitoring, dose, onFlag, phase, src, step, takes } from './dosing-builders';

const inducer = takes('a strong CYP3A4 inducer (e.g. carbamazepine)', [], ['strong-cyp3a4-inducer']);

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
