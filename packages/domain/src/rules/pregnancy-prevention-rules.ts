import { ageBand, allOf, childbearingPotential, not, sexIs } from './condition-builders';
import type { SafetyRule } from './rule.schema';

/**
 * Pregnancy prevention for every teratogen the suggester offers, whatever the pregnancy answers say,
 * for a patient who could become pregnant as far as the form knows: none for a male patient, a female
 * patient who cannot become pregnant, or an older adult (issue 39), and the valproate cautions that
 * say the form does not know the patient's sex give way to patient-rules.ts (docs/adr/0046). With a pregnancy answer of yes,
 * valproate and tamoxifen are removed instead (pregnancy-rules.ts, default-safety-rules.ts).
 * See docs/clinical/third-review.md.
 */
/** Holds while nobody said the patient is 65 or over (issue 39: an older adult gets no pregnancy caution). */
const NOT_OLDER = not(ageBand('olderAdult'));
/** The sex was not given (neither female nor male), and the patient is not known to be an older adult. */
const SEX_NOT_GIVEN = allOf(not(sexIs('female', 'male')), NOT_OLDER);
/**
 * Could become pregnant, as far as the form knows: not known to be male, not a female said not to be
 * able to, and not known to be 65 or over (issue 39). An explicit pregnancy answer still sets off
 * pregnancy-rules.ts whatever these say.
 */
const MAY_BECOME_PREGNANT = allOf(not(sexIs('male')), not(childbearingPotential(false)), NOT_OLDER);

export const pregnancyPreventionRules: SafetyRule[] = [
  {
    id: 'valproate-pregnancy-prevention',
    label: 'Valproate: confirm pregnancy potential and contraception before prescribing',
    when: SEX_NOT_GIVEN,
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
  {
    id: 'valproate-uk-under-55',
    label: 'Valproate (UK, 2024): new starts under 55 need two specialists; men are counselled too',
    when: SEX_NOT_GIVEN,
    effect: 'warn',
    target: { kind: 'ingredients', ingredientIds: ['valproate'] },
    severity: 'warning',
    rationale:
      'In the UK, since 2024, valproate should not be started in anyone under 55, male or female, unless two specialists independently agree that no other treatment is effective or tolerated, or that the reproductive risks do not apply. Men are told of a possible risk to children conceived during treatment and of testicular toxicity seen in animal studies, and advised on contraception. The form records neither age nor sex.',
    sources: [{ citationId: 'mhra-valproate-2024', locator: 'Drug Safety Updates January and September 2024' }],
    needsReview: true,
  },
  {
    // Id kept from the second review; it now fires with or without a pregnancy answer.
    id: 'pregnancy-warns-carbamazepine',
    label: 'Carbamazepine: teratogenic, and weakens hormonal contraception',
    when: MAY_BECOME_PREGNANT,
    effect: 'warn',
    target: { kind: 'ingredients', ingredientIds: ['carbamazepine'] },
    severity: 'critical',
    rationale:
      'Carbamazepine is associated with spina bifida and other neural-tube defects, and as a CYP3A4 inducer it lowers hormonal contraceptive levels, so contraception may fail. The form does not record whether the patient could become pregnant: confirm it, counsel on contraception that does not rely on hormone levels, and plan any pregnancy with specialist input.',
    sources: [
      { citationId: 'fda-carbamazepine-label', locator: 'Warnings: use in pregnancy' },
      { citationId: 'canmat-2023u', locator: 'Safety and monitoring section: contraceptive counselling' },
    ],
    reviewNote:
      'With a pregnancy answer of yes, pregnancy-deprioritises-carbamazepine also moves carbamazepine to the end of its line (Equetro US label: use in pregnancy).',
  },
  {
    id: 'tamoxifen-pregnancy-prevention',
    label: 'Tamoxifen: exclude pregnancy and advise non-hormonal contraception',
    when: MAY_BECOME_PREGNANT,
    effect: 'warn',
    target: { kind: 'ingredients', ingredientIds: ['tamoxifen'] },
    severity: 'critical',
    rationale:
      'The form does not record whether the patient could become pregnant. Tamoxifen can cause fetal harm: its US label warns of embryo-fetal toxicity, asks that pregnancy be excluded before starting and that effective non-hormonal contraception be used during treatment and for a period after the last dose, and advises against breastfeeding.',
    sources: [
      {
        citationId: 'us-label-background',
        locator: 'Tamoxifen (Soltamox) label: Warnings and precautions: embryo-fetal toxicity; Use in specific populations',
      },
    ],
    needsReview: true,
  },
  {
    id: 'oxcarbazepine-contraception',
    label: 'Oxcarbazepine: weakens hormonal contraception',
    when: MAY_BECOME_PREGNANT,
    effect: 'warn',
    target: { kind: 'ingredients', ingredientIds: ['oxcarbazepine'] },
    severity: 'warning',
    rationale:
      'Oxcarbazepine induces the metabolism of ethinylestradiol and levonorgestrel and can make hormonal contraceptives less effective. If the patient could become pregnant, advise a method that does not rely on hormone levels, or an additional method.',
    sources: [
      { citationId: 'us-label-background', locator: 'Oxcarbazepine (Trileptal) label: Drug interactions: hormonal contraceptives' },
    ],
    needsReview: true,
  },
];
