import type { Ingredient } from '../catalog.schema';
import { antipsychoticFalls, claim, dementiaMortality, LOC, sgaMonitoring, youngPeopleSuicidality } from '../claim';

// Antipsychotics at second or third line only, and first-generation agents.
// Claim texts never contain a comma followed by a space (legacy wire format joins with ", ").

const fgaNotInMixed = claim(
  'First-generation antipsychotics are not recommended for mania with mixed features',
  'canmat-mix-2021',
  'Recommendations for mania with mixed features',
);

const epsAndTd = claim(
  'Extrapyramidal symptoms and tardive dyskinesia: examine for EPS at baseline and during treatment',
  'us-label-background',
  'Warnings: tardive dyskinesia; extrapyramidal symptoms',
  true,
);

export const ziprasidone: Ingredient = {
  id: 'ziprasidone',
  name: 'Ziprasidone',
  classes: ['sga'],
  brands: ['Geodon', 'Zeldox'],
  synonyms: [],
  benefits: [
    claim('Acute mania: second line', 'canmat-2023u', LOC.mania),
    claim('Maintenance: second line combined with lithium or divalproex', 'canmat-2023u', LOC.maintenance),
    claim('Among the most benign metabolic profiles of 18 antipsychotics', 'pillinger-2020', 'Findings'),
  ],
  risks: [
    claim(
      'Contraindicated with a prolonged QTc or with other QT-prolonging drugs',
      'us-label-background',
      'Contraindications (Geodon)',
      true,
    ),
    antipsychoticFalls,
    sgaMonitoring,
    dementiaMortality,
    claim(
      'DRESS (drug reaction with eosinophilia and systemic symptoms) has been reported: fever with rash; swollen lymph nodes or facial swelling means stopping ziprasidone and urgent assessment',
      'fda-ziprasidone-dress-2014',
      'Drug Safety Communication',
      true,
    ),
  ],
};

export const lumateperone: Ingredient = {
  id: 'lumateperone',
  name: 'Lumateperone',
  classes: ['sga'],
  brands: ['Caplyta'],
  synonyms: [],
  benefits: [
    claim('Acute bipolar I depression: added at second line in the 2023 update', 'canmat-2023u', LOC.depression),
    claim('Acute bipolar II depression: added at second line in the 2023 update', 'canmat-2023u', LOC.bd2),
  ],
  risks: [antipsychoticFalls, sgaMonitoring, dementiaMortality, youngPeopleSuicidality('Caplyta')],
};

export const clozapine: Ingredient = {
  id: 'clozapine',
  name: 'Clozapine',
  classes: ['sga'],
  brands: ['Clozaril', 'FazaClo', 'Versacloz', 'Denzapine', 'Zaponex'],
  synonyms: [],
  benefits: [
    claim('Acute mania: third line', 'canmat-2023u', LOC.mania),
    claim('Maintenance: third line as an adjunct', 'canmat-2023u', LOC.maintenance),
  ],
  risks: [
    claim(
      'Worst metabolic profile of 18 antipsychotics together with olanzapine; largest weight gain versus placebo (+3.01 kg)',
      'pillinger-2020',
      'Findings',
    ),
    claim(
      'Severe neutropenia: absolute neutrophil count monitoring is required before and during treatment',
      'us-label-background',
      'Boxed warning (Clozaril)',
      true,
    ),
    claim(
      'High orthostatic-hypotension risk (alpha-1 blockade); titrate slowly',
      'us-label-background',
      'Boxed warning; Warnings (Clozaril)',
      true,
    ),
    claim(
      'Boxed warning: myocarditis and cardiomyopathy (most often in the first two months); stop and evaluate promptly if suspected (chest pain; tachycardia; fever; breathlessness)',
      'us-label-background',
      'Boxed warning (Clozaril)',
      true,
    ),
    claim(
      'Boxed warning: seizures (dose-related); titrate slowly and use caution with a seizure history',
      'us-label-background',
      'Boxed warning (Clozaril)',
      true,
    ),
    antipsychoticFalls,
    dementiaMortality,
    claim(
      'Constipation is common and can progress to ileus; bowel obstruction and death: ask about bowel habits at every visit; treat constipation early and avoid other anticholinergic drugs',
      'fda-clozapine-constipation-2020',
      'Drug Safety Communication',
      true,
    ),
  ],
};

export const haloperidol: Ingredient = {
  id: 'haloperidol',
  name: 'Haloperidol',
  classes: ['fga'],
  brands: ['Haldol', 'Haldol Decanoate', 'Serenace', 'Dozic'],
  synonyms: ['haloperidol decanoate'],
  benefits: [
    claim('Acute mania: second line alone; third line with lithium or divalproex', 'canmat-2023u', LOC.mania),
    claim('Smallest weight change versus placebo of 18 antipsychotics (-0.23 kg)', 'pillinger-2020', 'Findings'),
    claim(
      'Offered as a first-step antipsychotic for mania in UK guidance',
      'nice-cg185',
      'Managing mania or hypomania (secondary summary)',
    ),
  ],
  risks: [
    claim(
      'QT prolongation; torsades de pointes and sudden death have been reported (higher risk with intravenous use and doses above those recommended); check an ECG with cardiac risk factors or QT-prolonging drugs',
      'fda-haloperidol-2007',
      'Information for healthcare professionals; label warnings: cardiovascular effects',
      true,
    ),
    antipsychoticFalls,
    epsAndTd,
    fgaNotInMixed,
    dementiaMortality,
  ],
};

export const chlorpromazine: Ingredient = {
  id: 'chlorpromazine',
  name: 'Chlorpromazine',
  classes: ['fga'],
  brands: ['Thorazine', 'Largactil', 'Ormazine'],
  synonyms: ['chlorpromazine hydrochloride', 'CPZ'],
  benefits: [
    claim('Acute mania: third line', 'canmat-2023u', LOC.mania),
    claim('Low-potency first-generation antipsychotic; sedating', 'us-label-background', 'Clinical pharmacology', true),
  ],
  risks: [
    claim('High orthostatic-hypotension risk (alpha-1 blockade)', 'us-label-background', 'Warnings: hypotension', true),
    antipsychoticFalls,
    epsAndTd,
    fgaNotInMixed,
    dementiaMortality,
  ],
};

export const otherAntipsychotics: Ingredient[] = [ziprasidone, lumateperone, clozapine, haloperidol, chlorpromazine];
