/**
 * The evaluation's gold set over real clinical PDFs nobody on the project wrote (`../shared/corpus`, see
 * its SOURCES.md; the four articles are open access, the labels are FDA/DailyMed labelling). Questions
 * are worded as a prescriber would ask them, not copied from the answering sentence. Each answerable
 * question names the pages that answer it and the key facts a useful answer must contain (each fact is
 * a list of acceptable wordings; all facts must appear). Unanswerable questions sit near what the
 * documents do say (lithium with an ACE inhibitor is covered, lithium's toxic level is not).
 */
export type CorpusFile =
  | 'ai-in-bipolar-disorder-review'
  | 'aripiprazole-pharmacogenetics-review'
  | 'bipolar-depression-llm-decision-support'
  | 'ibuprofen-drug-facts-fda'
  | 'lisinopril-label-dailymed'
  | 'metformin-label-dailymed'
  | 'mood-episode-prediction-wearables'
  | 'warfarin-label-dailymed'
  | 'advances-in-mood-disorder'
  | 'lithium-longterm';

export type QuestionKind = 'interaction' | 'dose' | 'pregnancy' | 'monitoring' | 'contraindication' | 'adverse' | 'timing' | 'evidence';
export type CorpusQuestion = { q: string; kind: QuestionKind; file: CorpusFile; pages: number[]; facts: string[][] };

const lis = 'lisinopril-label-dailymed';
const war = 'warfarin-label-dailymed';
const met = 'metformin-label-dailymed';
const ibu = 'ibuprofen-drug-facts-fda';
const ari = 'aripiprazole-pharmacogenetics-review';
const llm = 'bipolar-depression-llm-decision-support';
const wea = 'mood-episode-prediction-wearables';
const aib = 'ai-in-bipolar-disorder-review';

