/**
 * The words a prescriber uses and the words documents use for the same thing, as reviewed data: the
 * extractive answerer matches a question to a sentence through these (docs/adr/0028).
 * Each concept lists its wordings; matching is on stemmed words, so plurals need not be listed.
 */

/** Conditions and populations a question may be about; a sentence must address them to answer. */
export const conditionConcepts: Record<string, string[]> = {
  pregnancy: [
    'pregnancy',
    'pregnant',
    'trimester',
    'fetal',
    'fetus',
    'foetal',
    'unborn',
    'gestation',
    'conceive',
    'conception',
    'teratogenic',
  ],
  lactation: [
    'breastfeeding',
    'breastfeed',
    'breast-feeding',
    'breastfed',
    'breast fed',
    'breast milk',
    'human milk',
    'nursing',
    'lactation',
    'lactating',
  ],
  kidney: ['kidney', 'renal', 'egfr', 'gfr', 'creatinine clearance', 'crcl', 'clcr', 'nephropathy', 'nephrotoxicity'],
  dialysis: ['dialysis', 'hemodialysis', 'haemodialysis'],
  // Labels' "Females and Males of Reproductive Potential" (PLR 8.3) is who a prescriber calls of childbearing age.
  'reproductive potential': [
    'reproductive potential',
    'childbearing potential',
    'childbearing age',
    'child-bearing age',
    'woman of childbearing age',
    'women of childbearing age',
  ],
  // An allergy is the patient's, like a kidney disease: the answer must be about it, not about the drugs alone.
  allergy: ['allergy', 'allergic', 'hypersensitivity', 'anaphylaxis', 'anaphylactic', 'anaphylactoid', 'angioedema'],
  // Tobacco smoke induces CYP1A2: labels dose smokers apart (olanzapine, clozapine), so a smoker is a population.
  smoking: ['smoking', 'smoker', 'smoked', 'smoke', 'cigarette', 'tobacco'],
  // Child-Pugh is the score of liver disease, not children (covered here first, so it never reads as them).
  liver: ['liver', 'hepatic', 'hepatitis', 'cirrhosis', 'jaundice', 'jaundiced', 'cholestatic', 'child-pugh'],
  hypertension: ['hypertension', 'high blood pressure', 'raised blood pressure', 'htn'],
  // MeSH "Sexual Dysfunction, Physiological" and "Erectile Dysfunction" (ED), with the libido a prescriber asks about.
  'sexual dysfunction': ['sexual dysfunction', 'erectile dysfunction', 'ed', 'impotence', 'libido', 'sexual side effect'],
  // MeSH "Arthroplasty, Replacement, Hip/Knee" with the abbreviations surgeons write (THR, TKR).
  'hip replacement': ['hip replacement', 'hip arthroplasty', 'thr', 'tha', 'hip replacement surgery'],
  'knee replacement': ['knee replacement', 'knee arthroplasty', 'tkr', 'tka', 'knee replacement surgery'],
  hypotension: ['hypotension', 'low blood pressure', 'orthostatic'],
  // With the abbreviations clinicians write for them (HF, CHF; T2DM; DVT).
  'heart failure': ['heart failure', 'cardiac failure', 'hf', 'chf'],
  diabetes: ['diabetes', 'diabetic', 't2dm', 't1dm', 't2d'],
  'deep vein thrombosis': ['deep vein thrombosis', 'deep venous thrombosis', 'dvt', 'venous thrombosis'],
  // MeSH "Venous Thromboembolism" (VTE) and its narrower deep vein thrombosis and pulmonary embolism.
  'venous thromboembolism': ['venous thromboembolism', 'vte', 'thromboembolism', 'deep vein thrombosis', 'dvt', 'pulmonary embolism'],
  hypoglycemia: ['hypoglycemia', 'hypoglycaemia', 'low blood sugar', 'low blood glucose'],
  // Older adults from 65 (ADR 0046): a label names them by the age its dosing rule starts at ("age ≥80 years").
  elderly: [
    'elderly',
    'older adults',
    'geriatric',
    'aged 65',
    '65 years',
    'age 60',
    'older',
    '70 years',
    '75 years',
    '80 years',
    '85 years',
  ],
  children: ['children', 'child', 'kids', 'kid', 'pediatric', 'paediatric', 'adolescents', 'year-old', 'years of age'],
  'low sodium': ['hyponatremia', 'hyponatraemia', 'low sodium', 'serum sodium'],
  // The concern a prescriber names ("weight-gain concerns"); bare "weight" (per kg of body weight) is not it.
  'weight gain': [
    'weight gain',
    'weight increase',
    'increased weight',
    'gain weight',
    'gained weight',
    'weight change',
    'metabolic profile',
    'metabolic profiles',
    'metabolic syndrome',
  ],
  'atrial fibrillation': ['atrial fibrillation', 'af'],
  // MeSH "Heart Valve Prosthesis" entry terms: labels write "prosthetic", prescribers "mechanical" (tissue valves differ in anticoagulation and are not here).
  'prosthetic heart valve': [
    'prosthetic heart valve',
    'mechanical heart valve',
    'mechanical valve',
    'artificial heart valve',
    'prosthetic valve',
  ],
  'poor metabolizer': ['poor metabolizer', 'poor metaboliser', 'poor metabolizers', 'pm phenotype'],
  mania: ['mania', 'manic'],
  // TRD, as reviews abbreviate it.
  'treatment-resistant depression': ['treatment-resistant depression', 'treatment resistant depression', 'trd'],
  depression: ['depression', 'depressive'],
  'on a diuretic': ['taking diuretics', 'on a diuretic', 'on diuretics', 'with diuretics', 'on diuretic therapy'],
};

/**
 * The conditions a drug is for, by its WHO ATC group: in "T2DM on metformin" or "heparin to Coumadin for a new
 * DVT" the condition is the drug's indication, which a passage on the drug need not repeat (a comorbidity,
 * "lithium with kidney disease", is not implied and must be addressed). Only groups whose WHO name names the
 * condition, and the renin-angiotensin agents' labelled indications (US labels, section 1).
 */
export const indicationsByAtc: [atcPrefix: string, conditions: string[]][] = [
  ['A10', ['diabetes']], // Drugs used in diabetes
  // Antithrombotic agents; and the anticoagulants' labelled indication, stroke prevention in atrial fibrillation.
  ['B01', ['deep vein thrombosis', 'venous thromboembolism', 'atrial fibrillation']],
  ['C02', ['hypertension']], // Antihypertensives
  ['C09', ['hypertension', 'heart failure']], // Agents acting on the renin-angiotensin system
  ['N06A', ['depression']], // Antidepressants
];

/**
 * Treatments a question may name that the drug vocabulary (packages/domain/src/vocabulary) does not hold:
 * a procedure (ECT), insulin and antibiotics as groups, and the plain words for contraception. Drugs and
 * drug classes themselves come from the vocabulary, both ways (question-analysis.ts, drug-names.ts).
 */
export const otherTreatments: string[] = [
  'ect',
  'electroconvulsive',
  'insulin',
  'antibiotic',
  'antibiotics',
  'antifungal',
  'contraceptive',
  'oral contraceptives',
];

/** Endings of international non-proprietary names, for drugs that are in no list here. */
export const drugNameEndings =
  /(?:pril|sartan|olol|azole|mycin|floxacin|statin|xaban|gatran|gliptin|gliflozin|profen|triptan|tidine|prazole|parin|vir|mab|tinib|afil|setron|dronate|cillin|cycline|peridone|piprazole|oxetine|triptyline|azepine|etine)$/;
