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
  elderly: ['elderly', 'older adults', 'geriatric', 'aged 65', '65 years', 'age 60', 'older'],
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
 * A raised or lowered blood level is written both ways: "high calcium" in a question, "hypercalcemia" in a
 * paper (Greek hyper-/hypo- with -emia, American and British spelling). Each analyte by the names a
 * clinician uses, the root its -emia word is built on, and the directions in which it is named; low sodium
 * and low glucose are conditions above.
 */
const BLOOD_LEVELS: [names: string[], root: string, directions: ('high' | 'low')[]][] = [
  [['calcium'], 'calc', ['high', 'low']],
  [['potassium'], 'kal', ['high', 'low']],
  [['magnesium'], 'magnes', ['high', 'low']],
  [['phosphate'], 'phosphat', ['high', 'low']],
  [['sodium'], 'natr', ['high']],
  [['glucose', 'blood sugar'], 'glyc', ['high']],
  [['prolactin'], 'prolactin', ['high']],
  [['cholesterol'], 'cholesterol', ['high']],
  [['uric acid'], 'uric', ['high']],
];
const DIRECTION = {
  high: { prefix: 'hyper', words: ['high', 'raised', 'elevated', 'increased'] },
  low: { prefix: 'hypo', words: ['low', 'lowered', 'decreased', 'reduced'] },
};
const bloodLevelConcepts = (): Record<string, string[]> =>
  Object.fromEntries(
    BLOOD_LEVELS.flatMap(([names, root, directions]) =>
      directions.map((d) => {
        const { prefix, words } = DIRECTION[d];
        return [
          `${d} ${names[0]}`,
          [...names.flatMap((n) => words.map((w) => `${w} ${n}`)), `${prefix}${root}emia`, `${prefix}${root}aemia`],
        ];
      }),
    ),
  );

/** Wordings documents use for what an intent asks, added to the search for it. */
export const intentWordings = {
  contraindication: ['contraindicated', 'contraindications'],
};

