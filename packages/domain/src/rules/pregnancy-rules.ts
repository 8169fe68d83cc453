import { anyOf, flag } from './condition-builders';
import type { SafetyRule } from './rule.schema';

const PREGNANCY_FLAGS = ['reproductive', 'riskPregnancy', 'anyPregnancy'] as const;

/**
 * Pregnancy, planned pregnancy and breastfeeding (the form's three flags; "pregnant or breastfeeding"
 * is one answer, so every rule it sets off says what it means for breastfeeding too). Sources and
 * departures from the product rules: docs/clinical/second-review.md and third-review.md.
 */
export const pregnancyRules: SafetyRule[] = [
  {
    id: 'pregnancy-excludes-tamoxifen',
    label: 'Possible, planned or current pregnancy excludes tamoxifen',
    when: anyOf(...PREGNANCY_FLAGS.map(flag)),
    effect: 'exclude',
    target: { kind: 'ingredients', ingredientIds: ['tamoxifen'] },
    severity: 'critical',
    rationale:
      'Tamoxifen can cause fetal harm: its US label warns of embryo-fetal toxicity, asks that pregnancy be excluded before starting and that effective non-hormonal contraception be used during treatment and for a period after the last dose, and advises against breastfeeding. Its evidence in mania is third line only, so it is removed, with every combination containing it.',
    sources: [
      {
        citationId: 'us-label-background',
        locator: 'Tamoxifen (Soltamox) label: Warnings and precautions: embryo-fetal toxicity; Use in specific populations',
      },
    ],
    needsReview: true,
  },
  {
    id: 'pregnancy-deprioritises-carbamazepine',
    label: 'Possible, planned or current pregnancy: carbamazepine moved down (teratogenic; defeats hormonal contraception)',
    when: anyOf(...PREGNANCY_FLAGS.map(flag)),
    effect: 'deprioritise',
    target: { kind: 'ingredients', ingredientIds: ['carbamazepine'] },
    severity: 'critical',
    rationale:
      'Carbamazepine is associated with spina bifida and other neural-tube defects, and as an enzyme inducer it lowers hormonal contraceptive levels, so contraception may fail. It stays available (it is not contraindicated for bipolar disorder in pregnancy) but goes after every option without that hazard. If the answer is "pregnant or breastfeeding", a breastfeeding caution is shown beside it too.',
    sources: [
      { citationId: 'fda-carbamazepine-label', locator: 'Warnings: use in pregnancy' },
      { citationId: 'canmat-2023u', locator: 'Safety and monitoring section: contraceptive counselling' },
    ],
  },
  {
    id: 'pregnancy-warns-antipsychotics',
    label: 'Possible, planned or current pregnancy: newborn movement and withdrawal signs after antipsychotics',
    when: anyOf(...PREGNANCY_FLAGS.map(flag)),
    effect: 'warn',
    target: { kind: 'classes', classes: ['sga', 'fga'] },
    severity: 'warning',
    rationale:
      'Newborns exposed to an antipsychotic in the third trimester are at risk of extrapyramidal signs and withdrawal symptoms (agitation, abnormal muscle tone, tremor, sleepiness, breathing or feeding difficulty); since 2011 every antipsychotic label says so. This is not a reason to stop a needed antipsychotic abruptly: plan with perinatal psychiatry and tell the delivery team.',
    sources: [{ citationId: 'fda-antipsychotic-pregnancy-2011', locator: 'Drug Safety Communication' }],
    needsReview: true,
  },
  {
    id: 'breastfeeding-warns-lactation',
    label: 'Pregnant or breastfeeding: what each agent means for breastfeeding',
    when: anyOf(flag('anyPregnancy')),
    effect: 'warn',
    target: {
      kind: 'ingredients',
      ingredientIds: [
        'lithium',
        'carbamazepine',
        'oxcarbazepine',
        'lamotrigine',
        'quetiapine',
        'risperidone',
        'paliperidone',
        'olanzapine',
        'aripiprazole',
        'asenapine',
        'lurasidone',
        'cariprazine',
        'ziprasidone',
        'lumateperone',
        'clozapine',
        'haloperidol',
        'chlorpromazine',
        'fluoxetine',
        'sertraline',
        'bupropion',
      ],
    },
    severity: 'warning',
    rationale:
      'The answer "pregnant or breastfeeding" also covers breastfeeding. If the patient breastfeeds: the lithium US label advises against breastfeeding (infant toxicity has been reported); carbamazepine, oxcarbazepine and lamotrigine pass into breast milk (watch the infant for sleepiness, poor feeding and rash); clozapine is generally avoided (risk of agranulocytosis and sedation in the infant); other antipsychotics and antidepressants pass into milk in amounts that differ by agent. Plan with perinatal psychiatry and the infant\'s clinician and check a lactation reference for the chosen agent.',
    sources: [
      { citationId: 'fda-lithium-label', locator: 'Use in specific populations: lactation' },
      { citationId: 'us-label-background', locator: 'Labels of the named agents: Use in specific populations: lactation' },
    ],
    needsReview: true,
  },
];
