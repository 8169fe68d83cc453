import { ageBand, allOf, always, anyOf, flag, inState } from './condition-builders';
import type { SafetyRule } from './rule.schema';

/**
 * Cautions the fourth clinical review found missing from suggestions (issue 37, finding 10; see
 * docs/clinical/fourth-review.md): label facts a prescriber needs at the point of choosing, shown on the
 * suggestion rather than only in the medication's detail. Recalled from the labels, not read for this
 * release: each is `needsReview`. The interactions of the same finding are in
 * interactions/default-interactions.ts.
 */
export const labelCautionRules: SafetyRule[] = [
  {
    id: 'carbamazepine-hla-b1502-screening',
    label: 'Carbamazepine: test for HLA-B*1502 first in patients of Asian ancestry',
    when: always(),
    effect: 'warn',
    target: { kind: 'ingredients', ingredientIds: ['carbamazepine'] },
    severity: 'critical',
    rationale:
      'Boxed warning: serious skin reactions (SJS/TEN) are strongly associated with the HLA-B*1502 allele, found almost only in people of Asian ancestry, South Asian included. Test for it before starting carbamazepine in those patients and do not start it in a carrier unless the benefit clearly outweighs the risk. The form does not record ancestry.',
    sources: [
      { citationId: 'fda-carbamazepine-label', locator: 'Boxed warning: serious dermatologic reactions and HLA-B*1502' },
      { citationId: 'fda-carbamazepine-hla-2007', locator: 'Information for healthcare professionals' },
    ],
    needsReview: true,
  },
  {
    id: 'kidney-history-warns-renal-dosing-more',
    label: 'Kidney disease: risperidone, cariprazine and bupropion need renal dosing',
    when: anyOf(flag('kidneyHistory')),
    effect: 'warn',
    target: { kind: 'ingredients', ingredientIds: ['risperidone', 'cariprazine', 'bupropion'] },
    severity: 'warning',
    rationale:
      'Risperidone: start at 0.5 mg twice daily and raise it slowly in severe renal impairment. Cariprazine: not recommended when creatinine clearance is below 30 mL/min (not studied). Bupropion: consider a lower dose or less frequent dosing in renal impairment and watch for adverse effects. Check renal function before choosing the dose.',
    sources: [
      { citationId: 'us-label-background', locator: 'Risperdal and Vraylar labels: Dosage in renal impairment' },
      { citationId: 'fda-bupropion-label', locator: 'Use in specific populations: renal impairment' },
    ],
    needsReview: true,
  },
  {
    id: 'liver-history-warns-hepatic-dosing-more',
    label: 'Liver disease: risperidone, cariprazine, bupropion and sertraline need hepatic dosing',
    when: anyOf(flag('liverHistory')),
    effect: 'warn',
    target: { kind: 'ingredients', ingredientIds: ['risperidone', 'cariprazine', 'bupropion', 'sertraline'] },
    severity: 'warning',
    rationale:
      'Risperidone: start at 0.5 mg twice daily in severe hepatic impairment. Cariprazine: not recommended in severe hepatic impairment (not studied). Bupropion: in moderate to severe hepatic impairment the maximum is 75 mg a day (immediate release) or 150 mg every other day (extended release); use caution in mild impairment. Sertraline: use a lower or less frequent dose in hepatic impairment. Check liver function before choosing the dose.',
    sources: [
      { citationId: 'us-label-background', locator: 'Risperdal, Vraylar and Zoloft labels: Dosage in hepatic impairment' },
      { citationId: 'fda-bupropion-label', locator: 'Dosage and administration: hepatic impairment' },
    ],
    needsReview: true,
  },
  {
    id: 'pregnancy-warns-lamotrigine-levels',
    label: 'Pregnancy: lamotrigine levels fall, then rise after delivery',
    when: anyOf(flag('anyPregnancy'), flag('riskPregnancy')),
    effect: 'warn',
    target: { kind: 'ingredients', ingredientIds: ['lamotrigine'] },
    severity: 'warning',
    rationale:
      'Lamotrigine clearance rises during pregnancy, so levels can fall substantially and symptoms return; it falls again soon after delivery, with a risk of toxicity. Plan the dose with the prescriber who follows the pregnancy: check clinical response (and levels where available) during pregnancy and reduce the dose after delivery. Estrogen-containing contraceptives also lower lamotrigine levels.',
    sources: [
      {
        citationId: 'fda-lamotrigine-label',
        locator: 'Use in specific populations: pregnancy; Dosage: estrogen-containing oral contraceptives',
      },
      { citationId: 'canmat-2023u', locator: 'Safety and monitoring section: pregnancy' },
    ],
    needsReview: true,
  },
  {
    id: 'pregnancy-warns-ssri-neonatal',
    label: 'Pregnancy: SSRIs late in pregnancy and the newborn',
    when: anyOf(flag('anyPregnancy'), flag('riskPregnancy')),
    effect: 'warn',
    target: { kind: 'classes', classes: ['ssri'] },
    severity: 'warning',
    rationale:
      'Newborns exposed to an SSRI late in the third trimester can have a neonatal adaptation syndrome (breathing and feeding difficulty, jitteriness) needing longer hospital care, and SSRI exposure in later pregnancy has been associated with persistent pulmonary hypertension of the newborn (PPHN; the absolute risk is small). Weigh these against the risk of untreated depression, and tell the team caring for the newborn.',
    sources: [{ citationId: 'us-label-background', locator: 'Zoloft and Prozac labels: Use in specific populations: pregnancy' }],
    needsReview: true,
  },
  {
    id: 'psychotic-depression-antidepressant-adjuncts',
    label: 'Psychotic depression: antidepressant adjuncts hold no antipsychotic',
    when: allOf(anyOf(flag('psychotic')), inState('Depressed')),
    effect: 'warn',
    target: { kind: 'regimens', regimenIds: ['sertraline+lithium', 'sertraline+valproate', 'bupropion+lithium', 'bupropion+valproate'] },
    severity: 'warning',
    rationale:
      'These second-line regimens add an antidepressant to lithium or divalproex and contain no antipsychotic, so they do not treat the psychotic features, and an antidepressant can bring on a switch into mania. Regimens containing an antipsychotic, or ECT, are the options that treat them.',
    sources: [
      { citationId: 'canmat-2023u', locator: 'Box 2 (acute bipolar I depression) and text on ECT' },
      { citationId: 'pacchiarotti-2013', locator: 'Recommendations on antidepressant use' },
    ],
    needsReview: true,
  },
  {
    id: 'older-adult-ssri-falls',
    label: 'Older adult: SSRIs and falls, and low sodium',
    when: allOf(ageBand('olderAdult')),
    effect: 'warn',
    target: { kind: 'classes', classes: ['ssri'] },
    severity: 'warning',
    rationale:
      'In older adults SSRIs raise the risk of falls and fractures (the Beers Criteria advise avoiding them with a history of falls unless safer options are not available) and can cause hyponatraemia through SIADH: ask about falls, check sodium at baseline and in the first weeks, and start low.',
    sources: [{ citationId: 'ags-beers-2023', locator: 'Table 3 (history of falls or fractures) and Table 4 (SIADH and hyponatremia)' }],
    needsReview: true,
  },
];
