import type { Ingredient } from '../catalog.schema';
import { claim, interaction, LOC } from '../claim';

// Claim texts never contain a comma followed by a space: the legacy wire format joins them with ", ".

export const lithium: Ingredient = {
  id: 'lithium',
  name: 'Lithium',
  classes: ['mood_stabilizer'],
  brands: ['Lithobid', 'Eskalith', 'Camcolit', 'Priadel', 'Carbolith', 'Lithane', 'Liskonum', 'Li-Liquid', 'Lithmax'],
  synonyms: ['lithium carbonate', 'lithium citrate', 'Li'],
  benefits: [
    claim('Acute mania: first line and first in the CANMAT first-line hierarchy', 'canmat-2023u', LOC.mania),
    claim('Acute bipolar I depression: first-line monotherapy', 'canmat-2023u', LOC.depression),
    claim('Maintenance: first line and first in the CANMAT first-line hierarchy', 'canmat-2023u', LOC.maintenance),
    claim(
      'Reduced suicides versus placebo (OR 0.13; 95% CI 0.03-0.66) and all-cause deaths (OR 0.38) in a meta-analysis of 48 RCTs; no clear effect on deliberate self-harm',
      'cipriani-2013',
      'Abstract',
    ),
  ],
  risks: [
    claim(
      'Boxed warning: lithium toxicity is closely related to serum level and can occur at doses near therapeutic levels; check renal function; electrolytes and thyroid before starting',
      'fda-lithium-label',
      'Boxed warning',
    ),
    claim(
      'Not recommended in severe renal impairment; in mild to moderate impairment use a lower starting dose with slow titration and closer monitoring',
      'fda-lithium-label',
      'Use in renal impairment (label summary)',
    ),
    claim(
      'Monitoring: renal function; thyroid and calcium at baseline and 6 months then at least yearly; 12-hour trough level at least 5 days after any dose change; target 0.8-1.2 mEq/L acute (0.4-0.8 in older adults) and 0.6-1.0 mEq/L maintenance',
      'canmat-2023u',
      LOC.monitoring,
    ),
    claim(
      'Toxicity potentiated by diuretics; ACE inhibitors; ARBs; NSAIDs; metronidazole and calcium-channel blockers. Avoid in Brugada syndrome',
      'fda-lithium-label',
      'Drug interactions; Warnings (label summary)',
    ),
    claim(
      'First-trimester exposure: cardiac malformations 2.41% vs 1.15% unexposed (adjusted RR 1.65; 95% CI 1.02-2.68); dose-dependent (RR 3.22 above 900 mg/day); plan with perinatal psychiatry',
      'patorno-2017',
      'Results',
    ),
    claim(
      'Breastfeeding: lithium passes into breast milk and infant toxicity has been reported; the US label advises against breastfeeding. If a mother breastfeeds on lithium plan it with perinatal and paediatric input and monitor the infant',
      'fda-lithium-label',
      'Use in specific populations: lactation',
      true,
    ),
    claim(
      'Hypothyroidism (less often hyperthyroidism) and raised calcium: check thyroid function and calcium before starting and during treatment',
      'fda-lithium-label',
      'Warnings and precautions: thyroid disorders; hypercalcaemia',
      true,
    ),
    claim(
      'Nephrogenic diabetes insipidus (polyuria and thirst) is common with long-term use; ask about thirst and urine volume and check renal function',
      'fda-lithium-label',
      'Warnings and precautions: lithium-induced polyuria',
      true,
    ),
    claim(
      'Weight gain is common during long-term treatment; weigh at baseline and at each review',
      'fda-lithium-label',
      'Adverse reactions',
      true,
    ),
    claim(
      'Toxicity risk rises with dehydration and sodium loss (low-salt diets; diuretics; vomiting; diarrhoea; heavy sweating; fever): advise fluids and a level check during such illness',
      'fda-lithium-label',
      'Warnings and precautions: sodium depletion and dehydration',
      true,
    ),
    claim(
      'Serotonin syndrome has been reported with serotonergic drugs (SSRIs; SNRIs; triptans; tramadol): watch for agitation; confusion; clonus or hyperreflexia; sweating and fever',
      'fda-lithium-label',
      'Warnings and precautions: serotonin syndrome',
      true,
    ),
  ],
};

