import { findIngredient } from '@balancer/domain';
import { vocabularyClassNames } from './drug-names';
import { isHeading, type TextUnit } from './text-units';
import { addresses, type Analysis, type Focus, type Topic } from './question-analysis';
import { allConditions } from './lexicon-phrases';
import { mentions, mentionsOnce, stemsOf, type Stems } from './stems';
import { escapeRegExp } from '../../platform/regexp';
import { bandFit } from './measures';
import { directionFit } from './changeover';
import { ANIMAL } from './question-intents';
import {
  ADVISES,
  COMPARISON,
  CONCENTRATION,
  FREQUENCY,
  FREQUENCY_WORD,
  HEADING_FOR,
  INTERACTION_CUE,
  RATE_FIGURE,
  RATE_WORD,
  REFERENCE_ENTRY,
  RESULT,
  SECTION_FOR,
  STUDY_SECTION,
  STUDY_TOLD,
  isDose,
  DOSING_VERDICT,
  MEASURED,
} from './evidence-wordings';

/**
 * How one unit of a passage bears on the question: how directly it names the focus, whether it holds
 * the evidence the intent asks for, and whether a set of units answers together (docs/adr/0028).
 */
let classNames: RegExp | undefined;
/**
 * A class's name says what a drug is, not what it does with another: "serotonin reuptake inhibitors" in a list
 * of treatments is no interaction cue ("inhibitor"), though "avoid strong CYP3A4 inhibitors" is ("avoid").
 */
const withoutClassNames = (text: string) => {
  classNames ??= new RegExp(
    `\\b(?:${[...vocabularyClassNames()]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})\\b`,
    'gi',
  );
  return text.replace(classNames, ' ');
};

/** `foreign`: a table row about another drug than the one asked ("Chlorpromazine … 400 mg/day" in a review of aripiprazole). */
export type Scored = {
  unit: TextUnit;
  stems: Stems;
  context: Stems;
  title: Stems;
  /** Whether the title names a drug not asked about. */
  titleNamesOther: boolean;
  near: Stems;
  foreign: boolean;
};

/** A unit's text without section references ("(7.5)", "[see Warnings (5.1)]"), which are not figures. */
const figures = (s: Scored) =>
  isHeading(s.unit.text) ? '' : s.unit.text.replace(/\[see [^\]]*\]/gi, '').replace(/\(\s*\d+(\.\d+)*(\s*,\s*\d+(\.\d+)*)*\s*\)/g, '');

/** How much of the question the units leave unaddressed: focus counts double. */
export function gaps(a: Analysis, units: Scored[]): number {
  const focus = a.focus.filter((f) => !f.implied && !units.some((u) => found(f, u))).length;
  const topics = a.topics.filter((t) => !units.some((u) => mentionsOnce(u.stems, t.phrases) || mentionsOnce(u.context, t.phrases))).length;
  return 2 * focus + topics;
}

// Through the lines above (a table's heading) only by its own names: a heading naming the class
// ("antipsychotic drugs") does not make every row about the drug asked.
export const found = (f: Focus, s: Scored, withTitle = true) =>
  addresses(s.stems, f) ||
  mentionsOnce(s.context, f.own) ||
  // A title naming another drug ("Antipsychotic drug—aripiprazole …") is about that drug, not its whole class.
  (withTitle && f.kind === 'drug' && !s.foreign && (s.titleNamesOther ? mentionsOnce(s.title, f.own) : addresses(s.title, f)));

