import type { MedicationDosing } from './dosing.schema';
import { adjust, advise, canmatMonitoring, mg, monitor, olderAdult, onFlag, phase, src, step, takes } from './dosing-builders';

const LABEL = 'fda-lamotrigine-label';
const escalation = src(LABEL, 'Section 2.3 Bipolar disorder: escalation regimen (table), adults not taking valproate or inducers');

/** Lamotrigine (Lamictal): the label's bipolar maintenance escalation, with its valproate and inducer versions. */
export const lamotrigineDosing: MedicationDosing = {
  id: 'lamotrigine',
  name: 'Lamotrigine',
  product: 'Lamotrigine tablets (Lamictal)',
  phases: [
    phase(
      ['Depressed', 'Euthymic'],
      'Maintenance (label); bipolar depression (CANMAT/ISBD first line), same escalation',
      [
        step('Weeks 1–2', mg(25, 'once daily')),
        step('Weeks 3–4', mg(50, 'once daily')),
        step('Week 5', mg(100, 'once daily')),
        step('Week 6 on', mg(200, 'once daily (target)')),
      ],
      [100, 200, 'once daily or in 2 divided doses'],
      mg(200, 'once daily; 400 mg/day showed no added benefit in the maintenance trials'),
      escalation,
      'Never faster: rapid escalation raises the risk of serious rash. The acute-depression use has no US indication (CANMAT/ISBD first line).',
    ),
  ],
  levels: [],
  adjustments: [
    adjust(
      'lamotrigine-valproate',
      takes('valproate', ['valproate']),
      'reduce',
      'Takes valproate: halve the escalation: 25 mg every other day in weeks 1–2, 25 mg/day in weeks 3–4, 50 mg/day in week 5, target 100 mg/day from week 6',
      src(LABEL, 'Section 2.3 Bipolar disorder: escalation regimen (table), patients taking valproate'),
    ),
    adjust(
      'lamotrigine-inducers',
      takes('carbamazepine, phenytoin, phenobarbital, primidone or rifampicin', [
        'carbamazepine',
        'phenytoin',
        'phenobarbital',
        'primidone',
        'rifampicin',
      ]),
      'increase',
      'Takes an enzyme inducer (and not valproate): double the escalation: 50 mg/day in weeks 1–2, 100 mg/day in divided doses in weeks 3–4, 200 mg/day in week 5, 300 mg/day in week 6, up to 400 mg/day in divided doses from week 7',
      src(LABEL, 'Section 2.3 Bipolar disorder: escalation regimen (table), patients taking inducers'),
    ),
    adjust(
      'lamotrigine-estrogen',
      takes('an estrogen-containing contraceptive', [], ['estrogen-containing-contraceptive']),
      'increase',
      'Takes an estrogen-containing contraceptive (and not valproate or an inducer): the maintenance dose may need to be up to twice the usual; levels rise in the pill-free week',
      src(LABEL, 'Section 2.1 General dosing considerations: women taking estrogen-containing oral contraceptives'),
    ),
    adjust(
      'lamotrigine-liver',
      onFlag('liverHistory'),
      'reduce',
      'Liver disease: moderate or severe impairment without ascites: cut the starting, escalation and maintenance doses by about 25%; severe with ascites: by about 50%',
      src(LABEL, 'Section 2.1 General dosing considerations: hepatic impairment'),
    ),
    adjust(
      'lamotrigine-kidney',
      onFlag('kidneyHistory'),
      'reduce',
      'Kidney disease: same escalation; a lower maintenance dose may be enough with significant impairment',
      src(LABEL, 'Section 2.1 General dosing considerations: renal impairment'),
    ),
    adjust(
      'lamotrigine-older-adult',
      olderAdult,
      'monitor',
      'Older adult: no set change; escalate by the standard schedule and review interacting medicines',
      src(LABEL, 'Section 8.5 Geriatric use'),
    ),
  ],
  monitoring: [
    monitor(
      'Skin: rash review at each visit during escalation',
      false,
      [14, 28, 42],
      'every 2 weeks during the 6-week escalation',
      canmatMonitoring('lamotrigine rash education'),
    ),
    monitor(
      'Restart check: if more than 5 half-lives (about 5 days) missed, restart the escalation',
      false,
      [],
      'at each visit',
      src(LABEL, 'Section 2.1 General dosing considerations: restarting'),
    ),
  ],
  advice: [
    advise(
      'Stop and seek care the same day for any rash, blistering, mouth sores, fever or swollen glands, especially in the first 8 weeks',
      src(LABEL, 'Boxed warning: serious skin rashes'),
    ),
    advise(
      'Do not restart on your own after missing several days: the dose must be built up again',
      src(LABEL, 'Section 2.1 General dosing considerations: restarting'),
    ),
    advise(
      'Tell the prescriber before starting or stopping a contraceptive pill or valproate: the dose may need changing',
      canmatMonitoring('contraceptive counselling'),
    ),
  ],
  differences: [
    {
      topic: 'Acute bipolar depression',
      guideline: { text: 'First line (monotherapy and adjunct)', ...src('canmat-2023u', 'Box 2 (acute bipolar I depression)', false) },
      label: { text: 'Indicated for maintenance only; not for acute episodes', ...src(LABEL, 'Section 1 Indications: bipolar disorder') },
    },
  ],
};