export const corpusAnswerable: CorpusQuestion[] = [
  // Interactions
  {
    q: 'My patient on lithium needs an ACE inhibitor. Is lisinopril a problem?',
    kind: 'interaction',
    file: lis,
    pages: [2, 13],
    facts: [['lithium toxicity'], ['monitor serum lithium', 'serum lithium levels']],
  },
  {
    q: 'Can lisinopril and lithium be prescribed together?',
    kind: 'interaction',
    file: lis,
    pages: [2, 13],
    facts: [['lithium toxicity']],
  },
  {
    q: 'Does carbamazepine change the INR of someone on warfarin?',
    kind: 'interaction',
    file: war,
    pages: [13],
    facts: [['carbamazepine'], ['decrease']],
  },
  {
    q: 'Is it OK to add sertraline for a patient who takes warfarin?',
    kind: 'interaction',
    file: war,
    pages: [13, 14],
    facts: [['bleeding']],
  },
  {
    q: 'Does fluoxetine interact with warfarin?',
    kind: 'interaction',
    file: war,
    pages: [13, 14],
    facts: [['fluoxetine'], ['bleeding', 'increase']],
  },
  {
    q: 'What happens to warfarin if the patient starts taking St John’s wort?',
    kind: 'interaction',
    file: war,
    pages: [14],
    facts: [['decrease']],
  },
  { q: 'Can a patient on lisinopril take ibuprofen or other NSAIDs?', kind: 'interaction', file: lis, pages: [2, 13], facts: [['renal']] },
  {
    q: 'Can lisinopril be combined with aliskiren in a diabetic patient?',
    kind: 'interaction',
    file: lis,
    pages: [1, 7, 13],
    facts: [['aliskiren'], ['diabetes']],
  },
  {
    q: 'How long do I wait between sacubitril/valsartan and lisinopril?',
    kind: 'interaction',
    file: lis,
    pages: [1, 7],
    facts: [['36 hours']],
  },
  { q: 'Is spironolactone safe with lisinopril?', kind: 'interaction', file: lis, pages: [9, 12], facts: [['hyperkalemia', 'potassium']] },
  {
    q: 'My patient on warfarin wants ibuprofen for back pain. Is that a concern?',
    kind: 'interaction',
    file: war,
    pages: [14],
    facts: [['bleeding']],
  },
  {
    q: 'Does metformin raise the risk of low blood sugar when given with insulin?',
    kind: 'interaction',
    file: met,
    pages: [2, 7],
    facts: [['hypoglycemia']],
  },
  {
    q: 'Should warfarin patients be monitored more closely when an antibiotic is started?',
    kind: 'interaction',
    file: war,
    pages: [14],
    facts: [['inr']],
  },
  // Doses
  {
    q: 'What is the usual starting dose of lisinopril for high blood pressure?',
    kind: 'dose',
    file: lis,
    pages: [1, 5],
    facts: [['10 mg']],
  },
  {
    q: 'What is the highest daily dose of metformin for adults?',
    kind: 'dose',
    file: met,
    pages: [1, 4],
    facts: [['2,550 mg', '2550 mg']],
  },
  { q: 'What is the maximum metformin dose for a 12-year-old?', kind: 'dose', file: met, pages: [1, 5], facts: [['2,000 mg', '2000 mg']] },
  { q: 'How should lisinopril be dosed for a patient on hemodialysis?', kind: 'dose', file: lis, pages: [1, 6], facts: [['2.5 mg']] },
  { q: 'How much warfarin should I start with when the genotype is unknown?', kind: 'dose', file: war, pages: [6], facts: [['2 to 5 mg']] },
  {
    q: 'What INR should I aim for with warfarin in atrial fibrillation?',
    kind: 'dose',
    file: war,
    pages: [5],
    facts: [['2.5', '2.0 to 3.0']],
  },
  {
    q: 'How much should the aripiprazole dose be cut for a CYP2D6 poor metabolizer?',
    kind: 'dose',
    file: ari,
    pages: [7],
    facts: [['50%']],
  },
  { q: 'What is the usual daily dose range of aripiprazole?', kind: 'dose', file: ari, pages: [5], facts: [['10-30 mg', '10–30 mg']] },
  { q: 'What starting dose of lisinopril for heart failure with low sodium?', kind: 'dose', file: lis, pages: [6], facts: [['2.5 mg']] },
  { q: 'What is the starting dose of metformin?', kind: 'dose', file: met, pages: [1, 4], facts: [['500 mg']] },
  { q: 'What is the top dose of lisinopril for hypertension?', kind: 'dose', file: lis, pages: [1, 5], facts: [['40 mg', '80 mg']] },
  // Pregnancy and breastfeeding
  {
    q: 'Can lisinopril be continued once a patient becomes pregnant?',
    kind: 'pregnancy',
    file: lis,
    pages: [1, 2, 7, 14],
    facts: [['discontinue']],
  },
  {
    q: 'Is lisinopril compatible with breastfeeding?',
    kind: 'pregnancy',
    file: lis,
    pages: [15],
    facts: [['breastfeeding', 'breast fed', 'breastfed']],
  },
  {
    q: 'Is warfarin contraindicated in pregnancy?',
    kind: 'pregnancy',
    file: war,
    pages: [1, 3, 9, 11],
    facts: [['mechanical heart valve']],
  },
  { q: 'Can a nursing mother take warfarin?', kind: 'pregnancy', file: war, pages: [2, 15], facts: [['bruising', 'bleeding']] },
  { q: 'Can metformin be used during lactation?', kind: 'pregnancy', file: met, pages: [11], facts: [['breastfe']] },
  { q: 'Is it safe to take ibuprofen in the third trimester?', kind: 'pregnancy', file: ibu, pages: [3], facts: [['last 3 months']] },
  { q: 'Could metformin lead to an unplanned pregnancy?', kind: 'pregnancy', file: met, pages: [11, 20], facts: [['ovulation']] },
  // Monitoring, contraindications, adverse effects, management, timing
  {
    q: 'At what eGFR must metformin be stopped?',
    kind: 'contraindication',
    file: met,
    pages: [1, 5, 6],
    facts: [['below 30', 'less than 30']],
  },
  {
    q: 'Can I start metformin in a patient whose eGFR is 40?',
    kind: 'contraindication',
    file: met,
    pages: [1, 5, 6],
    facts: [['not recommended']],
  },
  { q: 'How often should kidney function be checked on metformin?', kind: 'monitoring', file: met, pages: [6], facts: [['annually']] },
  {
    q: 'Should metformin be held before a CT scan with contrast?',
    kind: 'timing',
    file: met,
    pages: [1, 2, 5, 7],
    facts: [['contrast'], ['stop', 'discontinu']],
  },
  {
    q: 'What labs should be followed after starting lisinopril?',
    kind: 'monitoring',
    file: lis,
    pages: [2, 8, 9],
    facts: [['renal function', 'potassium']],
  },
  { q: 'Who should not be given lisinopril?', kind: 'contraindication', file: lis, pages: [1, 7], facts: [['angioedema']] },
  {
    q: 'What are the common side effects of lisinopril?',
    kind: 'adverse',
    file: lis,
    pages: [2, 10],
    facts: [['cough', 'dizziness', 'headache']],
  },
  { q: 'Which vitamin can metformin deplete?', kind: 'adverse', file: met, pages: [2, 7], facts: [['vitamin b']] },
  { q: 'What should I do if skin necrosis develops on warfarin?', kind: 'adverse', file: war, pages: [10], facts: [['discontinue']] },
  {
    q: 'What causes purple toes in a patient on warfarin?',
    kind: 'adverse',
    file: war,
    pages: [10],
    facts: [['microemboli', 'cholesterol']],
  },
  { q: 'Which patients are at higher risk of stomach bleeding with ibuprofen?', kind: 'adverse', file: ibu, pages: [1], facts: [['60']] },
  {
    q: 'When should someone stop ibuprofen and see a doctor?',
    kind: 'adverse',
    file: ibu,
    pages: [2],
    facts: [['vomit blood', 'black stools', 'faint']],
  },
  { q: 'How do I reverse warfarin in an overdose?', kind: 'adverse', file: war, pages: [17], facts: [['vitamin k']] },
  {
    q: 'What are the risk factors for lactic acidosis on metformin?',
    kind: 'adverse',
    file: met,
    pages: [4, 6, 9],
    facts: [['renal impairment'], ['contrast', 'alcohol', 'hepatic']],
  },
  {
    q: 'What should a patient do after missing a warfarin dose?',
    kind: 'timing',
    file: war,
    pages: [7],
    facts: [['same day'], ['double']],
  },
  { q: 'What should be checked before dental surgery in a patient on warfarin?', kind: 'timing', file: war, pages: [7], facts: [['inr']] },
  {
    q: 'What should I do if a patient on lisinopril becomes jaundiced?',
    kind: 'adverse',
    file: lis,
    pages: [2, 9],
    facts: [['discontinue']],
  },
  { q: 'Does lisinopril lower blood pressure as much in Black patients?', kind: 'evidence', file: lis, pages: [2, 15], facts: [['less']] },
  { q: 'What is the half-life of aripiprazole?', kind: 'evidence', file: ari, pages: [5, 7], facts: [['75 h']] },
  { q: 'How much longer does aripiprazole last in CYP2D6 poor metabolizers?', kind: 'evidence', file: ari, pages: [7], facts: [['146']] },
  { q: 'Which liver enzymes metabolise aripiprazole?', kind: 'evidence', file: ari, pages: [5], facts: [['cyp2d6'], ['cyp3a4']] },
  {
    q: 'Can aripiprazole bring down antipsychotic-induced high prolactin?',
    kind: 'evidence',
    file: ari,
    pages: [2],
    facts: [['prolactin']],
  },
  {
    q: 'What dose of aripiprazole for a poor metabolizer also on a strong CYP3A4 inhibitor?',
    kind: 'dose',
    file: ari,
    pages: [7],
    facts: [['quarter']],
  },
  {
    q: 'How often did a guideline-prompted GPT-4 choose the experts’ preferred treatment for bipolar depression?',
    kind: 'evidence',
    file: llm,
    pages: [1, 2, 3],
    facts: [['50.8%']],
  },
  {
    q: 'How well did community clinicians pick the optimal next treatment for bipolar depression vignettes?',
    kind: 'evidence',
    file: llm,
    pages: [1, 3],
    facts: [['23.1%']],
  },
  {
    q: 'How often did the augmented language model suggest a poor or contraindicated drug?',
    kind: 'evidence',
    file: llm,
    pages: [1, 2, 3],
    facts: [['12.0%', '120 vignettes']],
  },
  {
    q: 'How accurately can wearable sleep data predict manic episodes?',
    kind: 'evidence',
    file: wea,
    pages: [1, 2, 5, 8],
    facts: [['0.98']],
  },
  {
    q: 'Can artificial intelligence help predict relapse in bipolar disorder?',
    kind: 'evidence',
    file: aib,
    pages: [5, 6, 7, 9, 12],
    facts: [['relapse']],
  },
  // Written as unanswerable for the eight development documents; the two reviews added with issue 36
  // (advances-in-mood-disorder, lithium-longterm) answer them, so with all twelve in one library they are
  // answerable (checked against the page text, not against the answer given).
  {
    q: 'What is the starting dose of lamotrigine?',
    kind: 'dose',
    file: 'advances-in-mood-disorder',
    pages: [5],
    facts: [['25 mg']],
  },
  {
    q: 'What is the maximum dose of lurasidone?',
    kind: 'dose',
    file: 'advances-in-mood-disorder',
    pages: [6],
    facts: [['120 mg']],
  },
  {
    q: 'How should lithium be dosed in kidney disease?',
    kind: 'dose',
    file: 'lithium-longterm',
    pages: [3],
    facts: [['dose must be reduced', 'reduce the lithium dose', 'lithium dose must be reduced']],
  },
  {
    q: 'How often should thyroid function be checked on lithium?',
    kind: 'monitoring',
    file: 'lithium-longterm',
    pages: [5],
    facts: [['every 6 months']],
  },
  // Moved from the unanswerable list in session 32: the review's "2.3.3. Lithium Intoxication" (p4) says
  // "Symptoms appear when lithium concentration reaches 1.2 mmol/L and above" (and >2 mmol/L for severe).
  {
    q: 'What lithium level is toxic?',
    kind: 'adverse',
    file: 'lithium-longterm',
    pages: [4],
    facts: [['1.2 mmol/L']],
  },
];

