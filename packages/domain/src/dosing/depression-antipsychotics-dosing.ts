import type { MedicationDosing } from './dosing.schema';
import {
  adjust,
  by,
  advise,
  antipsychoticAdvice,
  antipsychoticMonitoring,
  mg,
  olderAdult,
  onFlag,
  phase,
  src,
  step,
  takes,
} from './dosing-builders';

const L = 'fda-lurasidone-label';

export const lurasidoneDosing: MedicationDosing = {
  id: 'lurasidone',
  name: 'Lurasidone',
  product: 'Lurasidone tablets (Latuda)',
  phases: [
    phase(
      ['Depressed', 'Euthymic'],
      'Bipolar I depression, alone or with lithium or divalproex',
      [step('Day 1', mg(20, 'once daily with food (at least 350 kcal)')), by('Then', mg(20, 'raise in 20 mg steps as needed', 40))],
      [20, 120, 'once daily with food'],
      mg(120, 'once daily with food'),
      src(L, 'Section 2 Dosage and administration: bipolar depression'),
      'Maintenance with lithium or divalproex is CANMAT/ISBD second line (no US maintenance indication); continue the effective dose.',
    ),
  ],
  levels: [],
  adjustments: [
    adjust(
      'lurasidone-kidney',
      onFlag('kidneyHistory'),
      'cap',
      'Kidney disease (CrCl below 50 mL/min): start at 20 mg/day, at most 80 mg/day',
      src(L, 'Section 2 Dosage in renal impairment'),
    ),
    adjust(
      'lurasidone-liver',
      onFlag('liverHistory'),
      'cap',
      'Liver disease: start at 20 mg/day; at most 80 mg/day in moderate (Child-Pugh B) and 40 mg/day in severe (Child-Pugh C) impairment',
      src(L, 'Section 2 Dosage in hepatic impairment'),
    ),
    adjust(
      'lurasidone-strong-cyp3a4',
      takes('a strong CYP3A4 inhibitor or inducer', [], ['strong-cyp3a4-inhibitor', 'strong-cyp3a4-inducer']),
      'avoid',
      'Takes a strong CYP3A4 inhibitor or inducer (e.g. carbamazepine): contraindicated together',
      src(L, 'Section 4 Contraindications', false),
    ),
    adjust(
      'lurasidone-moderate-cyp3a4',
      takes('a moderate CYP3A4 inhibitor (e.g. diltiazem)', [], ['cyp3a4-inhibitor'], ['strong-cyp3a4-inhibitor']),
      'cap',
      'Takes a moderate CYP3A4 inhibitor: start at 20 mg/day, at most 80 mg/day; halve the dose if the inhibitor is added',
      src(L, 'Section 2 Dosage modifications for CYP3A4 inhibitors'),
    ),
    adjust(
      'lurasidone-older-adult',
      olderAdult,
      'monitor',
      'Older adult: no set change; dose by renal function',
      src(L, 'Section 8.5 Geriatric use'),
    ),
  ],
  monitoring: antipsychoticMonitoring(),
  advice: [
    ...antipsychoticAdvice(L),
    advise('Take with a meal of at least 350 calories, or the dose is poorly absorbed', src(L, 'Section 2 Administration')),
  ],
  differences: [],
};

const C = 'fda-lumateperone-label';

export const lumateperoneDosing: MedicationDosing = {
  id: 'lumateperone',
  name: 'Lumateperone',
  product: 'Lumateperone capsules (Caplyta)',
  phases: [
    phase(
      ['Depressed'],
      'Bipolar I or II depression, alone or with lithium or divalproex',
      [step('Day 1', mg(42, 'once daily; no titration'))],
      [42, 42, 'once daily'],
      mg(42, 'once daily'),
      src(C, 'Section 2 Dosage and administration'),
    ),
  ],
  levels: [],
  adjustments: [
    adjust(
      'lumateperone-liver',
      onFlag('liverHistory'),
      'reduce',
      'Liver disease (moderate or severe, Child-Pugh B or C): 21 mg once daily',
      src(C, 'Section 2 Dosage in hepatic impairment'),
    ),
    adjust(
      'lumateperone-strong-inhibitor',
      takes('a strong CYP3A4 inhibitor', [], ['strong-cyp3a4-inhibitor']),
      'reduce',
      'Takes a strong CYP3A4 inhibitor: 10.5 mg once daily',
      src(C, 'Section 2 Dosage modifications for CYP3A4 inhibitors'),
    ),
    adjust(
      'lumateperone-moderate-inhibitor',
      takes('a moderate CYP3A4 inhibitor (e.g. diltiazem)', [], ['cyp3a4-inhibitor'], ['strong-cyp3a4-inhibitor']),
      'reduce',
      'Takes a moderate CYP3A4 inhibitor: 21 mg once daily',
      src(C, 'Section 2 Dosage modifications for CYP3A4 inhibitors'),
    ),
    adjust(
      'lumateperone-inducer',
      takes('a CYP3A4 inducer', [], ['cyp3a4-inducer']),
      'avoid',
      'Takes a CYP3A4 inducer (e.g. carbamazepine): avoid together',
      src(C, 'Section 2 Dosage modifications for CYP3A4 inducers'),
    ),
    adjust('lumateperone-older-adult', olderAdult, 'monitor', 'Older adult: no set change', src(C, 'Section 8.5 Geriatric use')),
  ],
  monitoring: antipsychoticMonitoring(),
  advice: antipsychoticAdvice(C),
  differences: [],
};

const Z = 'fda-ziprasidone-label';

export const ziprasidoneDosing: MedicationDosing = {
  id: 'ziprasidone',
  name: 'Ziprasidone',
  product: 'Ziprasidone capsules (Geodon)',
  phases: [
    phase(
      ['Manic', 'Hypomanic', 'Euthymic'],
      'Acute mania (alone); maintenance with lithium or divalproex',
      [step('Day 1', mg(80, '40 mg twice daily with food')), step('Day 2', mg(120, '60–80 mg twice daily with food', 160))],
      [80, 160, 'in 2 doses with food'],
      mg(160, '80 mg twice daily with food'),
      src(Z, 'Section 2 Dosage and administration: bipolar I disorder'),
    ),
  ],
  levels: [],
  adjustments: [
    adjust(
      'ziprasidone-qt',
      takes('another QT-prolonging drug', [], ['qt-prolonging']),
      'avoid',
      'Takes a QT-prolonging drug: contraindicated together',
      src(Z, 'Section 4 Contraindications', false),
    ),
    adjust(
      'ziprasidone-liver',
      onFlag('liverHistory'),
      'monitor',
      'Liver disease: no set change; use with caution',
      src(Z, 'Section 8.7 Hepatic impairment'),
    ),
    adjust(
      'ziprasidone-older-adult',
      olderAdult,
      'start-lower',
      'Older adult: consider a lower starting dose and slower titration',
      src(Z, 'Section 8.5 Geriatric use'),
    ),
  ],
  monitoring: [
    ...antipsychoticMonitoring(),
    {
      test: 'Potassium and magnesium (and ECG if cardiac risk or symptoms)',
      baseline: true,
      days: [],
      interval: 'at baseline; repeat if palpitations or fainting',
      ...src(Z, 'Warnings and precautions: QT prolongation'),
    },
  ],
  advice: [
    ...antipsychoticAdvice(Z),
    advise(
      'Take with a meal of at least 500 calories; report palpitations or fainting',
      src(Z, 'Section 2 Administration; patient counselling information'),
    ),
  ],
  differences: [],
};
