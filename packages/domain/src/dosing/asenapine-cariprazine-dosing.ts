import type { MedicationDosing } from './dosing.schema';
import {
  ACUTE_MANIA,
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

const S = 'fda-asenapine-label';

export const asenapineDosing: MedicationDosing = {
  id: 'asenapine',
  name: 'Asenapine',
  product: 'Asenapine sublingual tablets (Saphris)',
  phases: [
    phase(
      [...ACUTE_MANIA, 'Euthymic'],
      'Acute mania or maintenance; alone (start 10 mg twice daily) or with lithium or divalproex (start 5 mg twice daily)',
      [
        step('Day 1', mg(20, '10 mg twice daily under the tongue (5 mg twice daily as an adjunct)')),
        step('Then', mg(10, '5 mg twice daily if side effects; as an adjunct up to 10 mg twice daily', 20)),
      ],
      [10, 20, 'in 2 doses under the tongue'],
      mg(20, '10 mg twice daily'),
      src(S, 'Section 2 Dosage and administration: bipolar I disorder'),
    ),
  ],
  levels: [],
  adjustments: [
    adjust(
      'asenapine-liver',
      onFlag('liverHistory'),
      'avoid',
      'Liver disease: not recommended in severe impairment (Child-Pugh C); no change for mild or moderate',
      src(S, 'Section 2 Dosage in special populations: hepatic impairment'),
    ),
    adjust(
      'asenapine-fluvoxamine',
      takes('fluvoxamine', ['fluvoxamine']),
      'monitor',
      'Takes fluvoxamine: asenapine levels rise; use with caution',
      src(S, 'Section 7 Drug interactions'),
    ),
    adjust(
      'asenapine-paroxetine',
      takes('paroxetine', ['paroxetine']),
      'monitor',
      'Takes paroxetine: asenapine roughly doubles paroxetine levels; consider a lower paroxetine dose',
      src(S, 'Section 7 Drug interactions'),
    ),
    adjust(
      'asenapine-older-adult',
      olderAdult,
      'monitor',
      'Older adult: no set change; watch for postural hypotension and falls',
      src(S, 'Section 8.5 Geriatric use'),
    ),
  ],
  monitoring: antipsychoticMonitoring(),
  advice: [
    ...antipsychoticAdvice(S),
    advise(
      'Let the tablet dissolve under the tongue; do not swallow or chew it, and do not eat or drink for 10 minutes after',
      src(S, 'Section 2 Administration instructions'),
    ),
    advise(
      'Numbness of the mouth is common; seek care at once for swelling of the tongue or throat or trouble breathing',
      src(S, 'Warnings and precautions: hypersensitivity'),
    ),
  ],
  differences: [],
};

const V = 'fda-cariprazine-label';

export const cariprazineDosing: MedicationDosing = {
  id: 'cariprazine',
  name: 'Cariprazine',
  product: 'Cariprazine capsules (Vraylar)',
  phases: [
    phase(
      ACUTE_MANIA,
      'Manic or mixed episodes',
      [
        step('Day 1', mg(1.5, 'once daily')),
        step('Day 2', mg(3, 'once daily')),
        by('Then', mg(1.5, 'change by 1.5–3 mg/day as needed', 3)),
      ],
      [3, 6, 'once daily'],
      mg(6, 'once daily'),
      src(V, 'Section 2 Dosage and administration: manic or mixed episodes'),
    ),
    phase(
      ['Depressed', 'Euthymic'],
      'Bipolar I depression',
      [step('Day 1', mg(1.5, 'once daily')), step('Day 15', mg(3, 'once daily, if needed'))],
      [1.5, 3, 'once daily'],
      mg(3, 'once daily'),
      src(V, 'Section 2 Dosage and administration: depressive episodes'),
      'Long half-life: effects of a dose change, and side effects, may appear over weeks. Maintenance is not a CANMAT/ISBD line for cariprazine.',
    ),
  ],
  levels: [],
  adjustments: [
    adjust(
      'cariprazine-cyp3a4-inhibitor',
      takes('a strong CYP3A4 inhibitor', [], ['strong-cyp3a4-inhibitor']),
      'reduce',
      'Takes a strong CYP3A4 inhibitor: if starting cariprazine, 1.5 mg on days 1 and 3 (none on day 2), then 1.5 mg daily, at most 3 mg; if the inhibitor is added, halve the cariprazine dose',
      src(V, 'Section 2 Dosage modifications for CYP3A4 inhibitors'),
    ),
    adjust(
      'cariprazine-inducer',
      takes('a CYP3A4 inducer', [], ['cyp3a4-inducer']),
      'avoid',
      'Takes a CYP3A4 inducer (e.g. carbamazepine): not recommended together',
      src(V, 'Section 2 Dosage modifications for CYP3A4 inducers'),
    ),
    adjust(
      'cariprazine-kidney',
      onFlag('kidneyHistory'),
      'avoid',
      'Kidney disease: not recommended if CrCl is below 30 mL/min; no change for mild or moderate',
      src(V, 'Section 8.6 Renal impairment'),
    ),
    adjust(
      'cariprazine-liver',
      onFlag('liverHistory'),
      'avoid',
      'Liver disease: not recommended in severe impairment (Child-Pugh C); no change for mild or moderate',
      src(V, 'Section 8.7 Hepatic impairment'),
    ),
    adjust(
      'cariprazine-older-adult',
      olderAdult,
      'monitor',
      'Older adult: no set change; watch for sleepiness, falls and akathisia',
      src(V, 'Section 8.5 Geriatric use'),
    ),
  ],
  monitoring: antipsychoticMonitoring(),
  advice: [
    ...antipsychoticAdvice(V),
    advise(
      'Restlessness (akathisia) is the commonest side effect; report it, since a dose change helps',
      src(V, 'Adverse reactions; patient counselling information'),
    ),
  ],
  differences: [],
};
