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

const Q = 'fda-quetiapine-label';

export const quetiapineDosing: MedicationDosing = {
  id: 'quetiapine',
  name: 'Quetiapine',
  product: 'Quetiapine immediate-release tablets (Seroquel); extended-release (Seroquel XR) in the notes',
  phases: [
    phase(
      ACUTE_MANIA,
      'Acute mania, alone or with lithium or divalproex',
      [
        step('Day 1', mg(100, '50 mg twice daily')),
        step('Day 2', mg(200, 'in 2 doses')),
        step('Day 3', mg(300, 'in 2 doses')),
        step('Day 4', mg(400, 'in 2 doses')),
        step('By day 6', mg(800, 'in 2 doses, steps of at most 200 mg/day, if needed')),
      ],
      [400, 800, 'in 2 divided doses'],
      mg(800, 'in 2 divided doses'),
      src(Q, 'Section 2 Dosage and administration: bipolar mania'),
      'Seroquel XR: 300 mg on day 1, 600 mg on day 2, then 400–800 mg once daily in the evening.',
    ),
    phase(
      ['Depressed'],
      'Bipolar depression, alone',
      [
        step('Day 1', mg(50, 'once daily at bedtime')),
        step('Day 2', mg(100, 'at bedtime')),
        step('Day 3', mg(200, 'at bedtime')),
        step('Day 4 on', mg(300, 'at bedtime (target)')),
      ],
      [300, 300, 'once daily at bedtime'],
      mg(300, 'once daily at bedtime; 600 mg/day added no benefit in the trials'),
      src(Q, 'Section 2 Dosage and administration: bipolar depression'),
      'Seroquel XR follows the same steps once daily in the evening.',
    ),
    phase(
      ['Euthymic'],
      'Maintenance, with lithium or divalproex (label) or alone (CANMAT/ISBD)',
      [step('Continue', mg(400, 'in 2 divided doses, the dose that achieved response', 800))],
      [400, 800, 'in 2 divided doses'],
      mg(800, 'in 2 divided doses'),
      src(Q, 'Section 2 Dosage and administration: bipolar maintenance'),
    ),
  ],
  levels: [],
  adjustments: [
    adjust(
      'quetiapine-liver',
      onFlag('liverHistory'),
      'start-lower',
      'Liver disease: start at 25 mg/day and raise by 25–50 mg/day to an effective dose',
      src(Q, 'Section 2 Dosage and administration: hepatic impairment'),
    ),
    adjust(
      'quetiapine-older-adult',
      olderAdult,
      'start-lower',
      'Older adult: start at 50 mg/day, titrate more slowly and aim lower',
      src(Q, 'Section 2 Dosage and administration: geriatric use'),
    ),
    adjust(
      'quetiapine-blood-pressure',
      onFlag('bloodPressureHistory'),
      'start-lower',
      'Low blood pressure or falls: titrate more slowly and check lying and standing blood pressure while titrating',
      src(Q, 'Warnings and precautions: orthostatic hypotension'),
    ),
    adjust(
      'quetiapine-cyp3a4-inhibitor',
      takes('a strong CYP3A4 inhibitor', [], ['strong-cyp3a4-inhibitor']),
      'reduce',
      'Takes a strong CYP3A4 inhibitor: reduce quetiapine to one sixth of the dose',
      src(Q, 'Section 2 Dosage and administration: CYP3A4 inhibitors'),
    ),
    adjust(
      'quetiapine-cyp3a4-inducer',
      takes('a strong CYP3A4 inducer (e.g. carbamazepine)', [], ['strong-cyp3a4-inducer']),
      'increase',
      'Takes a strong CYP3A4 inducer: quetiapine may need up to 5 times the dose; lower it again within 7–14 days of stopping the inducer',
      src(Q, 'Section 2 Dosage and administration: CYP3A4 inducers'),
    ),
  ],
  monitoring: [
    ...antipsychoticMonitoring(),
    monitor(
      'Lying and standing blood pressure',
      true,
      [3, 7],
      'during titration',
      src(Q, 'Warnings and precautions: orthostatic hypotension', false),
    ),
    monitor(
      'Eye (lens) examination for cataract',
      true,
      [180],
      'at the start and every 6 months',
      src(Q, 'Warnings and precautions: cataracts'),
    ),
  ],
  advice: [
    ...antipsychoticAdvice(Q),
    advise('Take the evening dose at bedtime; it often causes sleepiness early on', src(Q, 'Patient counselling information')),
  ],
  differences: [],
};

const O = 'fda-olanzapine-label';

export const olanzapineDosing: MedicationDosing = {
  id: 'olanzapine',
  name: 'Olanzapine',
  product: 'Olanzapine tablets (Zyprexa)',
  phases: [
    phase(
      [...ACUTE_MANIA, 'Euthymic'],
      'Acute mania or maintenance; alone (start 10–15 mg) or with lithium or divalproex (start 10 mg)',
      [step('Day 1', mg(10, 'once daily', 15)), by('Then', mg(5, 'change by 5 mg/day at least 24 h apart'))],
      [5, 20, 'once daily'],
      mg(20, 'once daily'),
      src(O, 'Section 2 Dosage and administration: bipolar I disorder'),
    ),
  ],
  levels: [],
  adjustments: [
    adjust(
      'olanzapine-older-adult',
      olderAdult,
      'start-lower',
      'Older adult: start at 5 mg/day',
      src(O, 'Section 2 Dosage in special populations'),
    ),
    adjust(
      'olanzapine-blood-pressure',
      onFlag('bloodPressureHistory'),
      'start-lower',
      'Low blood pressure or falls: start at 5 mg/day and raise cautiously',
      src(O, 'Section 2 Dosage in special populations'),
    ),
    adjust(
      'olanzapine-liver',
      onFlag('liverHistory'),
      'monitor',
      'Liver disease: no set change; check ALT at baseline and periodically',
      src(O, 'Warnings and precautions: hepatic transaminase elevations'),
    ),
    adjust(
      'olanzapine-fluvoxamine',
      takes('fluvoxamine (CYP1A2 inhibitor)', ['fluvoxamine']),
      'reduce',
      'Takes fluvoxamine: olanzapine levels rise; consider a lower dose',
      src(O, 'Section 7 Drug interactions'),
    ),
    adjust(
      'olanzapine-carbamazepine',
      takes('carbamazepine', ['carbamazepine']),
      'increase',
      'Takes carbamazepine: olanzapine clearance rises by about half; a higher dose may be needed',
      src(O, 'Section 7 Drug interactions'),
    ),
  ],
  monitoring: antipsychoticMonitoring(),
  advice: [
    ...antipsychoticAdvice(O),
    advise(
      'Weight gain is common: weigh yourself monthly and discuss diet and activity early',
      src(O, 'Warnings and precautions: weight gain'),
    ),
  ],
  differences: [],
};
