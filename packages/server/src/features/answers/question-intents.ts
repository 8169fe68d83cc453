/** What a question asks for (its intents), told by its wording, and the words that only carry an intent. */
import { stem } from './question-terms';

export type Intent =
  | 'dose'
  | 'quantity'
  | 'interaction'
  | 'pregnancy'
  | 'monitoring'
  | 'contraindication'
  | 'adverse'
  | 'timing'
  | 'management';

/** "At what GFR …", "above what level …": not "at what dose" or "at what time", which a dose or a time answers. */
export const THRESHOLD =
  /\b(?:at|above|below|over|under) what (?!dose|dosage|time|point|stage|week|day|month|hour|rate)\w+|\bhow (?:high|low)\b/;

/** "What lithium level …", "at what serum concentration …": a drug's level asked as a figure, not "level of evidence". */
export const LEVEL_ASKED = /\b(?:what|which) (?:[\w-]+ ){0,2}(?:levels?|concentrations?)\b(?! of)/;

/** The animals of a label's nonclinical data ("in a fertility study in rats"). */
export const ANIMAL = /\b(?:rats?|mice|mouse|rabbits?|dogs?|monkeys?|animals?)\b/i;

/** "How common …", "how likely …": a rate, which a label may give as a figure or as a frequency category. */
export const RATE_ASKED = /\bhow (?:common|likely|frequent|frequently|often|rare)\b/;

const TIME_UNIT = '(?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)';
const COUNTED_UNIT = '(?:tablets?|capsules?|doses?|sessions?|injections?|calories|kcal)';
/** "How many hours apart", "how many calories": a count of a unit of measure or of administration. */
const HOW_MANY = new RegExp(`\\bhow many (?:more |fewer )?(${TIME_UNIT}|${COUNTED_UNIT})\\b`, 'i');
const NUMBER = '(?:\\d[\\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|a few)';

/**
 * What answers "how many <unit>" or "how old": a number of that unit ("36 hours", "more than 3 days", "6
 * tablets"), any unit of time for a time, years (or "aged N") for an age. Undefined when no unit is counted
 * ("how many patients" may be answered by a percentage).
 */
export function countAsked(lower: string): RegExp | undefined {
  // "How old" asks an age: a number of years (or months, for infants), as "18 to 35 years" or "aged 40".
  if (/\bhow old\b/.test(lower))
    return new RegExp(`\\baged? ${NUMBER}|\\b${NUMBER}(?:\\s*(?:to|-|–)\\s*${NUMBER})?\\s+(?:years?|months?)\\b`, 'i');
  const unit = HOW_MANY.exec(lower)?.[1];
  if (!unit) return undefined;
  const wanted = new RegExp(`^${TIME_UNIT}$`).test(unit) ? TIME_UNIT : unit.replace(/s$/, '') + 's?';
  return new RegExp(`\\b${NUMBER}(?:\\s*(?:to|-|–|or)\\s*${NUMBER})?\\s+(?:[\\w-]+\\s+)?${wanted}\\b`, 'i');
}

export const ADVICE = /^should\b|\bshould (?:i|we|you)\b|\bwhen to\b|\bhow should\b/;

// "How much should I give" asks a dose; "how much did that raise …" and "(up) by how much" ask the size of an
// effect (a quantity), unless a dose is named ("by how much should I raise the dose").
export const INTENT_CUES: [Intent, RegExp][] = [
  [
    'dose',
    /\b(what|which)\b[^?]*\b(dose|dosage|dosing)\b|\b(?:starting|initial|max|maximum|usual|target|loading|maintenance)(?: daily)? (?:dose|dosage)\b|\b(?<!\bby (?:roughly |about |around |approximately )?)how (much(?! (longer|more|less|time|of|did|does|do|was|were|has|have|had)\b)|should \w+ be dosed)\b|\bhow much\b[^?]*\b(?:dose|dosage)\b|\bdose range|\bdosed\b|\bmg\b/,
  ],
  [
    'quantity',
    /\b(what (?:[\w-]+ ){0,2}(levels?|values?|concentrations?|percentage|percent|proportion|share|fraction|rate|inr)|how (much|many|long|often|well|accurately|soon|frequently|common|likely|bad|severe|big|large)|any (?:numbers|figures)|half-life|at what)\b/,
  ],
  // "How often should I …" asks a schedule; "how often did it …" asks a rate (quantity).
  [
    'monitoring',
    /\b(monitor\w*|check\w*|labs?|measure\w*|followed|how often (?:should|must|do (?:i|we|you)|to)|watch(?:ed)? (?:out )?for|look out for|keep an eye on)\b/,
  ],
  [
    'contraindication',
    /\b(contraindicat\w*|should not|must not|who should not|can i start|avoid|safe|compatible|continued|reason not to|rule out|(?:ok|okay|alright|fine) to (?:use|give|take|start|prescribe|continue))\b/,
  ],
  ['adverse', /\b(side effects?|adverse|causes?|risk factors?|reactions?|deplete)\b/],
  // "When can I restart …" asks a time, as "before" and "after" do.
  ['timing', /\b(miss\w*|forget\w*|before|after|afterwards|how long|wait|held|hold|when (?:can|could|should|do|does|to|is|will))\b/],
  [
    'management',
    /\bwhat (should|do|can) (i|we|you|a patient|the patient|someone) do\b|\bhow (do|should) (i|we) (manage|treat|handle|reverse)\b|\bhow should (?:[\w-]+ ){1,3}be (managed|handled|treated|adjusted|changed)\b|\bwhat to do\b/,
  ],
];

// Words that only carry the question's intent, already judged by the intent checks.
export const INTENT_WORDS = new Set(
  (
    'reach reaches reached likely unlikely share fraction percent percentage proportion dose doses dosing dosage dosed mg much many long often well soon level value usual daily day should can could ok okay problem concern safe happen happens someone start starts starting take takes taking given give indicated manage managed handle handled add combined combine combination combo combos together interact interaction interactions prescribed need needs needed wants want range recommended typical normal amount figure number first second third last compatible fine alright become becomes develop develops get gets go goes wait ' +
    // How an asker voices a question ("anything I should worry about", "what can I try", "how bad is it"), not what it is about.
    'worry worried worrying try tried trying bad worth think thinking complain complains complaining wonder wondering ' +
    // Porter2 stems "adding" to "ad", not "add".
    'adding added bring actually really reason gave keep keeps kept going instead put puts right back watch ' +
    // The document the asker has in mind ("what the label says", "in the paper"): not what it is about.
    'label leaflet insert paper article document study studies trial trials new ' +
    // "A med", "any medication": a drug in general; the drugs asked about are named.
    'med meds medication medications medicine medicines ' +
    // A value's hedge and its unit say how it was measured, not what is asked ("CrCl around 20 mL/min").
    'around approximately roughly ml min kg mmol meq ms msec dl'
  )
    .split(' ')
    .map(stem),
);
