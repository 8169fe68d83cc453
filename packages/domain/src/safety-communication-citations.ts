import type { Citation } from './citation.schema';

/**
 * Regulators' safety communications and the diagnostic manual, added by the third clinical review
 * (docs/clinical/third-review.md). Titles and dates are as recalled: "(to verify)" in `short` until a
 * clinician reviewer opens each one.
 */
export const safetyCommunicationCitations: Citation[] = [
  {
    id: 'dsm-5',
    short: 'DSM-5 (to verify)',
    reference:
      'American Psychiatric Association. Diagnostic and Statistical Manual of Mental Disorders, Fifth Edition (DSM-5). Arlington, VA: American Psychiatric Publishing; 2013. Bipolar I disorder: criteria for manic and hypomanic episodes.',
    publication: 'American Psychiatric Publishing',
    year: 2013,
  },
  {
    id: 'fda-antipsychotic-dementia',
    short: 'FDA antipsychotic boxed warning, dementia (to verify)',
    reference:
      'US Food and Drug Administration. Public health advisory (April 2005, atypical antipsychotics) and information for healthcare professionals (June 2008, conventional antipsychotics): increased mortality in elderly patients with dementia-related psychosis; boxed warning on every antipsychotic label.',
    publication: 'US Food and Drug Administration',
    year: 2008,
  },
  {
    id: 'fda-antipsychotic-pregnancy-2011',
    short: 'FDA 2011 antipsychotics in pregnancy (to verify)',
    reference:
      'US Food and Drug Administration. Drug Safety Communication (February 2011): antipsychotic drug labels updated on use during pregnancy and risk of abnormal muscle movements (extrapyramidal signs) and withdrawal symptoms in newborns exposed in the third trimester.',
    publication: 'US Food and Drug Administration',
    year: 2011,
  },
  {
    id: 'fda-lamotrigine-2021',
    short: 'FDA 2021 lamotrigine cardiac rhythm (to verify)',
    reference:
      'US Food and Drug Administration. Drug Safety Communication (March 2021): studies show increased risk of heart rhythm problems with seizure and mental health medicine lamotrigine (Lamictal) in patients with heart disease.',
    publication: 'US Food and Drug Administration',
    year: 2021,
  },
  {
    id: 'fda-aripiprazole-2016',
    short: 'FDA 2016 aripiprazole impulse control (to verify)',
    reference:
      'US Food and Drug Administration. Drug Safety Communication (May 2016): FDA warns about new impulse-control problems associated with mental health drug aripiprazole (Abilify, Abilify Maintena, Aristada).',
    publication: 'US Food and Drug Administration',
    year: 2016,
  },
  {
    id: 'fda-haloperidol-2007',
    short: 'FDA 2007 haloperidol QT (to verify)',
    reference:
      'US Food and Drug Administration. Information for healthcare professionals (September 2007): haloperidol (Haldol): QT prolongation, torsades de pointes and sudden death, particularly with intravenous use or doses above those recommended; label warnings revised.',
    publication: 'US Food and Drug Administration',
    year: 2007,
  },
  // Added by the fourth clinical review (issue 37, item 11); as recalled, "(to verify)" like those above.
  {
    id: 'fda-aed-suicidality-2008',
    short: 'FDA 2008 antiepileptics and suicidality (to verify)',
    reference:
      'US Food and Drug Administration. Information for healthcare professionals (December 2008): suicidal behavior and ideation and antiepileptic drugs; pooled analysis of 199 placebo-controlled trials of 11 antiepileptics (about twice the risk versus placebo); class warning added to every antiepileptic label.',
    publication: 'US Food and Drug Administration',
    year: 2008,
  },
  {
    id: 'fda-lamotrigine-hlh-2018',
    short: 'FDA 2018 lamotrigine HLH (to verify)',
    reference:
      'US Food and Drug Administration. Drug Safety Communication (April 2018): FDA warns of serious immune system reaction with seizure and mental health medicine lamotrigine (Lamictal): hemophagocytic lymphohistiocytosis (HLH).',
    publication: 'US Food and Drug Administration',
    year: 2018,
  },
  {
    id: 'fda-clozapine-constipation-2020',
    short: 'FDA 2020 clozapine constipation (to verify)',
    reference:
      'US Food and Drug Administration. Drug Safety Communication (January 2020): FDA strengthens warning that untreated constipation caused by schizophrenia medicine clozapine (Clozaril) can lead to serious bowel problems.',
    publication: 'US Food and Drug Administration',
    year: 2020,
  },
  {
    id: 'fda-olanzapine-dress-2016',
    short: 'FDA 2016 olanzapine DRESS (to verify)',
    reference:
      'US Food and Drug Administration. Drug Safety Communication (May 2016): FDA warns about rare but serious skin reactions with mental health drug olanzapine (Zyprexa, Zyprexa Zydis, Zyprexa Relprevv, Symbyax): drug reaction with eosinophilia and systemic symptoms (DRESS).',
    publication: 'US Food and Drug Administration',
    year: 2016,
  },
  {
    id: 'fda-ziprasidone-dress-2014',
    short: 'FDA 2014 ziprasidone DRESS (to verify)',
    reference:
      'US Food and Drug Administration. Drug Safety Communication (December 2014): FDA reporting mental health drug ziprasidone (Geodon) associated with rare but potentially fatal skin reactions (DRESS).',
    publication: 'US Food and Drug Administration',
    year: 2014,
  },
  {
    id: 'ema-valproate-men-2024',
    short: 'EMA PRAC 2024 valproate in men (to verify)',
    reference:
      'European Medicines Agency, Pharmacovigilance Risk Assessment Committee (January 2024): valproate, precautionary measures for male patients after a retrospective study suggesting a possible increased risk of neurodevelopmental disorders in children whose fathers took valproate in the three months before conception.',
    publication: 'European Medicines Agency',
    year: 2024,
  },
];
