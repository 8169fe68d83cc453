import type { SafetyRule } from './rule.schema';

const PREGNANCY_FLAGS = ['reproductive', 'riskPregnancy', 'anyPregnancy'] as const;

/**
 * Pregnancy, planned pregnancy and breastfeeding (the form's three flags), and the pregnancy
 * prevention that valproate needs whatever the flags say. Sources and departures from the product
 * rules (docs/product.md#rules): docs/clinical/second-review.md.
 */
export const pregnancyRules: SafetyRule[] = [
  {
    id: 'pregnancy-excludes-tamoxifen',
    label: 'Possible, planned or current pregnancy excludes tamoxifen',
    trigger: { kind: 'anyOf', flags: [...PREGNANCY_FLAGS] },
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
    trigger: { kind: 'anyOf', flags: [...PREGNANCY_FLAGS] },
    effect: 'deprioritise',
    target: { kind: 'ingredients', ingredientIds: ['carbamazepine'] },
    severity: 'critical',
    rationale:
      'Carbamazepine is associated with spina bifida and other neural-tube defects, and as an enzyme inducer it lowers hormonal contraceptive levels, so contraception may fail. It stays available (it is not contraindicated for bipolar disorder in pregnancy) but goes after every option without that hazard.',
    sources: [
      { citationId: 'fda-carbamazepine-label', locator: 'Warnings: use in pregnancy' },
      { citationId: 'canmat-2023u', locator: 'Safety and monitoring section: contraceptive counselling' },
    ],
  },
  {
    id: 'valproate-pregnancy-prevention',
    label: 'Valproate: confirm pregnancy potential and contraception before prescribing',
    trigger: { kind: 'always' },
    effect: 'warn',
    target: { kind: 'ingredients', ingredientIds: ['valproate'] },
    severity: 'critical',
    rationale:
      'The form does not record whether the patient could become pregnant. Valproate causes major malformations and lower IQ after exposure in the womb. In the UK it is contraindicated in anyone of childbearing potential unless the conditions of a Pregnancy Prevention Programme are met; Health Canada advises against it in women and girls of childbearing potential unless alternatives are ineffective or not tolerated. Confirm pregnancy potential and effective contraception before prescribing.',
    sources: [
      { citationId: 'fda-valproate-label', locator: 'Boxed warning: fetal risk' },
      { citationId: 'mhra-valproate-2018', locator: 'Drug Safety Update April 2018' },
      { citationId: 'health-canada-valproate', locator: 'As quoted in CANMAT-2023U' },
    ],
  },
];
