import type { Interaction } from './interaction.schema';

const review = { needsReview: true } as const;

/**
 * The drug–drug interactions of the fourth clinical review (issue 37, findings 1, 2, 3 and 5), compiled
 * into rules by compile-interactions.ts. Side `a` is what Balancer may suggest, `b` what the patient
 * may take. Every label here is recalled, not read for this release: each is `needsReview`.
 */
export const defaultInteractions: Interaction[] = [
  {
    id: 'lamotrigine-valproate',
    a: { ingredients: ['lamotrigine'] },
    b: { ingredients: ['valproate'] },
    effect: 'warn',
    severity: 'critical',
    clinicalEffect: 'Valproate roughly doubles lamotrigine levels, raising the risk of serious rash (SJS/TEN; boxed warning)',
    mechanism: 'Valproate inhibits lamotrigine glucuronidation',
    management:
      'With valproate, use the lamotrigine escalation for patients taking valproate: about half the usual doses (25 mg every other day for two weeks), and stop lamotrigine at the first sign of rash',
    sources: [{ citationId: 'fda-lamotrigine-label', locator: 'Boxed warning; Dosage and administration: patients taking valproate' }],
    ...review,
  },
  {
    id: 'lithium-raas-thiazide-nsaid',
    a: { ingredients: ['lithium'] },
    b: { classes: ['ace-inhibitor', 'arb', 'thiazide-diuretic', 'nsaid'] },
    effect: 'warn',
    severity: 'critical',
    clinicalEffect: 'Lithium levels rise and may reach toxicity',
    mechanism: 'ACE inhibitors, angiotensin receptor blockers, thiazides and NSAIDs reduce the renal clearance of lithium',
    management:
      'Avoid the combination where possible; otherwise lower the lithium dose as needed and check the lithium level within about five days of starting lithium or starting, stopping or changing the other drug',
    sources: [{ citationId: 'fda-lithium-label', locator: 'Drug interactions' }],
    ...review,
  },
  {
    id: 'ziprasidone-qt-prolonging',
    a: { ingredients: ['ziprasidone'] },
    b: { classes: ['qt-prolonging'] },
    effect: 'deprioritise',
    severity: 'critical',
    clinicalEffect: 'Additive QT prolongation, with a risk of torsades de pointes',
    mechanism: 'Ziprasidone prolongs the QT interval, as does the other drug',
    management:
      'The ziprasidone label contraindicates it with other drugs that prolong the QT interval: prefer another option; if used, obtain a baseline ECG and electrolytes (potassium, magnesium)',
    sources: [
      { citationId: 'fda-ziprasidone-label', locator: 'Contraindications: QT prolongation' },
      { citationId: 'fda-citalopram-2011', locator: 'Drug Safety Communication' },
    ],
    ...review,
  },
  {
    id: 'haloperidol-qt-prolonging',
    a: { ingredients: ['haloperidol'] },
    b: { classes: ['qt-prolonging'] },
    effect: 'warn',
    severity: 'warning',
    clinicalEffect: 'Additive QT prolongation, with a risk of torsades de pointes',
    mechanism: 'Haloperidol prolongs the QT interval, most with intravenous use or high doses, as does the other drug',
    management: 'Obtain a baseline ECG and electrolytes, use the lowest effective dose and avoid intravenous haloperidol',
    sources: [
      { citationId: 'fda-haloperidol-2007', locator: 'Information for healthcare professionals' },
      { citationId: 'fda-citalopram-2011', locator: 'Drug Safety Communication' },
    ],
    ...review,
  },
  {
    id: 'lurasidone-strong-cyp3a4-inducer',
    a: { ingredients: ['lurasidone'] },
    b: { classes: ['strong-cyp3a4-inducer'] },
    effect: 'exclude',
    severity: 'critical',
    clinicalEffect: 'Lurasidone levels fall to a fraction and it loses its effect',
    mechanism: 'Strong CYP3A4 inducers (carbamazepine, phenytoin, rifampicin, St John’s wort) induce lurasidone metabolism',
    management: 'The lurasidone label contraindicates strong CYP3A4 inducers: choose another option',
    sources: [{ citationId: 'fda-lurasidone-label', locator: 'Contraindications' }],
    ...review,
  },
  {
    id: 'cyp3a4-substrates-strong-inducer',
    a: { ingredients: ['quetiapine', 'cariprazine', 'lumateperone'] },
    b: { classes: ['strong-cyp3a4-inducer'] },
    effect: 'warn',
    severity: 'warning',
    clinicalEffect: 'Levels of quetiapine, cariprazine or lumateperone fall with a strong CYP3A4 inducer',
    mechanism: 'They are CYP3A4 substrates',
    management:
      'Quetiapine: the dose may need to be increased (up to about five times) and reduced again when the inducer stops; cariprazine and lumateperone: use with a strong CYP3A4 inducer is not recommended',
    sources: [{ citationId: 'us-label-background', locator: 'Quetiapine, cariprazine, lumateperone: Drug interactions (CYP3A4 inducers)' }],
    ...review,
  },
  // Fourth review, finding 10: interactions found missing from suggestions.
  {
    id: 'lithium-haloperidol-encephalopathy',
    a: { ingredients: ['haloperidol'] },
    b: { ingredients: ['lithium'] },
    effect: 'warn',
    severity: 'warning',
    clinicalEffect:
      'A few patients given lithium with haloperidol developed an encephalopathic syndrome (weakness, lethargy, fever, tremor, confusion, extrapyramidal symptoms, raised enzymes), some with lasting brain damage',
    mechanism: 'Not established; neurotoxicity has been reported with lithium and other antipsychotics too',
    management:
      'Watch closely for neurological toxicity, especially early and at higher doses or levels, and stop both promptly if such signs appear; keep the lithium level in range',
    sources: [{ citationId: 'fda-lithium-label', locator: 'Warnings and drug interactions: antipsychotics (encephalopathic syndrome)' }],
    ...review,
  },
  {
    id: 'lithium-serotonergic',
    a: { ingredients: ['lithium'] },
    b: { classes: ['serotonergic'] },
    effect: 'warn',
    severity: 'warning',
    clinicalEffect: 'Serotonin syndrome (agitation, confusion, tremor, clonus, hyperreflexia, sweating, fever)',
    mechanism: 'Lithium adds to the serotonergic effect of SSRIs, SNRIs, triptans, tramadol and similar drugs',
    management:
      'Tell the patient the symptoms of serotonin syndrome; start low and watch early and after each dose change; stop both and seek care if they appear',
    sources: [{ citationId: 'fda-lithium-label', locator: 'Drug interactions: serotonergic drugs' }],
    ...review,
  },
  {
    id: 'lamotrigine-estrogen-contraceptive',
    a: { ingredients: ['lamotrigine'] },
    b: { classes: ['estrogen-containing-contraceptive'] },
    effect: 'warn',
    severity: 'warning',
    clinicalEffect:
      'Lamotrigine levels fall by about half on an estrogen-containing contraceptive and rise again in the pill-free week or when it stops',
    mechanism: 'Estrogens induce lamotrigine glucuronidation',
    management:
      'Use the label’s adjusted escalation and maintenance for women taking estrogen-containing contraceptives (maintenance up to about twice the usual dose); lower the dose when the contraceptive stops; lamotrigine itself does not weaken the contraceptive much, but confirm contraception',
    sources: [
      { citationId: 'fda-lamotrigine-label', locator: 'Dosage and administration: women taking estrogen-containing oral contraceptives' },
      { citationId: 'canmat-2023u', locator: 'Safety and monitoring section: contraceptive counselling' },
    ],
    ...review,
  },
];