export const corpusUnanswerable: string[] = [
  'Is it safe to combine apixaban with lithium?',
  'Is quetiapine safe while breastfeeding?',
  'Does valproate interact with warfarin?',
  'Can clozapine be combined with carbamazepine?',
  'Is cariprazine safe in pregnancy?',
  'Does aripiprazole interact with lisinopril?',
  'Can ECT be used during pregnancy?',
];

/**
 * The rules a reviewer accepts from these documents: statements that include or exclude a catalogue
 * medication for a situation, with what that situation must name. Read page by page. The bipolar papers
 * describe studies and the labels are for non-psychiatric drugs, so the rules are the lithium review's
 * cautions and recommendations and the lisinopril label's lithium interaction; a label's interaction
 * statement is a caution (an exclusion for patients taking the other drug, the product's shape for it).
 * An extracted rule counts as right only on its page, with its type, medication and a condition that names
 * the situation; every other extracted rule counts as wrong. Rules on other pages of the same finding (the
 * Highlights' one-line summaries) are not listed: a label states its interaction in full once.
 */
export const corpusRules: { file: CorpusFile; page: number; type: 'INCLUDE' | 'EXCLUDE'; medication: string; condition: RegExp }[] = [
  // "Lithium therapy makes the gold standard for the long-term prophylactic … treatment of bipolar disorder".
  { file: 'lithium-longterm', page: 1, type: 'INCLUDE', medication: 'Lithium', condition: /long-term|maintenance|prophyla/i },
  // "avoiding combining lithium with medications that can increase nephrotoxic potential (e.g., NSAIDs, ACE inhibitors …)".
  { file: 'lithium-longterm', page: 3, type: 'EXCLUDE', medication: 'Lithium', condition: /NSAID|anti-inflammatory|ACE|nephrotox/i },
  // "Psoriasis of moderate to severe intensity may be a contraindication for the introduction of lithium."
  { file: 'lithium-longterm', page: 7, type: 'EXCLUDE', medication: 'Lithium', condition: /psoria/i },
  // Diuretics, ACE-I, beta-blockers and verapamil, NSAIDs decrease lithium clearance; thiazides, ACE-I and ARB "generally not recommended".
  { file: 'lithium-longterm', page: 9, type: 'EXCLUDE', medication: 'Lithium', condition: /diuretic|thiazide/i },
  { file: 'lithium-longterm', page: 9, type: 'EXCLUDE', medication: 'Lithium', condition: /ACE|angiotensin|beta|verapamil|calcium/i },
  { file: 'lithium-longterm', page: 9, type: 'EXCLUDE', medication: 'Lithium', condition: /NSAID|anti-inflammatory/i },
  // "when the employment of NSAIDs is required for longer time … lower the dose of lithium with frequent concentration testing".
  { file: 'lithium-longterm', page: 10, type: 'EXCLUDE', medication: 'Lithium', condition: /NSAID|anti-inflammatory/i },
  // 7.5 Lithium: "Lithium toxicity has been reported in patients receiving lithium concomitantly with … ACE inhibitors."
  { file: lis, page: 13, type: 'EXCLUDE', medication: 'Lithium', condition: /ACE|angiotensin/i },
];