export const valproate: Ingredient = {
  id: 'valproate',
  name: 'Valproate',
  classes: ['anticonvulsant', 'mood_stabilizer', 'valproate'],
  brands: [
    'Depakote',
    'Depakote ER',
    'Depakote Sprinkles',
    'Depakene',
    'Epival',
    'Epilim',
    'Epilim Chrono',
    'Depakine',
    'Stavzor',
    'Belvo',
    'Dyzantil',
    'Episenta',
    'Convulex',
  ],
  synonyms: [
    'divalproex',
    'divalproex sodium',
    'valproic acid',
    'sodium valproate',
    'valproate sodium',
    'semisodium valproate',
    'valproate semisodium',
    'DVP',
  ],
  benefits: [
    claim('Acute mania: first line (third in the CANMAT first-line hierarchy)', 'canmat-2023u', LOC.mania),
    claim('Maintenance: first line (divalproex)', 'canmat-2023u', LOC.maintenance),
    claim('Acute bipolar I depression: second line (divalproex)', 'canmat-2023u', LOC.depression),
  ],
  risks: [
    claim(
      'Boxed warning: hepatotoxicity including fatal hepatic failure; usually in the first 6 months. Check LFTs before and during therapy; contraindicated in hepatic disease or significant hepatic dysfunction',
      'fda-valproate-label',
      'Boxed warning; Contraindications',
    ),
    claim(
      'Boxed warning: fetal risk (neural-tube defects and other major malformations; lower IQ after in-utero exposure). FDA: in pregnant women with bipolar disorder use only if other treatments failed or are unacceptable',
      'fda-valproate-pregnancy-2013',
      'Drug Safety Communication',
    ),
    claim(
      'UK: contraindicated in women and girls of childbearing potential unless Pregnancy Prevention Programme conditions are met; contraindicated in pregnancy for bipolar disorder',
      'mhra-valproate-2018',
      'Drug Safety Update April 2018',
    ),
    claim(
      'UK (2024): do not start in anyone under 55 (male or female) unless two specialists independently agree no other treatment is effective or tolerated or that reproductive risks do not apply; counsel men on contraception (possible risk to children conceived during treatment)',
      'mhra-valproate-2024',
      'Drug Safety Updates January and September 2024',
      true,
    ),
    claim(
      'Boxed warning: pancreatitis. Contraindicated in mitochondrial disease due to POLG mutations and in urea-cycle disorders',
      'fda-valproate-label',
      'Boxed warning; Contraindications',
    ),
    claim(
      'Monitoring: menstrual history (polycystic ovary syndrome); haematology and LFTs every 3-6 months in the first year then yearly; target level 50-100 µg/mL',
      'canmat-2023u',
      LOC.monitoring,
    ),
    claim(
      'Breastfeeding: valproate passes into breast milk in small amounts; if a mother breastfeeds watch the infant for jaundice; unusual bruising or bleeding (liver and blood effects). Pregnancy prevention still applies after delivery',
      'fda-valproate-label',
      'Use in specific populations: lactation',
      true,
    ),
    claim('Weight gain is common; weigh at baseline and at each review', 'fda-valproate-label', 'Adverse reactions', true),
    claim(
      'Hyperammonaemic encephalopathy can occur with normal liver tests: check ammonia if lethargy; vomiting or confusion appear (higher risk with urea cycle disorders and with topiramate)',
      'fda-valproate-label',
      'Warnings and precautions: hyperammonemia',
      true,
    ),
    claim(
      'Thrombocytopenia is dose-related (more likely at trough levels above about 110 µg/mL in women and 135 µg/mL in men): check platelets before starting; periodically and before surgery',
      'fda-valproate-label',
      'Warnings and precautions: thrombocytopenia',
      true,
    ),
    claim(
      'Suicidal thoughts or behaviour: antiepileptic drugs including valproate about doubled the risk versus placebo in pooled trials; watch for emergent or worsening depression and suicidality',
      'fda-aed-suicidality-2008',
      'Class labeling: suicidal behavior and ideation',
      true,
    ),
  ],
};

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

export const moodStabilizers: Ingredient[] = [lithium, valproate, carbamazepine, oxcarbazepine, lamotrigine];