/** Topic words with the wordings documents use for them. */
export const topicConcepts: Record<string, string[]> = {
  start: ['starting', 'start', 'initial', 'initiate', 'initiation', 'initiating', 'first use'],
  stop: [
    'stop',
    'discontinue',
    'discontinuation',
    'withdraw',
    'withdrawal',
    'hold',
    'held',
    'cease',
    'interrupt',
    'interruption',
    'quit',
    'give up',
    'giving up',
    'come off',
  ],
  // A mother as British and American prescribers say it.
  mother: ['mother', 'maternal', 'mum', 'mom'],
  // MeSH "Infant" and its entry terms: prescribers say the baby, labels the infant or the breastfed child.
  infant: ['infant', 'infants', 'baby', 'babies', 'newborn', 'neonate', 'neonates', 'breastfed child'],
  // Two injectables given together: labels say whether they may be mixed and how close they may go.
  mix: ['mix', 'mixed', 'same syringe', 'one syringe', 'draw up', 'drawn up'],
  adjacent: ['adjacent', 'next to', 'beside', 'same site', 'same injection site'],
  // Taking a drug again after a pause: labels write resume, restart or when its next dose may be given.
  restart: ['restart', 'resume', 'resumed', 'reinitiate', 're-start', 'next dose'],
  remove: ['remove', 'removed', 'removal', 'come out', 'take out', 'taken out', 'pull'],
  // Stopping at once: documents write abruptly or suddenly, prescribers "cold turkey".
  abrupt: ['abrupt', 'abruptly', 'sudden', 'suddenly', 'cold turkey'],
  excessive: ['excessive', 'huge amounts', 'large amounts', 'heavy', 'a lot of'],
  refrigerator: ['refrigerator', 'fridge', 'refrigerate', 'refrigerated'],
  maximum: ['maximum', 'max', 'highest', 'top dose', 'up to', 'not exceed', 'no more than'],
  'side effect': ['side effect', 'adverse reaction', 'adverse effect', 'adverse event', 'undesirable effect', 'common adverse'],
  tremor: ['tremor', 'shaking', 'shake', 'shakiness'],
  food: ['food', 'meal', 'meals', 'eating', 'fed', 'fasting', 'empty stomach', 'calories'],
  // How soon a drug acts: labels write the onset or the peak of its effect.
  onset: ['onset', 'peak', 'full effect', 'take effect', 'start working'],
  // "Her sugars" is clinical shorthand for blood glucose, which labels discuss as glycemic control or its failures.
  'blood glucose': [
    'blood glucose',
    'glucose',
    'blood sugar',
    'sugars',
    'glycemic',
    'glycaemic',
    'glycemia',
    'hypoglycemia',
    'hyperglycemia',
    'hypoglycaemia',
    'hyperglycaemia',
  ],
  // "How old" asks an age, which papers give as an age or an age range.
  age: ['age', 'aged', 'old'],
  // QTc is the QT interval corrected for heart rate: labels report the QTc, prescribers say either.
  qt: ['qt', 'qtc', 'qt interval', 'qtc interval', 'qt prolongation', 'qtc prolongation', 'prolong the qt', 'prolong the qtc'],
  'half-life': ['half-life', 'half-lives', 'half life', 't 1/2', 'elimination half-life'],
  'kidney function': ['kidney function', 'renal function', 'egfr'],
  'blood test': ['blood test', 'labs', 'laboratory', 'serum'],
  bleeding: ['bleeding', 'bleed', 'hemorrhage', 'haemorrhage'],
  'ct scan': ['ct scan', 'ct', 'computed tomography', 'contrast', 'imaging', 'radiologic', 'radiological'],
  // MeSH "Cardiac Surgical Procedures" and its narrower "Coronary Artery Bypass": a bypass is heart surgery,
  // as an OTC label words it. Before "surgery", which it covers.
  'heart surgery': ['heart surgery', 'cardiac surgery', 'bypass surgery', 'coronary artery bypass', 'cabg', 'open-heart surgery'],
  surgery: ['surgery', 'surgical', 'procedure', 'operation', 'dental'],
  // MeSH "Congenital Abnormalities" entry terms: prescribers say birth defects, papers congenital malformations.
  'birth defect': [
    'birth defect',
    'congenital defect',
    'congenital abnormality',
    'congenital anomaly',
    'congenital malformation',
    'malformation',
  ],
  missed: ['missed', 'miss', 'misses', 'forget', 'forgot', 'forgotten'],
  accuracy: ['accurately', 'accuracy', 'auc', 'auroc', 'area under'],
  prolactin: ['prolactin', 'hyperprolactinemia', 'prolactinemia'],
  continue: ['continue', 'continued', 'discontinue', 'stop', 'stay on', 'remain on'],
  // The dose a course ends with: "after her last dose", labels "after the final dose" (before "last" as duration).
  'last dose': ['last dose', 'final dose', 'last administration'],
  'half-life duration': ['last', 'lasts', 'longer', 'half-life', 'half-lives', 'elimination'],
  enzyme: ['enzyme', 'enzymes', 'isoenzyme', 'isoenzymes', 'isozyme', 'isozymes', 'cytochrome', 'cyp450'],
  lower: ['lower', 'lowers', 'bring down', 'cut', 'reduce', 'reduces', 'normalize', 'normalise', 'decrease', 'less'],
  target: ['aim', 'target', 'goal'],
  // A condition the patient has now: prescribers say "already has", labels "a history of" or "pre-existing".
  history: ['already has', 'already have', 'already had', 'history of', 'pre-existing', 'preexisting', 'existing'],
  // The time between two doses: labels write "the time between two doses", "at least 2 days apart".
  interval: ['interval', 'apart', 'close together', 'time between', 'between two doses', 'between doses'],
  // How long a treatment runs: reviews write long-term, chronic, maintenance and prolonged for the same thing.
  'long-term': ['long-term', 'long term', 'longterm', 'chronic', 'maintenance', 'prolonged', 'longitudinally'],
  unknown: ['unknown', 'not known', 'not available'],
  change: ['change', 'changes', 'increase', 'decrease', 'alter', 'affect', 'raise', 'lower'],
  choose: [
    'choose',
    'chose',
    'choice',
    'select',
    'selected',
    'pick',
    'identify',
    'identified',
    'prioritize',
    'prioritized',
    'suggest',
    'suggested',
  ],
  // The best outcome is the greatest one: "best YMRS improvement", "greatest improvement in the YMRS score".
  preferred: ['preferred', 'optimal', 'best', 'greatest'],
  // Who prescribes, as papers name them (MeSH "Physicians"): a prescriber's "community prescribers" are its clinicians.
  clinician: ['clinician', 'clinicians', 'prescriber', 'prescribers', 'physician', 'physicians'],
  check: ['check', 'checked', 'monitor', 'monitoring', 'obtain', 'assess', 'measure', 'test'],
  cause: ['cause', 'causes', 'caused', 'resulting', 'result', 'result in', 'lead to', 'due to', 'associated'],
  unplanned: ['unplanned', 'unintended', 'unexpected'],
  deplete: ['deplete', 'depletes', 'depletion', 'deficiency', 'lower', 'decrease', 'reduce'],
  'see a doctor': ['see a doctor', 'ask a doctor', 'seek medical', 'get medical help', 'call your doctor', 'contact'],
  reverse: ['reverse', 'reversal', 'reversing', 'antidote'],
  overdose: ['overdose', 'overdosage', 'excessive anticoagulation', 'toxicity', 'too much', 'poisoning', 'intoxication'],
  permanent: ['permanent', 'irreversible', 'persistent', 'lasting', 'sequel', 'sequelae', 'residual'],
  // A tube for enteral feeding or giving medicines (MeSH "Intubation, Gastrointestinal"): "breast feeding" is not it.
  'feeding tube': ['feeding tube', 'nasogastric tube', 'gastrostomy tube', 'ng tube', 'peg tube', 'enteral tube', 'nasogastric'],
  // A drug alone is its monotherapy, as trials and reviews write it.
  alone: ['alone', 'monotherapy', 'on its own', 'single agent', 'sole'],
  ...bloodLevelConcepts(),
};

/**
 * Topic concepts that relate the drug to what is asked rather than name it: in "Does Ozempic cause
 * gallbladder problems?" the answer must be about the gallbladder, and "associated with" alone does not make
 * a sentence about nausea an answer. They weigh less than the object and never count as its only topic.
 */
export const relationConcepts = new Set(['cause', 'change']);

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
