/**
 * The words of what a question asks about (its topics) and the wordings documents use for them, as reviewed
 * data beside the conditions of clinical-lexicon.ts: the extractive answerer matches a question to a sentence
 * through these (docs/adr/0028). Matching is on stemmed words, so plurals need not be listed.
 */

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
  // A label heads a changeover "Switching from" or "Converting from or to"; prescribers say moving or changing over.
  switching: ['switch', 'switching', 'switched', 'convert', 'converting', 'conversion', 'changeover', 'cross-taper', 'transition'],
  continue: ['continue', 'continued', 'discontinue', 'stop', 'stay on', 'remain on'],
  // The dose a course ends with: "after her last dose", labels "after the final dose" (before "last" as duration).
  'last dose': ['last dose', 'final dose', 'last administration'],
  'half-life duration': ['last', 'lasts', 'longer', 'half-life', 'half-lives', 'elimination'],
  // The cytochrome P450 family and the isoforms that metabolise most drugs (FDA's table of CYP substrates,
  // inhibitors and inducers): "the CYP enzymes" are what a label names one by one.
  enzyme: [
    'enzyme',
    'enzymes',
    'isoenzyme',
    'isoenzymes',
    'isozyme',
    'isozymes',
    'cytochrome',
    'cyp450',
    'cyp',
    'p450',
    'cyp1a2',
    'cyp2b6',
    'cyp2c8',
    'cyp2c9',
    'cyp2c19',
    'cyp2d6',
    'cyp2e1',
    'cyp3a',
    'cyp3a4',
    'cyp3a5',
  ],
  // MeSH "Cardiovascular Diseases" narrower terms as a Drug Facts label names them ("heart attack or stroke").
  cardiovascular: ['cardiovascular', 'heart attack', 'myocardial infarction', 'stroke', 'thrombotic event', 'thrombotic events'],
  // MeSH "Heart Rate" and its entry term "Pulse Rate": labels report beats per minute.
  'heart rate': ['heart rate', 'pulse', 'pulse rate', 'beats per minute', 'bpm'],
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
