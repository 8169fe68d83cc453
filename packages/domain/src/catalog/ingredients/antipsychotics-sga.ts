import type { Ingredient } from '../catalog.schema';
import {
  antipsychoticFalls,
  claim,
  cyp3a4Lowered,
  dementiaMortality,
  interaction,
  LOC,
  sgaMonitoring,
  youngPeopleSuicidality,
} from '../claim';

// Second-generation antipsychotics placed in CANMAT first or second line.
// Claim texts never contain a comma followed by a space (legacy wire format joins with ", ").

const weightIntermediate = claim(
  'Weight gain: intermediate liability among antipsychotics (below clozapine and olanzapine; above aripiprazole; lurasidone and ziprasidone)',
  'musil-2015',
  'Abstract',
);

const akathisia = claim(
  'Akathisia (restlessness) is common especially early and at higher doses; ask about it at each visit and lower the dose or treat if it appears',
  'us-label-background',
  'Warnings and adverse reactions: akathisia',
  true,
);
const hyperprolactinaemia = claim(
  'Hyperprolactinaemia (raised prolactin: galactorrhoea; amenorrhoea; sexual dysfunction; low bone density) is more frequent than with most antipsychotics; ask about symptoms and check prolactin if they appear',
  'us-label-background',
  'Warnings: hyperprolactinemia',
  true,
);
const doseRelatedEps = claim(
  'Extrapyramidal symptoms are dose-related (more frequent at higher doses); examine for EPS and tardive dyskinesia at baseline and during treatment',
  'us-label-background',
  'Warnings: extrapyramidal symptoms; tardive dyskinesia',
  true,
);

const metabolicBenign = claim(
  'Among the most benign metabolic profiles of 18 antipsychotics (aripiprazole; brexpiprazole; cariprazine; lurasidone; ziprasidone)',
  'pillinger-2020',
  'Findings',
);

export const quetiapine: Ingredient = {
  id: 'quetiapine',
  name: 'Quetiapine',
  classes: ['sga'],
  brands: ['Seroquel', 'Seroquel XR', 'Seroquel XL', 'Atrolak', 'Biquelle', 'Sondate'],
  synonyms: ['quetiapine fumarate', 'quetiapine XR'],
  benefits: [
    claim('Acute mania: first line (second in the CANMAT first-line hierarchy)', 'canmat-2023u', LOC.mania),
    claim('Acute bipolar I depression: first line and first in the CANMAT hierarchy', 'canmat-2023u', LOC.depression),
    claim('Maintenance: first line (second in the hierarchy) alone or with lithium or divalproex', 'canmat-2023u', LOC.maintenance),
    claim('Bipolar II: the only first-line option for acute depression; first line for maintenance', 'canmat-2023u', LOC.bd2),
  ],
  risks: [
    claim(
      'Orthostatic hypotension with dizziness; tachycardia and syncope; especially during initial titration (alpha-1 adrenergic antagonism)',
      'fda-quetiapine-label',
      'Warnings: orthostatic hypotension',
    ),
    antipsychoticFalls,
    weightIntermediate,
    sgaMonitoring,
    cyp3a4Lowered('Quetiapine'),
    dementiaMortality,
    youngPeopleSuicidality('Seroquel'),
    claim(
      'QT prolongation: avoid with other QT-prolonging drugs and in congenital long QT or a history of arrhythmia; take care with heart failure; low potassium or magnesium and in older adults',
      'fda-quetiapine-label',
      'Warnings and precautions: QT prolongation',
      true,
    ),
  ],
};

export const risperidone: Ingredient = {
  id: 'risperidone',
  name: 'Risperidone',
  classes: ['sga'],
  brands: ['Risperdal', 'Risperdal Consta', 'Risperdal M-Tab', 'Perseris', 'Uzedy', 'Rykindo', 'Okedi'],
  synonyms: ['risperidone LAI'],
  benefits: [
    claim('Acute mania: first line alone (seventh in the hierarchy) or with lithium or divalproex', 'canmat-2023u', LOC.mania),
    claim('Maintenance: long-acting injectable is second line alone or as an adjunct', 'canmat-2023u', LOC.maintenance),
  ],
  risks: [
    claim(
      'Higher orthostatic-hypotension risk than most SGAs (alpha-1 blockade); titrate over 3-5 days and switch agent if it persists',
      'us-label-background',
      'Warnings: orthostatic hypotension',
      true,
    ),
    antipsychoticFalls,
    hyperprolactinaemia,
    doseRelatedEps,
    weightIntermediate,
    sgaMonitoring,
    dementiaMortality,
  ],
};

