import { allOf, anyOf, flag } from './condition-builders';
import type { SafetyRule } from './rule.schema';

/**
 * Liver and kidney history beyond the product's two exclusions (lithium, valproate): hepatotoxic
 * carbamazepine, agents whose labels set dose limits in renal or hepatic impairment, and what the
 * lithium exclusion withholds from a patient with a suicide history.
 * The dose statements are from the labels as recalled, not yet verified, hence `needsReview`.
 */
export const organRules: SafetyRule[] = [
  {
    id: 'liver-history-warns-carbamazepine',
    label: 'Liver disease: carbamazepine can injure the liver',
    when: anyOf(flag('liverHistory')),
    effect: 'warn',
    target: { kind: 'ingredients', ingredientIds: ['carbamazepine'] },
    severity: 'critical',
    rationale:
      'The carbamazepine label warns of hepatic injury, including hepatic failure, asks for liver tests at baseline and during treatment, and says to stop it at once if liver dysfunction or active liver disease appears. With a history of liver disease prefer another agent; if used, check liver function first and often.',
    sources: [{ citationId: 'fda-carbamazepine-label', locator: 'Warnings: hepatic effects; Precautions: laboratory tests' }],
    needsReview: true,
  },
  {
    id: 'liver-history-deprioritises-carbamazepine',
    label: 'Liver disease: carbamazepine moved down (hepatotoxic)',
    when: anyOf(flag('liverHistory')),
    effect: 'deprioritise',
    target: { kind: 'ingredients', ingredientIds: ['carbamazepine'] },
    severity: 'critical',
    rationale:
      'Carbamazepine can cause hepatic injury and must be stopped in active liver disease, so with a history of liver disease it goes after every option without that hazard.',
    sources: [{ citationId: 'fda-carbamazepine-label', locator: 'Warnings: hepatic effects' }],
    needsReview: true,
  },
  {
    id: 'kidney-history-warns-renal-dosing',
    label: 'Kidney disease: paliperidone and lurasidone need renal dose limits',
    when: anyOf(flag('kidneyHistory')),
    effect: 'warn',
    target: { kind: 'ingredients', ingredientIds: ['paliperidone', 'lurasidone'] },
    severity: 'warning',
    rationale:
      'Paliperidone is renally excreted: the oral dose is capped by creatinine clearance (the first-line mania dose above 6 mg/day may not be reachable), it is not recommended below a clearance of 10 mL/min, and the monthly injectable is not recommended below 50 mL/min. Lurasidone starts at 20 mg/day with a maximum of 80 mg/day in moderate to severe renal impairment. Check renal function before choosing the dose.',
    sources: [
      { citationId: 'invega-sustenna-label', locator: 'Use in renal impairment' },
      { citationId: 'us-label-background', locator: 'Invega and Latuda labels: Dosage in renal impairment' },
    ],
    needsReview: true,
  },
  {
    id: 'liver-history-warns-hepatic-dosing',
    label: 'Liver disease: lurasidone, lumateperone and paliperidone need hepatic dose limits',
    when: anyOf(flag('liverHistory')),
    effect: 'warn',
    target: { kind: 'ingredients', ingredientIds: ['lurasidone', 'lumateperone', 'paliperidone'] },
    severity: 'warning',
    rationale:
      'Lurasidone has a lower maximum dose in moderate (80 mg/day) and severe (40 mg/day) hepatic impairment. Lumateperone needs a lower dose, or is not recommended (depending on the label edition), in moderate or severe hepatic impairment. Paliperidone has not been studied in severe hepatic impairment. Check liver function and the current label before choosing the dose.',
    sources: [{ citationId: 'us-label-background', locator: 'Latuda, Caplyta and Invega labels: Dosage in hepatic impairment' }],
    needsReview: true,
  },
  {
    id: 'liver-history-warns-hepatic-cautions',
    label: 'Liver disease: asenapine, quetiapine and lamotrigine need hepatic cautions',
    when: anyOf(flag('liverHistory')),
    effect: 'warn',
    target: { kind: 'ingredients', ingredientIds: ['asenapine', 'quetiapine', 'lamotrigine'] },
    severity: 'warning',
    rationale:
      'Asenapine is not recommended in severe hepatic impairment (Child-Pugh C), where exposure rises several-fold. Quetiapine is cleared by the liver: start at a lower dose and increase slowly. Lamotrigine: reduce the starting, escalation and maintenance doses (by about a quarter in moderate or severe impairment without ascites, by about half with ascites). Check liver function and the current label before choosing the dose.',
    sources: [{ citationId: 'us-label-background', locator: 'Saphris, Seroquel and Lamictal labels: Use in hepatic impairment' }],
    needsReview: true,
  },
  {
    id: 'kidney-and-suicide-history-lithium-withheld',
    label: 'Kidney disease with suicide history: lithium, the agent with anti-suicide evidence, is withheld',
    when: allOf(flag('kidneyHistory'), flag('suicideHistory')),
    effect: 'favour',
    target: { kind: 'none' },
    severity: 'warning',
    rationale:
      'Lithium is removed because of kidney disease, although it is the one agent here with trial evidence against suicide, and its label advises against it only in severe renal impairment. The form does not record severity: with mild or moderate impairment lithium may still be an option, with nephrology input, a lower dose and closer level and renal monitoring. Decide with the patient and a specialist.',
    sources: [
      { citationId: 'cipriani-2013', locator: 'Abstract' },
      { citationId: 'fda-lithium-label', locator: 'Use in renal impairment' },
      { citationId: 'nhs-ggc-lithium', locator: 'Renal impairment and referral' },
    ],
  },
];
