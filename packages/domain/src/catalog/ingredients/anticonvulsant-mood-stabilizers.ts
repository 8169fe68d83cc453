import type { Ingredient } from '../catalog.schema';
import { claim, interaction, LOC } from '../claim';

// Claim texts never contain a comma followed by a space: the legacy wire format joins them with ", ".

// Carbamazepine, oxcarbazepine and lamotrigine; lithium and valproate are in mood-stabilizers.ts.

export const carbamazepine: Ingredient = {
  id: 'carbamazepine',
  name: 'Carbamazepine',
  classes: ['anticonvulsant', 'mood_stabilizer', 'cyp3a4_inducer'],
  brands: [
    'Tegretol',
    'Tegretol XR',
    'Tegretol CR',
    'Tegretol Retard',
    'Tegretol Prolonged Release',
    'Equetro',
    'Carbatrol',
    'Epitol',
    'Carbagen',
  ],
  synonyms: ['CBZ', 'carbamazepine ER'],
  benefits: [
    claim('Acute mania: second line', 'canmat-2023u', LOC.mania),
    claim(
      'Extended-release capsules (Equetro) are FDA-approved for acute manic and mixed episodes of bipolar I disorder',
      'fda-carbamazepine-label',
      'Indications and usage',
    ),
    claim('Maintenance: second line', 'canmat-2023u', LOC.maintenance),
  ],
  risks: [
    claim(
      'Boxed warning: SJS/TEN strongly associated with HLA-B*1502 (almost exclusively in patients of Asian including South Asian ancestry); screen at-risk patients before starting and avoid in carriers unless benefit clearly outweighs risk',
      'fda-carbamazepine-hla-2007',
      'MedWatch alert',
    ),
    claim('Boxed warning: aplastic anaemia and agranulocytosis', 'fda-carbamazepine-label', 'Boxed warning'),
    claim(
      'Teratogenic (spina bifida and other neural-tube defects); avoid in pregnancy or when pregnancy is planned',
      'fda-carbamazepine-label',
      'Warnings: use in pregnancy',
      true,
    ),
    claim(
      'Strong CYP3A4 inducer: lowers levels of hormonal contraceptives; quetiapine; aripiprazole and others. Lurasidone labels contraindicate co-use',
      'us-label-background',
      'Drug interactions (carbamazepine and lurasidone labels)',
      true,
    ),
    claim('Hyponatraemia: check sodium at least yearly; educate about rash and SJS/TEN', 'canmat-2023u', LOC.monitoring),
    claim(
      'Hepatotoxicity: hepatic injury including hepatic failure has been reported; check liver tests at baseline and during treatment and stop at once in active liver disease',
      'fda-carbamazepine-label',
      'Warnings: hepatic effects',
      true,
    ),
    interaction(
      claim(
        'Interaction with valproate: carbamazepine lowers valproate levels and valproate raises carbamazepine-10;11-epoxide (toxicity without a rise in the carbamazepine level); monitor levels and clinical signs when combined',
        'us-label-background',
        'Drug interactions (carbamazepine and Depakote labels)',
        true,
      ),
      ['valproate'],
    ),
    interaction(
      claim(
        'Interaction with lithium: the combination may increase the risk of neurotoxic effects even at therapeutic lithium levels; carbamazepine-induced low sodium raises lithium levels',
        'us-label-background',
        'Drug interactions (carbamazepine and lithium labels)',
        true,
      ),
      ['lithium'],
    ),
    claim(
      'HLA-A*3101 is associated with hypersensitivity reactions (DRESS; maculopapular eruption; also SJS/TEN) in people of European and Japanese ancestry; weigh testing before starting',
      'fda-carbamazepine-label',
      'Warnings: hypersensitivity reactions and HLA-A*3101',
      true,
    ),
    claim(
      'Suicidal thoughts or behaviour: antiepileptic drugs including carbamazepine about doubled the risk versus placebo in pooled trials; watch for emergent or worsening depression and suicidality',
      'fda-aed-suicidality-2008',
      'Class labeling: suicidal behavior and ideation',
      true,
    ),
  ],
};