export const paliperidone: Ingredient = {
  id: 'paliperidone',
  name: 'Paliperidone',
  classes: ['sga'],
  brands: ['Invega', 'Invega Sustenna', 'Invega Trinza', 'Invega Hafyera', 'Xeplion', 'Trevicta', 'Byannli'],
  synonyms: ['paliperidone palmitate', 'paliperidone ER'],
  benefits: [
    claim('Acute mania: first line at doses above 6 mg/day (sixth in the hierarchy)', 'canmat-2023u', LOC.mania),
    claim('Maintenance: second line', 'canmat-2023u', LOC.maintenance),
  ],
  risks: [
    claim(
      'Renally excreted: the monthly injectable (Invega Sustenna) is not recommended in moderate or severe renal impairment (CrCl <50 mL/min)',
      'invega-sustenna-label',
      'Use in renal impairment',
    ),
    claim(
      'US labeling covers schizophrenia and schizoaffective disorder; bipolar use is off-label in the US',
      'us-label-background',
      'Indications and usage',
      true,
    ),
    weightIntermediate,
    antipsychoticFalls,
    hyperprolactinaemia,
    doseRelatedEps,
    sgaMonitoring,
    dementiaMortality,
    claim(
      'Modest QTc prolongation: avoid with other QT-prolonging drugs (class 1A or 3 antiarrhythmics; other antipsychotics; some antibiotics) and in congenital long QT or a history of arrhythmia',
      'invega-sustenna-label',
      'Warnings and precautions: QT prolongation',
      true,
    ),
  ],
};

export const olanzapine: Ingredient = {
  id: 'olanzapine',
  name: 'Olanzapine',
  classes: ['sga'],
  brands: ['Zyprexa', 'Zyprexa Zydis', 'Zyprexa Relprevv', 'Zyprexa IntraMuscular', 'Zypadhera'],
  synonyms: ['olanzapine pamoate'],
  benefits: [
    claim('Acute mania: second line (first in the second-line hierarchy) alone or with lithium or divalproex', 'canmat-2023u', LOC.mania),
    claim('Maintenance: second line', 'canmat-2023u', LOC.maintenance),
    claim('Acute bipolar I depression: second line combined with fluoxetine; third line alone', 'canmat-2023u', LOC.depression),
  ],
  risks: [
    claim('Worst metabolic profile of 18 antipsychotics together with clozapine (weight; glucose; lipids)', 'pillinger-2020', 'Findings'),
    sgaMonitoring,
    antipsychoticFalls,
    dementiaMortality,
    claim(
      'DRESS (drug reaction with eosinophilia and systemic symptoms) has been reported: fever with rash; swollen lymph nodes or facial swelling means stopping olanzapine and urgent assessment',
      'fda-olanzapine-dress-2016',
      'Drug Safety Communication',
      true,
    ),
  ],
};

export const aripiprazole: Ingredient = {
  id: 'aripiprazole',
  name: 'Aripiprazole',
  classes: ['sga'],
  brands: ['Abilify', 'Abilify Maintena', 'Abilify Asimtufii', 'Abilify MyCite', 'Aristada', 'Aristada Initio'],
  synonyms: ['aripiprazole lauroxil', 'aripiprazole LAI'],
  benefits: [
    claim('Acute mania: first line alone (fifth in the hierarchy) or with lithium or divalproex', 'canmat-2023u', LOC.mania),
    claim(
      'Maintenance: first line as oral or once-monthly long-acting injectable; also with lithium or divalproex',
      'canmat-2023u',
      LOC.maintenance,
    ),
    metabolicBenign,
  ],
  risks: [
    claim('Monotherapy is not recommended for acute bipolar I depression', 'canmat-2023u', LOC.depression),
    antipsychoticFalls,
    akathisia,
    sgaMonitoring,
    cyp3a4Lowered('Aripiprazole'),
    claim(
      'Impulse-control problems (compulsive gambling; eating; shopping or sexual urges) have been reported; ask about them and consider a lower dose or stopping if they appear',
      'fda-aripiprazole-2016',
      'Drug Safety Communication',
      true,
    ),
    dementiaMortality,
  ],
};