const endsSentence = (text: string) => /[.!?]["')\]]?$/.test(text);

/** The words a sentence's subject stands in: another drug named there is what the sentence is about. */
const SUBJECT_WORDS = 2;

/** Whether a table row or fragment is about another drug: the last drug named in it or the lines above is not one asked about. */
export function isForeign(a: Analysis, unit: TextUnit, stems: Stems, near: Stems): boolean {
  if (!a.otherDrugs.size) return false;
  // Its own names, not its class: a table under "antipsychotic drugs" whose row names chlorpromazine is not about aripiprazole.
  if (a.focus.some((f) => f.kind === 'drug' && mentionsOnce(stems, f.own))) return false;
  // A sentence whose subject is another drug ("Risperidone raises prolactin …") is about that drug, whatever
  // the document's title; one listing others as examples ("These include aspirin, heparin …") is not.
  if (endsSentence(unit.text))
    return stems
      .trim()
      .split(' ')
      .slice(0, SUBJECT_WORDS)
      .some((w) => a.otherDrugs.has(w));
  const words = `${near} ${stems}`.split(' ');
  for (let i = words.length - 1; i >= 0; i--) {
    if (a.askedDrugs.has(words[i]!)) return false;
    if (a.otherDrugs.has(words[i]!)) return true;
  }
  return false;
}

export function topicCoverage(a: Analysis, units: Scored[]): number {
  const total = a.topics.reduce((n, t) => n + t.weight, 0);
  if (!total) return 1;
  const got = a.topics.filter((t) => units.some((u) => mentionsOnce(u.stems, t.phrases) || mentionsOnce(u.context, t.phrases)));
  // A relation ("causes", "changes") counts only beside what it relates the drug to.
  const counted = got.some((t) => !t.relation) || a.topics.every((t) => t.relation) ? got : [];
  return counted.reduce((n, t) => n + t.weight, 0) / total;
}

/** A dose, or, asked yes or no, a verdict on a way of dosing. */
const givesDose = (a: Analysis, s: Scored) => isDose(figures(s)) || (a.yesNo && DOSING_VERDICT.test(s.unit.text));

export function intentEvidence(a: Analysis, s: Scored): number {
  let got = 0;
  let asked = 0;
  for (const intent of a.intents) {
    asked++;
    if (intent === 'dose') got += givesDose(a, s) ? 1 : 0;
    // A count or a frequency answers "how many/how often"; a bare number in a sentence ("50 vignettes") only half.
    else if (intent === 'quantity') {
      // Asked how common, a figure ("30–59%", "40%") says more than a frequency category ("the most common").
      const figure =
        RESULT.test(figures(s)) || MEASURED.test(figures(s)) || FREQUENCY_WORD.test(s.unit.text)
          ? 1
          : a.rate && RATE_WORD.test(s.unit.text)
            ? 0.75
            : /\d/.test(figures(s))
              ? 0.5
              : 0;
      // A threshold is stated as a comparison ("if GFR is <30", "above 2 mmol/L"); any other figure half answers it.
      got += a.threshold ? (COMPARISON.test(figures(s)) ? 1 : figure / 2) : figure;
    } else if (intent === 'interaction')
      got += INTERACTION_CUE.test(withoutClassNames(s.unit.text)) || /table|clinical impact/i.test(s.unit.headings.join(' ')) ? 1 : 0;
    else got += SECTION_FOR[intent]?.test(`${s.unit.text} ${s.unit.headings.join(' ')}`) ? 1 : 0;
  }
  return asked ? got / asked : 0;
}

/** A table row or list fragment: no sentence of its own, so what it is about is named above it. */
export const isRow = (s: Scored) => !endsSentence(s.unit.text);

/** How directly a unit names a focus: in itself, in its headings or the lines just above, or only in the title. */
const focusWeight = (f: Focus, s: Scored) =>
  mentionsOnce(s.stems, f.own)
    ? 1
    : Math.max(
        addresses(s.context, f) || (f.kind === 'drug' && isRow(s) && addresses(s.near, f)) ? 0.8 : 0,
        // The drug's class in the drug's own label ("ACE inhibitors have been associated with …") is the drug.
        addresses(s.stems, f) && mentionsOnce(s.title, f.own) ? 0.8 : 0,
        found(f, s) ? 0.6 : 0,
        addresses(s.stems, f) ? 0.5 : 0,
      );

export function unitScore(a: Analysis, s: Scored): number {
  // An implied focus (the drug's indication, a drug taken before) is the occasion: naming it is no merit.
  const counted = a.focus.filter((f) => !f.implied);
  const focus = counted.length ? counted.reduce((n, f) => n + focusWeight(f, s), 0) / counted.length : 0;
  const section = [...a.intents].some((i) => HEADING_FOR[i]?.test(s.unit.headings.join(' '))) ? 0.6 : 0;
  const length = s.unit.text.length > 450 ? -1.2 : s.unit.text.length < 20 ? -0.4 : 0;
  // A dose for a population nobody asked about (children, dialysis) answers a narrower question.
  const asked = new Set(a.focus.filter((f) => f.kind === 'condition').map((f) => f.phrases[0]));
  const dosing = a.intents.has('dose') || a.intents.has('quantity');
  const unasked = dosing ? allConditions().filter((c) => !asked.has(c[0]) && mentions(s.stems, c)).length : 0;
  const reference = REFERENCE_ENTRY.test(s.unit.text) || s.unit.headings.some((h) => /^references?$/i.test(h)) ? 1.5 : 0;
  // Asked what to do, a sentence that advises ("should be considered if GFR is <30") answers; a case report does not.
  // A dose asked for is the recommended one: "the recommended starting dose … is", not a trial's "up to 2,000 mg/day".
  // (in a unit that names the drug asked: a review's "recommended for epilepsy" may be about the drug before).
  const ownDrug = () => a.focus.some((f) => f.kind === 'drug' && (mentionsOnce(s.stems, f.own) || mentionsOnce(s.context, f.own)));
  const advises = (a.advice || (a.intents.has('dose') && ownDrug())) && ADVISES.test(s.unit.text) ? 0.5 : 0;
  // A label gives its dose in Dosage and Administration; its studies (PLR sections 12 to 14) report doses tried.
  // Asked a dose, not a study's, a unit under such a heading or telling of a study answers less.
  const reported =
    a.intents.has('dose') && !a.asksStudy && (s.unit.headings.some((h) => STUDY_SECTION.test(h)) || STUDY_TOLD.test(s.unit.text)) ? 0.6 : 0;
  // The band that holds the patient's value ("10 to 30 mL/min" for a CrCl of 20), not the band beside it. A
  // band that holds it is the patient's population, whatever else it names ("<10 mL/min or on hemodialysis").
  const fit = bandFit(a.measures, figures(s));
  const band = 0.8 * fit;
  return (
    band +
    directionFit(a.changeover, s.unit.text, s.unit.headings) +
    3 * focus +
    2 * topicCoverage(a, [s]) +
    1.5 * intentEvidence(a, s) +
    section +
    advises +
    length -
    (fit > 0 ? 0 : 0.8 * Math.min(unasked, 2)) -
    reference -
    reported
  );
}

/** Whether a neighbouring unit brings something the chosen ones lack. */
export function adds(a: Analysis, chosen: Scored[], next: Scored): boolean {
  if (next.unit.text.length > 450) return false;
  const lacksFocus = a.focus.some((f) => !chosen.some((c) => found(f, c, false)) && addresses(next.stems, f));
  const lacksTopic = a.topics.some((t) => !chosen.some((c) => mentionsOnce(c.stems, t.phrases)) && mentionsOnce(next.stems, t.phrases));
  const continues =
    a.focus.some((f) => f.kind === 'drug' && addresses(next.stems, f)) &&
    (intentEvidence(a, next) > 0 || a.topics.some((t) => mentionsOnce(next.stems, t.phrases)));
  return lacksFocus || lacksTopic || continues;
}

/** A table row or bare list item reads better after the line that introduces it. */
export const needsLeadIn = (s: Scored) => !/[.!?]$/.test(s.unit.text) && s.unit.text.split(' ').length < 12;

/** Whether the units together answer: every focus addressed, the intent's evidence present, the topic covered. */
export function answers(a: Analysis, units: Scored[], lead: Scored): boolean {
  if (!a.focus.every((f) => f.implied || units.some((u) => found(f, u)))) return false;
  // The drug asked about must be the lead's subject; only the other agent of an interaction may come from beside it.
  const drugs = a.focus.filter((f) => f.kind === 'drug' && !f.implied);
  const inLead = drugs.filter((f) => found(f, lead)).length;
  if (drugs.length && inLead < (a.intents.has('interaction') && drugs.length >= 2 ? drugs.length - 1 : drugs.length)) return false;
  if (
    a.intents.has('pregnancy') &&
    !a.focus.filter((f) => f.label === 'pregnancy' || f.label === 'lactation').every((f) => units.some((u) => found(f, u, false)))
  )
    return false;
  // A dose given to animals (a label's fertility or embryofetal study) answers no question about a patient's dose.
  if (a.intents.has('dose') && !units.some((u) => givesDose(a, u) && (a.asksAnimals || !ANIMAL.test(u.unit.text)))) return false;
  // Asked one drug's dose beside another's, a dose is that drug's only where it is named: a class never gives one.
  const doseOf = a.doseOf;
  if (doseOf && !units.some((u) => isDose(figures(u)) && [u.stems, u.context, u.title].some((t) => mentionsOnce(t, doseOf.own))))
    return false;
  // Asked how often or how common, a rate answers, not a count ("50 sets of vignettes").
  const figure = a.rate ? RATE_FIGURE : FREQUENCY;
  if (a.intents.has('quantity') && !units.some((u) => figure.test(figures(u)) || (a.rate && RATE_WORD.test(u.unit.text)))) return false;
  if (a.threshold && !units.some((u) => COMPARISON.test(figures(u)))) return false;
  if (a.count && !units.some((u) => a.count!.test(u.unit.text))) return false;
  if (a.concentration && !units.some((u) => CONCENTRATION.test(figures(u)))) return false;
  if (a.intents.has('interaction') && !units.some((u) => intentEvidence({ ...a, intents: new Set(['interaction']) }, u) > 0)) return false;
  // What the drug is taken or combined with must be named: the drug alone does not answer.
  const named = (t: Topic) => units.some((u) => mentionsOnce(u.stems, t.phrases) || mentionsOnce(u.context, t.phrases));
  if (!a.topics.filter((t) => t.required).every(named)) return false;
  if (a.intents.has('interaction') && drugs.length >= 2) {
    // Two classes side by side ("with antipsychotics, anticonvulsants") speak of the classes: one drug at least is named.
    if (!drugs.some((f) => units.some((u) => mentionsOnce(u.stems, f.own) || mentionsOnce(u.title, f.own)))) return false;
    // A sentence pairing each of them with a third drug says nothing of the two together.
    const together = units.filter((u) => drugs.every((f) => found(f, u, false)));
    if (together.length && together.every((u) => pairsEachWithAnother(a, u, drugs))) return false;
    // Both agents of an interaction, with its evidence, answer it: the rest ("for back pain") is the occasion.
    return true;
  }
  const topics = topicCoverage(a, units);
  const focusInLead = a.focus.filter((f) => f.implied || found(f, lead)).length;
  const leadEvidence = intentEvidence(a, lead);
  if (!a.focus.length) return topics >= 0.6 || (leadEvidence > 0 && topics >= 0.4);
  const focusAndEvidence = focusInLead === a.focus.length && leadEvidence >= 1;
  // A lead that names every focus and gives what is asked (a dose, a figure, a verdict) answers whatever else
  // the scene says of the patient ("adult", "admitted manic"): what matters there (a smoker, an allergy, the
  // kidneys) is a condition of the lexicon, a focus the lead must name.
  const unmatched = a.topics.filter((t) => !(focusAndEvidence && t.scene) && !named(t));
  // One word of the question left over is tolerated when the lead names every focus and holds the evidence
  // asked for, but not the question's only word besides its drugs: that is what it asks about. A dose asked
  // for is the exception: "3 to 6 mg/day" gives the maximum without the word.
  const besidesDrugs = a.intents.has('dose')
    ? Infinity
    : a.topics.filter((t) => !t.relation).length + a.focus.filter((f) => f.kind !== 'drug').length;
  const leadAnswers =
    focusInLead === a.focus.length &&
    leadEvidence >= 0.5 &&
    (topics >= 0.3 || (unmatched.length <= 1 && unmatched.length < besidesDrugs && unmatched.every((t) => t.weight < 2)));
  return topics >= 0.5 || leadAnswers || (!a.topics.length && focusInLead > 0);
}

/**
 * "The combination of lithium with carbamazepine and clozapine", "lithium in combination with …": the drug
 * before "with" is paired with each drug after it; those are not paired with one another. "The drug" or
 * "this agent" there is a drug named earlier, so a third one too.
 */
const PAIRED_WITH =
  /\b(?:combinations? of|co-?administration of|concomitant use of|use of) ((?:the |this |that )?[\p{L}-]+) (?:with|and)\b|\b([\p{L}-]+) (?:in combination|combined|together|co-?administered|given) with\b/iu;
const ANAPHOR = /^(?:the|this|that) (?:drug|agent|medication|medicine|compound)$/i;
function pairsEachWithAnother(a: Analysis, u: Scored, drugs: Focus[]): boolean {
  const m = PAIRED_WITH.exec(u.unit.text);
  if (!m) return false;
  const named = m[1] ?? m[2]!;
  // A third drug by its own name (a class there may be what the question's drugs belong to), or "the drug".
  const third = ANAPHOR.test(named) || (findIngredient(named) !== undefined && !drugs.some((f) => mentions(stemsOf(named), f.phrases)));
  if (!third) return false;
  const before = stemsOf(u.unit.text.slice(0, m.index));
  const after = stemsOf(u.unit.text.slice(m.index + m[0].length));
  // After it, by name or by class: "lithium with other mood stabilizers as well as with antipsychotic drugs".
  return drugs.every((f) => mentions(after, f.phrases) && !mentions(before, f.phrases));
}
