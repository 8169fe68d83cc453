import { always, anyOf, flag } from './condition-builders';
import { advisoryRules } from './advisory-rules';
import { antipsychoticRules } from './antipsychotic-rules';
import { organRules } from './organ-rules';
import { combinationRules } from './combination-rules';
import { currentMedicationRules } from './current-medication-rules';
import { labelCautionRules } from './label-caution-rules';
import { pregnancyPreventionRules } from './pregnancy-prevention-rules';
import { pregnancyRules } from './pregnancy-rules';
import { psychosisRules } from './psychosis-rules';
import { patientRules } from './patient-rules';
import { populationRules } from './population-rules';
import { scopeRules } from './scope-rules';
import type { SafetyRule } from './rule.schema';

/**
 * The product's safety rules (docs/clinical/canmat-2018-2023u.md), applied by ingredient so that a rule
 * on valproate also removes every combination containing it. Where a source disagrees with the product
 * decision, the rule is kept as decided and `reviewNote` records the disagreement, citing the source.
 */
export const productRules: SafetyRule[] = [
  {
    id: 'suicide-history-promotes-lithium',
    label: 'Suicide history favours lithium',
    when: anyOf(flag('suicideHistory')),
    effect: 'promote',
    target: { kind: 'regimens', regimenIds: ['lithium'] },
    severity: 'info',
    rationale:
      'In a meta-analysis of randomised trials lithium reduced suicides and all-cause deaths versus placebo, and CANMAT notes that lithium may contribute to preventing suicide attempts and deaths. A later review of post-2000 trials found the effect less certain.',
    sources: [
      { citationId: 'cipriani-2013', locator: 'Abstract' },
      { citationId: 'canmat-2023u', locator: 'Suicide prevention' },
      { citationId: 'nabi-2022', locator: 'Abstract' },
    ],
  },
  {
    id: 'kidney-history-excludes-lithium',
    label: 'Kidney disease excludes lithium',
    when: anyOf(flag('kidneyHistory')),
    effect: 'exclude',
    target: { kind: 'ingredients', ingredientIds: ['lithium'] },
    severity: 'critical',
    rationale:
      'Lithium is renally cleared; its label does not recommend it in severe renal impairment, and toxicity can occur near therapeutic levels. Long-term use is associated with nephrogenic diabetes insipidus and chronic kidney disease. The form does not record severity, so every lithium-containing regimen is removed.',
    sources: [
      { citationId: 'fda-lithium-label', locator: 'Boxed warning; Use in renal impairment' },
      { citationId: 'nhs-ggc-lithium', locator: 'Renal impairment and referral' },
    ],
    reviewNote:
      'The Lithium US label (Use in renal impairment) and the NHS GGC practice note support severity bands: exclude only in severe impairment (eGFR <30); in mild to moderate or unknown impairment keep lithium with a warning, specialist input and closer monitoring. The product rule excludes on any kidney history because the form does not record severity.',
  },
  {
    id: 'liver-history-excludes-valproate',
    label: 'Liver disease excludes valproate',
    when: anyOf(flag('liverHistory')),
    effect: 'exclude',
    target: { kind: 'ingredients', ingredientIds: ['valproate'] },
    severity: 'critical',
    rationale:
      'Valproate (divalproex, Depakote) carries a boxed warning for fatal hepatic failure, usually in the first 6 months, and is contraindicated in hepatic disease or significant hepatic dysfunction.',
    sources: [{ citationId: 'fda-valproate-label', locator: 'Boxed warning; Contraindications' }],
  },
  {
    id: 'low-blood-pressure-excludes-sga',
    label: 'Low blood pressure or fall risk excludes second-generation antipsychotics',
    when: anyOf(flag('bloodPressureHistory')),
    effect: 'exclude',
    target: { kind: 'classes', classes: ['sga'] },
    severity: 'warning',
    rationale:
      'Antipsychotics can cause postural hypotension, somnolence and motor instability leading to falls and fractures; quetiapine can cause orthostatic hypotension and syncope, especially during titration. The product removes every second-generation antipsychotic when low blood pressure or fall risk is reported.',
    sources: [
      { citationId: 'fda-antipsychotic-falls-2017', locator: 'Class safety labeling change' },
      { citationId: 'fda-quetiapine-label', locator: 'Warnings: orthostatic hypotension' },
    ],
    reviewNote:
      'The FDA 2017 falls labeling covers all antipsychotics, first-generation included, and risk differs by alpha-1 antagonism (higher: clozapine, quetiapine, risperidone/paliperidone, chlorpromazine; lower: aripiprazole, cariprazine, lurasidone, haloperidol). A blanket SGA exclusion is therefore not source-supported; the product rule is kept, and for coherence low-blood-pressure-excludes-chlorpromazine removes chlorpromazine with the SGAs, and low-blood-pressure-warns-antipsychotics warns on haloperidol, which stays.',
  },
  {
    id: 'weight-gain-excludes-listed-sgas',
    label: "Weight-gain concern excludes quetiapine/risperidone/aripiprazole/olanzapine (the specification's list)",
    when: anyOf(flag('weightGainConcern')),
    effect: 'exclude',
    target: { kind: 'ingredients', ingredientIds: ['quetiapine', 'risperidone', 'aripiprazole', 'olanzapine'] },
    severity: 'warning',
    rationale:
      "The product's specification lists quetiapine, risperidone, aripiprazole and olanzapine, and this rule follows that list, removing every combination containing them. The cited evidence supports it for olanzapine (among the worst metabolic profiles) and for quetiapine and risperidone (intermediate weight gain), but ranks aripiprazole among the lowest-risk antipsychotics: aripiprazole is removed because of the specification, not because of this evidence.",
    sources: [
      { citationId: 'pillinger-2020', locator: 'Findings' },
      { citationId: 'musil-2015', locator: 'Abstract' },
    ],
    reviewNote:
      'Pillinger 2020 (Lancet Psychiatry, Findings) and Musil 2015 (Abstract) rank aripiprazole among the lowest-liability antipsychotics, so excluding it is not supported; the rationale says so to the prescriber. Around the kept list: weight-gain-excludes-clozapine removes clozapine with olanzapine, weight-gain-warns-other-antipsychotics warns on paliperidone and asenapine, weight-gain-warns-mood-stabilisers on lithium and valproate. Suggested instead: deprioritise olanzapine and clozapine, warn on moderate agents, note aripiprazole as lower liability.',
  },
  {
    id: 'pregnancy-excludes-valproate',
    label: 'Possible, planned or current pregnancy excludes valproate',
    when: anyOf(flag('reproductive'), flag('riskPregnancy'), flag('anyPregnancy')),
    effect: 'exclude',
    target: { kind: 'ingredients', ingredientIds: ['valproate'] },
    severity: 'critical',
    rationale:
      'Valproate carries a boxed warning for fetal harm (neural-tube defects and other malformations; lower IQ after in-utero exposure). FDA advises use in pregnancy for bipolar disorder only if other treatments failed; the MHRA contraindicates it in pregnancy for bipolar disorder and in people of childbearing potential outside a Pregnancy Prevention Programme; Health Canada advises against it unless alternatives are ineffective or not tolerated. The answer "pregnant or breastfeeding" removes it during breastfeeding too: the form does not tell the two apart, and pregnancy prevention continues after delivery.',
    sources: [
      { citationId: 'fda-valproate-label', locator: 'Boxed warning: fetal risk' },
      { citationId: 'fda-valproate-pregnancy-2013', locator: 'Drug Safety Communication' },
      { citationId: 'mhra-valproate-2018', locator: 'Drug Safety Update April 2018' },
      { citationId: 'health-canada-valproate', locator: 'As quoted in CANMAT-2023U' },
    ],
  },
  {
    id: 'prior-medications-excluded',
    label: 'Prior medication already tried',
    when: always(),
    effect: 'exclude',
    target: { kind: 'priorMedications' },
    severity: 'info',
    rationale:
      'Listed by the prescriber as already tried, so it is left out to focus on untried options. If the patient responded to it, CANMAT advises continuing an agent that worked even if it sits lower in the hierarchy.',
    sources: [{ citationId: 'canmat-2023u', locator: 'Maintenance: principles' }],
    reviewNote:
      'The form does not distinguish failure or intolerance from response, and CANMAT-2023U (Maintenance: principles) advises continuing what worked; a reviewer may prefer a warning for medications that worked.',
  },
];

/** Product rules first, then the rules the clinical reviews added (docs/clinical/second-review.md, third-review.md). */
export const defaultSafetyRules: SafetyRule[] = [
  ...productRules,
  ...advisoryRules,
  ...pregnancyPreventionRules,
  ...pregnancyRules,
  ...organRules,
  ...antipsychoticRules,
  ...psychosisRules,
  ...combinationRules,
  ...currentMedicationRules,
  // Label cautions of issue 37 finding 10 (label-caution-rules.ts).
  ...labelCautionRules,
  // Who the patient is (issue 37 findings 6, 7 and 9; docs/adr/0046).
  ...patientRules,
  ...populationRules,
  ...scopeRules,
];