export const oxcarbazepine: Ingredient = {
  id: 'oxcarbazepine',
  name: 'Oxcarbazepine',
  classes: ['anticonvulsant'],
  brands: ['Trileptal', 'Oxtellar XR'],
  synonyms: ['OXC'],
  benefits: [
    claim('Acute mania: third line only as an adjunct to lithium or divalproex', 'canmat-2023u', LOC.mania),
    claim(
      'Not in the CANMAT first- or second-line lists for any bipolar I phase; evidence is limited (third line = Level 4 or higher)',
      'canmat-2023u',
      'Table 1 (definitions); Box 1',
    ),
  ],
  risks: [
    claim('Hyponatraemia: check sodium', 'us-label-background', 'Warnings: hyponatraemia', true),
    claim('Can reduce the effectiveness of hormonal contraceptives', 'us-label-background', 'Drug interactions', true),
    claim(
      'Serious skin reactions (SJS/TEN); HLA-B*1502 carriers may be at increased risk as with carbamazepine',
      'us-label-background',
      'Warnings: serious dermatological reactions',
      true,
    ),
  ],
};

export const lamotrigine: Ingredient = {
  id: 'lamotrigine',
  name: 'Lamotrigine',
  classes: ['anticonvulsant', 'mood_stabilizer'],
  brands: ['Lamictal', 'Lamictal XR', 'Lamictal ODT', 'Lamictal CD', 'Subvenite'],
  synonyms: ['LTG'],
  benefits: [
    claim('Acute bipolar I depression: first line as monotherapy and as an adjunct', 'canmat-2023u', LOC.depression),
    claim('Maintenance: first line (fourth in the CANMAT first-line hierarchy)', 'canmat-2023u', LOC.maintenance),
    claim(
      'Maintenance: limited efficacy in preventing mania (annotation of the maintenance table)',
      'canmat-2018',
      'Maintenance recommendations table (lamotrigine row)',
      true,
    ),
    claim(
      'Comparator data in pregnancy: cardiac malformations 1.39% among lamotrigine-exposed pregnancies (vs 2.41% with lithium)',
      'patorno-2017',
      'Results',
    ),
  ],
  risks: [
    claim('Not recommended as monotherapy for acute mania', 'canmat-2023u', LOC.mania),
    claim(
      'Boxed warning: serious skin rashes including SJS/TEN; risk is higher with valproate and with a faster start or escalation than recommended. Stop at the first sign of rash unless it is clearly not drug-related',
      'us-label-background',
      'Boxed warning (Lamictal)',
      true,
    ),
    claim('Serious rash including SJS/TEN: educate patients about early signs', 'canmat-2023u', LOC.monitoring),
    claim(
      'Titrate slowly and do not re-challenge at full dose after an interruption; halve the titration when combined with valproate (higher levels and rash risk)',
      'us-label-background',
      'Dosage and administration (Lamictal)',
      true,
    ),
    claim('Interacts with oral contraceptives: counsel patients', 'canmat-2023u', LOC.monitoring),
    claim(
      'Class IB antiarrhythmic activity: may increase the risk of serious arrhythmias in patients with structural or functional heart disease; weigh this before use in such patients',
      'fda-lamotrigine-2021',
      'Drug Safety Communication',
      true,
    ),
    claim(
      'Haemophagocytic lymphohistiocytosis (HLH) has been reported: fever; rash; enlarged liver or spleen; cytopenias or abnormal liver tests need prompt evaluation and stopping lamotrigine unless another cause is found',
      'fda-lamotrigine-hlh-2018',
      'Drug Safety Communication',
      true,
    ),
    claim(
      'Suicidal thoughts or behaviour: antiepileptic drugs including lamotrigine about doubled the risk versus placebo in pooled trials; watch for emergent or worsening depression and suicidality',
      'fda-aed-suicidality-2008',
      'Class labeling: suicidal behavior and ideation',
      true,
    ),
  ],
};
