import { atc, c, LABEL_EPC, pub } from './class-builder';
import { medicalClasses } from './drug-classes-medical';
import type { VocabularyClass } from './vocabulary.schema';

/** Psychiatric classes; the others are in drug-classes-medical.ts. */
const psychiatricClasses: VocabularyClass[] = [
  // Psychiatric
  c('antidepressant', 'Antidepressant', ['antidepressants', 'anti-depressants'], [], atc(['N06A'], 3), 'ATC N06A antidepressants.'),
  c(
    'ssri',
    'SSRI',
    ['SSRIs', 'selective serotonin reuptake inhibitor', 'selective serotonin reuptake inhibitors', 'serotonin reuptake inhibitors'],
    ['antidepressant', 'serotonergic'],
    atc(['N06AB'], 4),
    'ATC N06AB selective serotonin reuptake inhibitors.',
  ),
  c(
    'snri',
    'SNRI',
    [
      'SNRIs',
      'serotonin-norepinephrine reuptake inhibitor',
      'serotonin and norepinephrine reuptake inhibitors',
      'serotonin-noradrenaline reuptake inhibitors',
    ],
    ['antidepressant', 'serotonergic'],
    pub(LABEL_EPC),
    'Serotonin and Norepinephrine Reuptake Inhibitor [EPC]; ATC files them under N06AX with other antidepressants.',
  ),
  c(
    'tca',
    'Tricyclic antidepressant',
    ['TCA', 'TCAs', 'tricyclic antidepressants', 'tricyclics', 'non-selective monoamine reuptake inhibitors'],
    ['antidepressant', 'serotonergic'],
    atc(['N06AA'], 4),
    'ATC N06AA non-selective monoamine reuptake inhibitors (the tricyclics).',
  ),
  c(
    'maoi',
    'MAO inhibitor',
    ['MAOI', 'MAOIs', 'monoamine oxidase inhibitor', 'monoamine oxidase inhibitors', 'MAO inhibitors'],
    ['antidepressant', 'serotonergic'],
    atc(['N06AF', 'N06AG'], 4),
    'ATC N06AF non-selective and N06AG type A monoamine oxidase inhibitors.',
  ),
  c(
    'antipsychotic',
    'Antipsychotic',
    ['antipsychotics', 'neuroleptic', 'neuroleptics', 'anti-psychotics'],
    [],
    atc(['N05A'], 3, ['N05AN']),
    'ATC N05A antipsychotics (lithium, N05AN, excluded).',
  ),
  c(
    'phenothiazine',
    'Phenothiazine',
    ['phenothiazines', 'phenothiazine derivatives', 'phenothiazine antipsychotics'],
    ['antipsychotic'],
    atc(['N05AA', 'N05AB', 'N05AC'], 4),
    'ATC N05AA, N05AB and N05AC: phenothiazines with an aliphatic, piperazine or piperidine side chain.',
  ),
  c(
    'fga',
    'First-generation antipsychotic',
    ['first-generation antipsychotics', 'FGA', 'FGAs', 'typical antipsychotic', 'typical antipsychotics', 'conventional antipsychotics'],
    ['antipsychotic'],
    pub('CANMAT/ISBD 2018 guidelines for bipolar disorder (antipsychotic generations); the member’s US prescribing information'),
    'Antipsychotics introduced before clozapine’s successors, dopamine D2 antagonists without marked 5-HT2A antagonism.',
  ),
  c(
    'sga',
    'Second-generation antipsychotic',
    ['second-generation antipsychotics', 'SGA', 'SGAs', 'atypical antipsychotic', 'atypical antipsychotics', 'atypicals'],
    ['antipsychotic'],
    pub('CANMAT/ISBD 2018 guidelines for bipolar disorder (antipsychotic generations); the member’s US prescribing information'),
    'Atypical antipsychotics as the guidelines and labels name them.',
  ),
  c(
    'benzodiazepine',
    'Benzodiazepine',
    ['benzodiazepines', 'benzos', 'benzodiazepine derivatives'],
    ['sedative'],
    atc(['N05BA', 'N05CD', 'N03AE'], 4),
    'ATC N05BA, N05CD and N03AE benzodiazepine derivatives.',
  ),
  c(
    'sedative',
    'Sedative or hypnotic',
    ['sedatives', 'hypnotics', 'anxiolytics', 'sedative-hypnotics'],
    [],
    atc(['N05B', 'N05C'], 3),
    'ATC N05B anxiolytics and N05C hypnotics and sedatives.',
  ),
  c(
    'mood-stabilizer',
    'Mood stabiliser',
    ['mood stabilizers', 'mood stabilisers', 'mood stabilizer'],
    [],
    pub('CANMAT/ISBD 2018 guidelines for bipolar disorder (lithium, divalproex, carbamazepine, lamotrigine)'),
    'Lithium and the anticonvulsants the bipolar guidelines use to treat or prevent mood episodes.',
  ),
  c(
    'antiepileptic',
    'Antiepileptic',
    ['antiepileptics', 'anticonvulsant', 'anticonvulsants', 'antiepileptic drugs', 'AEDs'],
    [],
    atc(['N03A'], 3),
    'ATC N03A antiepileptics.',
  ),
  c(
    'opioid',
    'Opioid',
    ['opioids', 'opiates', 'opioid analgesics', 'narcotics'],
    [],
    atc(['N02A', 'N07BC'], 3),
    'ATC N02A opioids and N07BC drugs used in opioid dependence (methadone, buprenorphine).',
  ),
];

export const vocabularyClasses: VocabularyClass[] = [...psychiatricClasses, ...medicalClasses];
