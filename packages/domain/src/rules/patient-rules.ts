import { ageBand, allOf, childbearingPotential, hasCondition, not, sexIs } from './condition-builders';
import type { SafetyRule } from './rule.schema';

/**
 * Rules about who the patient is (issue 37 findings 6 and 7; docs/adr/0046). They read the optional
 * sex, childbearing-potential and age-group inputs: an answer without them is unchanged, and the
 * pregnancy-prevention cautions in pregnancy-prevention-rules.ts still say what the form does not know.
 */
export const patientRules: SafetyRule[] = [
  {
    id: 'valproate-childbearing-potential-after-alternatives',
    label: 'Female who could become pregnant: valproate only after the alternatives',
    when: allOf(sexIs('female'), not(childbearingPotential(false)), not(ageBand('olderAdult'))),
    effect: 'deprioritise',
    target: { kind: 'ingredients', ingredientIds: ['valproate'] },
    severity: 'critical',
    rationale:
      'Valproate harms the unborn child (major malformations such as neural-tube defects, and lower IQ and neurodevelopmental disorders after exposure in the womb). For a girl or woman who could become pregnant, the US boxed warning reserves it for when other medicines have failed or are unacceptable, Health Canada advises against it unless alternatives are ineffective or not tolerated, and in the UK it is contraindicated unless the Pregnancy Prevention Programme is in place (since 2024, a new start under 55 also needs two specialists to agree). It is therefore placed after every alternative in its line. If it is still chosen: a negative pregnancy test, highly effective contraception throughout, and an annual review of the risks with the patient.',
    sources: [
      { citationId: 'fda-valproate-label', locator: 'Boxed warning: fetal risk' },
      { citationId: 'fda-valproate-pregnancy-2013', locator: 'Drug Safety Communication' },
      { citationId: 'mhra-valproate-2018', locator: 'Drug Safety Update April 2018' },
      { citationId: 'mhra-valproate-2024', locator: 'Drug Safety Updates January and September 2024' },
      { citationId: 'health-canada-valproate', locator: 'As quoted in CANMAT-2023U' },
    ],
  },
  {
    id: 'valproate-men-2024',
    label: 'Male patient: valproate and fathering a child (MHRA and EMA, 2024)',
    when: allOf(sexIs('male'), not(ageBand('olderAdult'))),
    effect: 'warn',
    target: { kind: 'ingredients', ingredientIds: ['valproate'] },
    severity: 'warning',
    rationale:
      'For men the regulators give a precaution, not a pregnancy-prevention programme: a retrospective study suggested a possible increased risk of neurodevelopmental disorders in children whose father took valproate in the three months before conception. Tell the patient, advise effective contraception for him and his partner during treatment and for three months after stopping, advise against donating sperm in that time, and review the treatment when he plans a child. In the UK, since 2024, valproate is not started in anyone under 55 unless two specialists independently agree that nothing else is effective or tolerated; animal studies also showed testicular toxicity.',
    sources: [
      { citationId: 'mhra-valproate-2024', locator: 'Drug Safety Updates January and September 2024: male patients' },
      { citationId: 'ema-valproate-men-2024', locator: 'PRAC recommendation, January 2024' },
    ],
    needsReview: true,
  },
  {
    id: 'older-adult-dementia-antipsychotics',
    label: 'Older adult with dementia: antipsychotics carry a boxed warning for increased mortality',
    when: allOf(ageBand('olderAdult'), hasCondition('dementia')),
    effect: 'deprioritise',
    target: { kind: 'classes', classes: ['sga', 'fga'] },
    severity: 'critical',
    rationale:
      'Every antipsychotic, first- or second-generation, carries a US boxed warning: elderly patients with dementia-related psychosis treated with antipsychotics have a higher risk of death (mostly cardiovascular or infectious), and no antipsychotic is approved for dementia-related psychosis. Options without an antipsychotic are placed first; if one is needed for mania, use the lowest dose for the shortest time, discuss the risk with the patient and carers, and review it often.',
    sources: [
      {
        citationId: 'fda-antipsychotic-dementia',
        locator: 'Boxed warning on every antipsychotic label (2005 atypical, 2008 conventional)',
      },
    ],
    needsReview: true,
  },
];
