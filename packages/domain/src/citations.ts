import { labelCitations } from './label-citations';
import type { Citation } from './citation.schema';
import { safetyCommunicationCitations } from './safety-communication-citations';

/**
 * Every source the default content cites. Bibliographic details come from
 * the review recorded in docs/clinical/; URLs are given only where a DOI was verified
 * (or follows the journal's fixed pattern). Sources marked "(to verify)" in `short` were not opened
 * in full for the review; a clinician reviewer must check them before release.
 */
export const defaultCitations: Citation[] = [
  {
    id: 'canmat-2018',
    short: 'CANMAT/ISBD 2018',
    reference:
      'Yatham LN, Kennedy SH, Parikh SV, et al. Canadian Network for Mood and Anxiety Treatments (CANMAT) and International Society for Bipolar Disorders (ISBD) 2018 guidelines for the management of patients with bipolar disorder. Bipolar Disord. 2018;20(2):97-170. PMID 29536616.',
    url: 'https://doi.org/10.1111/bdi.12609',
    publication: 'Bipolar Disorders',
    year: 2018,
  },
  {
    id: 'canmat-2023u',
    short: 'CANMAT/ISBD 2023 update',
    reference:
      'Keramatian K, Chithra NK, Yatham LN. The CANMAT and ISBD guidelines for the treatment of bipolar disorder: summary and a 2023 update of evidence. Focus (Am Psychiatr Publ). 2023;21(4):344-353. PMID 38695002; PMCID PMC11058959.',
    url: 'https://doi.org/10.1176/appi.focus.20230009',
    publication: 'Focus (American Psychiatric Publishing)',
    year: 2023,
  },
  {
    id: 'canmat-mix-2021',
    short: 'CANMAT/ISBD 2021 mixed presentations',
    reference:
      'Yatham LN, Chakrabarty T, Bond DJ, et al. Canadian Network for Mood and Anxiety Treatments (CANMAT) and International Society for Bipolar Disorders (ISBD) recommendations for the management of patients with bipolar disorder with mixed presentations. Bipolar Disord. 2021;23:767-788. PMID 34599629.',
    publication: 'Bipolar Disorders',
    year: 2021,
  },
  {
    id: 'fda-lithium-label',
    short: 'Lithium US label',
    reference:
      'Lithium carbonate (Lithobid and generics). US FDA prescribing information, including the boxed warning on lithium toxicity.',
    publication: 'US Food and Drug Administration',
  },
  {
    id: 'nhs-ggc-lithium',
    short: 'NHS GGC lithium guidance',
    reference: 'NHS Greater Glasgow and Clyde. Lithium: renal monitoring and referral practice note.',
    publication: 'NHS Greater Glasgow and Clyde',
  },
  {
    id: 'fda-valproate-label',
    short: 'Depakote US label',
    reference:
      'Depakote (divalproex sodium). US FDA prescribing information, boxed warnings: hepatotoxicity, fetal risk, pancreatitis; contraindications.',
    publication: 'US Food and Drug Administration',
  },
  {
    id: 'fda-valproate-pregnancy-2013',
    short: 'FDA 2013 valproate safety communication',
    reference:
      'US Food and Drug Administration. Drug Safety Communication (MedWatch, 2013): valproate products contraindicated for migraine prevention in pregnant women; decreased IQ scores after in-utero exposure.',
    publication: 'US Food and Drug Administration',
    year: 2013,
  },
  {
    id: 'mhra-valproate-2018',
    short: 'MHRA 2018 valproate PPP',
    reference:
      'Medicines and Healthcare products Regulatory Agency. Valproate medicines: contraindicated in women and girls of childbearing potential unless conditions of Pregnancy Prevention Programme are met. Drug Safety Update, April 2018.',
    publication: 'MHRA Drug Safety Update',
    year: 2018,
  },
  {
    id: 'mhra-valproate-2024',
    short: 'MHRA 2024 valproate under 55 (to verify)',
    reference:
      'Medicines and Healthcare products Regulatory Agency. Valproate: regulatory measures extended to patients under 55 years. Drug Safety Updates, January and September 2024 (as summarised by NHS Greater Glasgow and Clyde).',
    publication: 'MHRA Drug Safety Update',
    year: 2024,
  },
  {
    id: 'health-canada-valproate',
    short: 'Health Canada valproate advisory',
    reference:
      'Health Canada. Valproate: should not be used in female children and adolescents, women of childbearing potential or pregnant women unless alternatives are ineffective or not tolerated (as quoted in CANMAT/ISBD 2023 update).',
    publication: 'Health Canada',
  },
  {
    id: 'fda-carbamazepine-label',
    short: 'Carbamazepine (Equetro) US label',
    reference:
      'Equetro (carbamazepine extended-release capsules). US FDA prescribing information: indication for acute manic and mixed episodes of bipolar I disorder; boxed warnings for serious dermatologic reactions and HLA-B*1502, aplastic anaemia and agranulocytosis.',
    publication: 'US Food and Drug Administration',
    year: 2004,
  },
  {
    id: 'fda-carbamazepine-hla-2007',
    short: 'FDA 2007 carbamazepine HLA-B*1502 alert',
    reference:
      'US Food and Drug Administration. Information for healthcare professionals: dangerous or even fatal skin reactions with carbamazepine in patients with the HLA-B*1502 allele (MedWatch, December 2007).',
    publication: 'US Food and Drug Administration',
    year: 2007,
  },
  {
    id: 'fda-antipsychotic-falls-2017',
    short: 'FDA 2017 antipsychotic falls labeling',
    reference:
      'US Food and Drug Administration. Safety labeling change for all antipsychotics (2017): somnolence, postural hypotension and motor and sensory instability may lead to falls and fractures; assess fall risk at initiation and periodically.',
    publication: 'US Food and Drug Administration',
    year: 2017,
  },
  {
    id: 'ags-beers-2023',
    short: 'AGS Beers Criteria 2023 (to verify)',
    reference:
      'American Geriatrics Society Beers Criteria Update Expert Panel. American Geriatrics Society 2023 updated AGS Beers Criteria for potentially inappropriate medication use in older adults. J Am Geriatr Soc. 2023;71(7):2052–2081.',
    publication: 'Journal of the American Geriatrics Society',
    year: 2023,
  },
  {
    id: 'fda-quetiapine-label',
    short: 'Seroquel US label',
    reference: 'Seroquel (quetiapine fumarate). US FDA prescribing information: orthostatic hypotension.',
    publication: 'US Food and Drug Administration',
  },
  {
    id: 'invega-sustenna-label',
    short: 'Invega Sustenna label',
    reference: 'Invega Sustenna (paliperidone palmitate). Prescribing information (MIMS summary): use in renal impairment.',
    publication: 'MIMS',
  },
  {
    id: 'pillinger-2020',
    short: 'Pillinger 2020 Lancet Psychiatry',
    reference:
      'Pillinger T, McCutcheon RA, Vano L, et al. Comparative effects of 18 antipsychotics on metabolic function in patients with schizophrenia: a systematic review and network meta-analysis. Lancet Psychiatry. 2020;7(1):64-77.',
    publication: 'Lancet Psychiatry',
    year: 2020,
  },
  {
    id: 'musil-2015',
    short: 'Musil 2015 Expert Opin Drug Saf',
    reference:
      'Musil R, Obermeier M, Russ P, Hamerle M. Weight gain and antipsychotics: a drug safety review. Expert Opin Drug Saf. 2015;14(1):73-96.',
    publication: 'Expert Opinion on Drug Safety',
    year: 2015,
  },
  {
    id: 'cipriani-2013',
    short: 'Cipriani 2013 BMJ',
    reference:
      'Cipriani A, Hawton K, Stockton S, Geddes JR. Lithium in the prevention of suicide in mood disorders: updated systematic review and meta-analysis. BMJ. 2013;346:f3646.',
    url: 'https://doi.org/10.1136/bmj.f3646',
    publication: 'BMJ',
    year: 2013,
  },
  {
    id: 'nabi-2022',
    short: 'Nabi 2022 Epidemiol Psychiatr Sci',
    reference:
      'Nabi Z, Stansfeld J, Plöderl M, Wood L, Moncrieff J. Effects of lithium on suicide and suicidal behaviour: a systematic review and meta-analysis of randomised trials. Epidemiol Psychiatr Sci. 2022;31:e65.',
    publication: 'Epidemiology and Psychiatric Sciences',
    year: 2022,
  },
  {
    id: 'patorno-2017',
    short: 'Patorno 2017 NEJM',
    reference:
      'Patorno E, Huybrechts KF, Bateman BT, et al. Lithium use in pregnancy and the risk of cardiac malformations. N Engl J Med. 2017;376(23):2245-2254.',
    publication: 'New England Journal of Medicine',
    year: 2017,
  },
  {
    id: 'pacchiarotti-2013',
    short: 'ISBD antidepressant task force 2013',
    reference:
      'Pacchiarotti I, Bond DJ, Baldessarini RJ, et al. The International Society for Bipolar Disorders (ISBD) task force report on antidepressant use in bipolar disorders. Am J Psychiatry. 2013;170(11):1249-1262.',
    publication: 'American Journal of Psychiatry',
    year: 2013,
  },
  {
    id: 'nice-cg185',
    short: 'NICE CG185',
    reference:
      'National Institute for Health and Care Excellence. Bipolar disorder: assessment and management. Clinical guideline CG185 (2014; updated December 2023).',
    url: 'https://www.nice.org.uk/guidance/cg185',
    publication: 'NICE',
    year: 2014,
  },
  // Background-knowledge label facts: kept so that well-known key risks
  // are not silently missing, but flagged for verification against the current label.
  {
    id: 'us-label-background',
    short: 'US prescribing information (to verify)',
    reference:
      'Current US FDA prescribing information for the named product. Background-knowledge statement not verified against the label text for this release; a clinician reviewer must check it.',
    publication: 'US Food and Drug Administration',
  },
  ...safetyCommunicationCitations,
  ...labelCitations,
];
