/**
 * What evidence looks like in a label's or a paper's text: the sections and headings that answer each kind
 * of question, and the wordings of a dose, a figure, a comparison, a level, a study, advice and an
 * interaction (unit-evidence.ts weighs units by them; docs/adr/0028).
 */
export const SECTION_FOR: Record<string, RegExp> = {
  dose: /dosage|dosing|administration|dose/i,
  interaction: /interaction|concomitant|table \d/i,
  // Lactation is written as breastfeeding, nursing or breast milk as often as by its name.
  pregnancy: /pregnan|lactat|breast-?fe|breast milk|nursing|specific populations|reproductive/i,
  // "Use caution in …", "use with caution": a label's relative contraindication (a precaution).
  contraindication:
    /contraindicat|should not be (used|given|taken)|do not (use|take|give|start|coadminister|administer)|must not|avoid|not recommended|use (?:with )?caution/i,
  management:
    /discontinue|stop|reduce|lower the dose|adjust|titrat|treat|administer|monitor|consider|switch|obtain|take the dose|should be|recommended/i,
  // Toxicity, poisoning and intoxication are a drug's harms as much as its adverse effects and overdose.
  adverse: /adverse|warning|precaution|overdos|toxicity|poisoning|intoxicat/i,
  monitoring: /monitor|warning|precaution|laborator/i,
  // A time relative to another dose is what a changeover asks: "at the usual time of the next dose".
  timing: /dosage|administration|missed|surgery|\bat the (?:usual |same |scheduled )?time of\b/i,
};
/** The headings under which a label or review answers each kind of question. */
export const HEADING_FOR: Record<string, RegExp> = {
  dose: /dosage|administration|dosing/i,
  interaction: /interaction/i,
  pregnancy: /pregnan|lactation|specific populations|reproductive/i,
  contraindication: /contraindication/i,
  adverse: /adverse reaction|side effect|adverse event/i,
  monitoring: /monitor|laborator/i,
  timing: /missed|surgery|administration/i,
};
const AMOUNT = /\d[\d,.]*\s*(?:-|–|to)?\s*\d*[\d,.]*\s*(?:mg|mcg|µg|g\b|mg\/kg|ml(?!\s*\/\s*min)|units?|mmol|meq)/i;
/** A verdict on the dose, as labels give it for a population or a second drug: "no dose adjustment is necessary". */
const DOSE_VERDICT =
  /\bno (?:dose|dosage|dosing) (?:adjustment|change|reduction|modification)|\b(?:dose|dosage) (?:adjustment|reduction|modification) (?:is|are) not (?:necessary|needed|required|recommended)|\b(?:dose|dosage|dosing) recommendations? (?:cannot|can not|could not) be (?:provided|made|given)/i;
/** A dose: an amount, a percentage of a dose ("half", "25% of the usual dose", not a share of plasma levels), or a verdict on it. */
export const isDose = (text: string) =>
  AMOUNT.test(text) || DOSE_VERDICT.test(text) || (/\d\s*%|\bhalf\b/i.test(text) && /\bdos/i.test(text));
/**
 * A verdict on a way of dosing ("Routine use of loading doses is not recommended"): what a yes-or-no question
 * about a dose ("does the label support a loading dose?") is answered by, without an amount.
 */
export const DOSING_VERDICT =
  /\bdos(?:e|es|ing|age)\b[^.;]*\b(?:(?:is|are) (?:not )?(?:recommended|necessary|required|advised)|should (?:not )?be)\b/i;
/** The frequency categories labels use for adverse reactions (CIOMS: very common, common, uncommon, rare, very rare). */
export const RATE_WORD = /\b(?:(?:very |most )?common|uncommon|(?:very )?rare(?:ly)?|frequent(?:ly)?|infrequent)\b/i;
export const FREQUENCY_WORD =
  /\b(annually|yearly|daily|weekly|monthly|every|once|twice|times|hours?|days?|weeks?|months?|half|quarter|double)\b/i;
/** A frequency in words, or any figure. */
export const FREQUENCY = new RegExp(`${FREQUENCY_WORD.source}|\\d`, 'i');
/** A result: a percentage, a proportion ("508/1000") or a figure with its confidence interval. */
export const RESULT = /\d\s*%|\b\d+\s*\/\s*\d+\b|\b95\s*%?\s*CI\b/i;
/** A figure with its unit of measurement ("2 to 3 beats per minute", "4 mmHg", "1.2 kg", "10 msec"): a measured change. */
export const MEASURED = /\d\s*(?:beats per minute|bpm|mm ?hg|kg|lbs?|msec|ms|mg\/dl|mmol\/l|points)\b/i;
/**
 * How often something happens: a result, "20 out of the total 39", "1 in 10", or a frequency ("every 3
 * months", "twice"). A bare count ("50 sets of vignettes") is not a rate.
 */
export const RATE_FIGURE = new RegExp(`${RESULT.source}|\\b\\d+ (?:of|out of|in) (?:the )?(?:total )?\\d|${FREQUENCY_WORD.source}`, 'i');
/** A figure compared: "<30", "≥ 2", "below 50", "more than 1.5", "1.5 mmol/L or higher" (how thresholds are written). */
export const COMPARISON =
  /(?:[<>≤≥]|\b(?:below|above|under|over|less than|more than|greater than|lower than|higher than|exceeds?|exceeding|at least|at most|up to)\b)\s*=?\s*\d|\d\s*\S*\s+(?:or|and) (?:more|higher|greater|above|less|lower|below)\b/i;
/** A drug level as documents print it: an amount per volume ("1.2 mmol/L", "0.8 mEq/l", "350 ng/mL", "12 µg/ml"). */
export const CONCENTRATION = /\d\s*(?:m?mol|m?eq|[nµμm]?g|[mµμ]?iu)\s*\/\s*[dm]?l\b/i;
/** A label's sections that report what was given in studies and animals, not what to give. */
export const STUDY_SECTION =
  /clinical stud|clinical trials experience|nonclinical|toxicology|carcinogenesis|clinical pharmacology|pharmacokinetics/i;
export const STUDY_TOLD = /\b(?:study|studies|trial|trials|placebo-controlled)\b/i;
/** How guidelines and labels advise: a modal or a recommending verb. */
export const ADVISES = /\b(?:should|must|recommended|recommend|consider|considered|advised|indicated|is required)\b/i;
/** A reference-list entry or a web address: where a claim is cited, not where it is made. */
export const REFERENCE_ENTRY = /\bet al\b|\bdoi\b|https?:|\b(19|20)\d{2};\s*\d/i;
export const INTERACTION_CUE =
  /\b(interact|concomitant|coadminist|co-administ|combination|combined|together|increase|decrease|toxicity|risk|avoid|monitor|inhibitor|inducer|potentiat|enhanc|intensif|antagoni|attenuat|reduce|level|do not|within|switch|contraindicat)/i;

/** A label's product-data table (codes, colours, packages) answers no clinical question. */
export const SPL_PRODUCT_DATA = /\bUNII\b|\bNDC\b|Item Code|Marketing (Start|Category)|Inactive Ingredients|Package Description/;