export const asenapine: Ingredient = {
  id: 'asenapine',
  name: 'Asenapine',
  classes: ['sga'],
  brands: ['Saphris', 'Sycrest', 'Secuado'],
  synonyms: [],
  benefits: [
    claim('Acute mania: first line alone (fourth in the hierarchy) or with lithium or divalproex', 'canmat-2023u', LOC.mania),
    claim('Maintenance: first line', 'canmat-2023u', LOC.maintenance),
    claim(
      'Mania with mixed features: second line (no agent is first line)',
      'canmat-mix-2021',
      'Recommendations for mania with mixed features',
    ),
  ],
  risks: [
    weightIntermediate,
    antipsychoticFalls,
    sgaMonitoring,
    dementiaMortality,
    claim(
      'QT prolongation: avoid with other QT-prolonging drugs and in congenital long QT or a history of arrhythmia',
      'us-label-background',
      'Warnings and precautions: QT prolongation (Saphris)',
      true,
    ),
    claim(
      'Severe hypersensitivity reactions (anaphylaxis; angioedema) have been reported; some after the first dose: a previous reaction contraindicates it',
      'us-label-background',
      'Contraindications; Warnings and precautions: hypersensitivity (Saphris)',
      true,
    ),
    claim(
      'Sublingual tablet: dissolved under the tongue and not swallowed (swallowed it is barely absorbed); no food or drink for 10 minutes afterwards; oral numbness is common',
      'us-label-background',
      'Dosage and administration (Saphris)',
      true,
    ),
  ],
};

export const lurasidone: Ingredient = {
  id: 'lurasidone',
  name: 'Lurasidone',
  classes: ['sga'],
  brands: ['Latuda'],
  synonyms: [],
  benefits: [
    claim('Acute bipolar I depression: first line alone or with lithium or divalproex', 'canmat-2023u', LOC.depression),
    claim(
      'Depression with mixed features: second line (no agent is first line)',
      'canmat-mix-2021',
      'Recommendations for depression with mixed features',
    ),
    metabolicBenign,
  ],
  risks: [
    interaction(
      claim('Contraindicated with strong CYP3A4 inducers such as carbamazepine', 'us-label-background', 'Contraindications (Latuda)', true),
      ['carbamazepine'],
    ),
    claim(
      'Dose cap in moderate to severe renal impairment; take with food',
      'us-label-background',
      'Dosage and administration (Latuda)',
      true,
    ),
    antipsychoticFalls,
    akathisia,
    sgaMonitoring,
    dementiaMortality,
    youngPeopleSuicidality('Latuda'),
  ],
};

export const cariprazine: Ingredient = {
  id: 'cariprazine',
  name: 'Cariprazine',
  classes: ['sga'],
  brands: ['Vraylar', 'Reagila'],
  synonyms: [],
  benefits: [
    claim(
      'Acute bipolar I depression: raised to first line in the 2023 update on the basis of three positive RCTs',
      'canmat-2023u',
      LOC.depression,
    ),
    claim('Acute mania: first line (eighth in the hierarchy)', 'canmat-2023u', LOC.mania),
    claim(
      'Mania or depression with mixed features: second line (no agent is first line)',
      'canmat-mix-2021',
      'Recommendations for mixed presentations',
    ),
    metabolicBenign,
  ],
  risks: [akathisia, antipsychoticFalls, sgaMonitoring, dementiaMortality, youngPeopleSuicidality('Vraylar')],
};

export const mainSgas: Ingredient[] = [quetiapine, risperidone, paliperidone, olanzapine, aripiprazole, asenapine, lurasidone, cariprazine];
