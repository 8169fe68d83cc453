import type { Claim, Ingredient } from '../catalog.schema';
import { claim, LOC } from '../claim';

// Antidepressants appear only as adjuncts (never monotherapy for bipolar I), and tamoxifen only at third line.
// Claim texts never contain a comma followed by a space (legacy wire format joins with ", ").

const antidepressantRisks: Claim[] = [
  claim(
    'Antidepressant monotherapy is not recommended in bipolar I depression; use only as an adjunct to lithium; divalproex or an SGA',
    'canmat-2023u',
    LOC.depression,
  ),
  claim(
    'Avoid or use cautiously with a history of antidepressant-induced mania; mixed features or recent rapid cycling; warn about switching and stop at early signs of mania',
    'pacchiarotti-2013',
    'Task force recommendations',
  ),
  claim(
    'Not recommended as monotherapy or adjunct in depression with mixed features; taper existing antidepressants',
    'canmat-mix-2021',
    'Recommendations for depression with mixed features',
  ),
  claim('Stop antidepressants in acute mania', 'canmat-2023u', LOC.mania),
  claim(
    'Boxed warning: increased suicidality in children and young adults under 25',
    'us-label-background',
    'Boxed warning (antidepressant class)',
    true,
  ),
];

/** The SSRI labels' serotonin syndrome warning (fourth review, issue 37). */
const ssriSerotoninSyndrome = claim(
  'Serotonin syndrome: the risk rises with other serotonergic drugs (lithium; SNRIs; triptans; tramadol; linezolid); an MAOI within 14 days is contraindicated',
  'us-label-background',
  'Warnings and precautions: serotonin syndrome (SSRI labels)',
  true,
);

export const fluoxetine: Ingredient = {
  id: 'fluoxetine',
  name: 'Fluoxetine',
  classes: ['ssri'],
  brands: ['Prozac', 'Sarafem', 'Olena', 'Prozep'],
  synonyms: [],
  benefits: [
    claim('Acute bipolar I depression: second line only combined with olanzapine (olanzapine-fluoxetine)', 'canmat-2023u', LOC.depression),
    claim('Bipolar II maintenance: third line', 'canmat-2023u', LOC.bd2),
  ],
  risks: [...antidepressantRisks, ssriSerotoninSyndrome],
};

export const sertraline: Ingredient = {
  id: 'sertraline',
  name: 'Sertraline',
  classes: ['ssri'],
  brands: ['Zoloft', 'Lustral'],
  synonyms: [],
  benefits: [
    claim('Acute bipolar I depression: SSRIs are second line as adjuncts only', 'canmat-2023u', LOC.depression),
    claim('Acute bipolar II depression: second line for pure (non-mixed) depression', 'canmat-2023u', LOC.bd2),
  ],
  risks: [...antidepressantRisks, ssriSerotoninSyndrome],
};

export const bupropion: Ingredient = {
  id: 'bupropion',
  name: 'Bupropion',
  classes: ['ndri'],
  brands: ['Wellbutrin', 'Wellbutrin XL', 'Wellbutrin SR', 'Zyban', 'Aplenzin', 'Forfivo XL'],
  synonyms: ['amfebutamone', 'bupropion hydrochloride'],
  benefits: [
    claim('Acute bipolar I depression: second line as an adjunct only', 'canmat-2023u', LOC.depression),
    claim('Acute bipolar II depression: second line as an adjunct', 'canmat-2023u', LOC.bd2),
  ],
  risks: [
    ...antidepressantRisks,
    claim(
      'Seizures are dose-related: do not exceed the maximum daily dose; contraindicated with a seizure disorder; current or past bulimia or anorexia nervosa and abrupt withdrawal of alcohol; benzodiazepines; barbiturates or antiepileptics',
      'us-label-background',
      'Contraindications; Warnings and precautions: seizure (Wellbutrin)',
      true,
    ),
  ],
};

export const tamoxifen: Ingredient = {
  id: 'tamoxifen',
  name: 'Tamoxifen',
  classes: ['antiestrogen'],
  brands: ['Nolvadex', 'Soltamox', 'Valodex', 'Istubal', 'Tamofen'],
  synonyms: ['tamoxifen citrate'],
  benefits: [
    claim('Acute mania: third line alone or with lithium or divalproex', 'canmat-2023u', LOC.mania),
    claim('Protein kinase C inhibitor; antimanic effect shown in small trials', 'canmat-2018', 'Acute mania: third-line agents', true),
  ],
  risks: [
    claim('Third-line evidence only for acute mania (Level 4 or higher)', 'canmat-2023u', 'Table 1 (definitions); Box 1'),
    claim(
      'Boxed warning (risk-reduction setting): uterine malignancies; stroke and pulmonary embolism; assess venous thromboembolism risk',
      'us-label-background',
      'Boxed warning (tamoxifen)',
      true,
    ),
    claim(
      'Embryo-fetal toxicity (a label warning; the US label lists no pregnancy contraindication): exclude pregnancy before starting; use effective non-hormonal contraception during treatment and for a period after the last dose; do not breastfeed',
      'us-label-background',
      'Tamoxifen (Soltamox) label: Warnings and precautions: embryo-fetal toxicity',
      true,
    ),
  ],
};

export const otherIngredients: Ingredient[] = [fluoxetine, sertraline, bupropion, tamoxifen];
