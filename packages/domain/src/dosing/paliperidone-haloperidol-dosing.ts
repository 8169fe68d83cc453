import type { MedicationDosing } from './dosing.schema';
import {
  ACUTE_MANIA,
  adjust,
  by,
  advise,
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

const P = 'fda-paliperidone-label';
const canmatMania = src('canmat-2023u', 'Box 1 (acute mania): Paliperidone (>6 mg)', false);

export const paliperidoneDosing: MedicationDosing = {
  id: 'paliperidone',
  name: 'Paliperidone',
  product: 'Paliperidone extended-release tablets (Invega)',
  phases: [
    phase(
      [...ACUTE_MANIA, 'Euthymic'],
      'Acute mania (CANMAT/ISBD first line above 6 mg/day); maintenance (second line)',
      [step('Day 1', mg(6, 'once daily in the morning')), by('Then', mg(3, 'raise by 3 mg/day at intervals of more than 5 days'))],
      [6, 12, 'once daily in the morning'],
      mg(12, 'once daily'),
      src(P, 'Section 2 Dosage and administration (schizophrenia and schizoaffective disorder)'),
      'No US indication for bipolar disorder: the label doses are for schizoaffective disorder.',
    ),
  ],
  levels: [],
  adjustments: [
    adjust(
      'paliperidone-kidney',
      onFlag('kidneyHistory'),
      'cap',
      "Kidney disease: CrCl 50–79 mL/min: start 3 mg, at most 6 mg/day; CrCl 10–49: start 1.5 mg, at most 3 mg/day; below 10: not recommended. These caps are below the guideline's more-than-6 mg for mania",
      src(P, 'Section 2 Dosage in renal impairment'),
    ),
    adjust(
      'paliperidone-older-adult',
      olderAdult,
      'start-lower',
      'Older adult: dose by creatinine clearance, as for kidney disease',
      src(P, 'Section 8.5 Geriatric use'),
    ),
    adjust(
      'paliperidone-inducer',
      takes('carbamazepine or another strong inducer', [], ['strong-cyp3a4-inducer']),
      'increase',
      'Takes carbamazepine: paliperidone levels fall by about a third; a higher dose may be needed',
      src(P, 'Section 7 Drug interactions'),
    ),
  ],
  monitoring: [
    ...antipsychoticMonitoring(),
    monitor(
      'Prolactin-related symptoms',
      false,
      [30, 90],
      'at visits; prolactin if symptomatic',
      src(P, 'Warnings and precautions: hyperprolactinemia'),
    ),
  ],
  advice: antipsychoticAdvice(P),
  differences: [
    {
      topic: 'Dose for mania',
      guideline: { text: 'First line for acute mania only above 6 mg/day', ...canmatMania },
      label: {
        text: 'No bipolar indication; 6 mg/day is the usual dose (schizoaffective disorder), up to 12 mg/day',
        ...src(P, 'Section 2 Dosage and administration'),
      },
    },
  ],
};

const H = 'fda-haloperidol-label';

export const haloperidolDosing: MedicationDosing = {
  id: 'haloperidol',
  name: 'Haloperidol',
  product: 'Haloperidol tablets',
  phases: [
    phase(
      ACUTE_MANIA,
      'Acute mania (CANMAT/ISBD second line; guideline use)',
      [
        step('Day 1', mg(1, '0.5–2 mg two or three times daily (moderate symptoms)', 6)),
        step('Severe', mg(6, '3–5 mg two or three times daily', 15)),
      ],
      [2, 15, 'in 2–3 divided doses'],
      mg(20, 'in divided doses; the label allows more only rarely, in resistant cases'),
      src(H, 'Dosage and administration: adults'),
      'No US indication for bipolar disorder. Stop or taper once the episode settles; continued use raises tardive dyskinesia risk.',
    ),
  ],
  levels: [],
  adjustments: [
    adjust(
      'haloperidol-older-adult',
      olderAdult,
      'start-lower',
      'Older adult: 0.5–2 mg two or three times daily; raise slowly',
      src(H, 'Dosage and administration: geriatric or debilitated patients'),
    ),
    adjust(
      'haloperidol-liver',
      onFlag('liverHistory'),
      'start-lower',
      'Liver disease: start low and titrate cautiously',
      src('us-label-background', 'Haloperidol: use in hepatic impairment'),
    ),
    adjust(
      'haloperidol-inducer',
      takes('carbamazepine or another inducer', ['carbamazepine', 'phenytoin', 'phenobarbital', 'rifampicin']),
      'increase',
      'Takes carbamazepine or another inducer: haloperidol levels fall; a higher dose may be needed, and lower it when the inducer stops',
      src(H, 'Precautions: drug interactions'),
    ),
    adjust(
      'haloperidol-qt',
      takes('another QT-prolonging drug', [], ['qt-prolonging']),
      'monitor',
      'Takes a QT-prolonging drug: check an ECG, potassium and magnesium',
      src(H, 'Warnings: cardiovascular effects (QT prolongation)'),
    ),
  ],
  monitoring: [
    monitor(
      'Extrapyramidal symptoms, akathisia and dystonia',
      true,
      [3, 7, 14],
      'daily in the first days, then at each visit',
      src(H, 'Warnings: neurological adverse reactions'),
    ),
    monitor(
      'ECG if cardiac risk, QT drugs or higher doses',
      true,
      [],
      'at baseline and after dose increases',
      src(H, 'Warnings: cardiovascular effects'),
    ),
    monitor(
      'Tardive dyskinesia (AIMS)',
      false,
      [90],
      'every 3–6 months while continued',
      src('us-label-background', 'Antipsychotic class: tardive dyskinesia'),
    ),
  ],
  advice: [
    ...antipsychoticAdvice(H),
    advise(
      'Report muscle spasms, a stiff neck or jaw, or eyes rolling up at once: they respond quickly to treatment',
      src(H, 'Warnings: neurological adverse reactions'),
    ),
  ],
  differences: [],
};
