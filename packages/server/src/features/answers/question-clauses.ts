/**
 * What a question's clauses say beyond its words: what the drug is taken with, what is to be done with two
 * drugs, whose dose is asked, and the regimen the patient is on (question-analysis.ts reads them).
 */
import type { Focus } from './question-analysis';
import { stem, words } from './question-terms';
import { escapeRegExp } from '../../platform/regexp';

/** What the patient takes now, amount and frequency: "on Eliquis 5 mg twice daily" (not "the reduced 2.5 mg twice daily dose"). */
export const REGIMEN =
  /\b(?:on|taking|takes|receiving|using)\s+(?:[a-z-]+\s+){0,2}\d+(?:\.\d+)?\s*(?:mg|mcg|µg|g|units?|ml)\s+((?:once|twice|three times|four times)(?: a)? (?:daily|a day|day|weekly|a week)|daily|weekly|nightly)\b/g;

/**
 * What a drug is taken or combined with, in the question's words: "… with grapefruit juice", or what comes
 * before "interact(s) with": the thing the answer is about besides the drug, so an answer must name it
 * (a sentence about apple juice does not answer a question about grapefruit juice). Stemmed words.
 */
export function withObject(lower: string): Set<string> {
  // Clause by clause: "Pt with psoriasis. Is that a reason …" takes psoriasis, not the next sentence too.
  const clauses = lower.split(/[?.!]+(?:\s+|$)/).filter(Boolean);
  const before = clauses
    .map((c) => /^(?:does|do|can|could|will|would|is|are|should)\s+(.+?)\s+(?:interact|interfere)\b/.exec(c)?.[1])
    .find(Boolean);
  const after = clauses
    // It ends where the clause's verb or the patient's regimen starts: "mum with T2DM wants to stay on metformin".
    .map(
      (c) =>
        /\b(?:with|alongside)\s+(.+?)(?:$|[,;]|\s(?:for|in|when|while|during|if|because|as|on|who|wants?|needs?|is|are|has|had|takes?|taking)\s)/.exec(
          c,
        )?.[1],
    )
    .find(Boolean);
  return new Set([before, after].flatMap((x) => (x ? words(x).map(stem) : [])));
}

/**
 * What a question about two drugs asks to be done ("how should I change the titration?"): the object of its
 * "how should I …" verb. The two drugs named together do not answer it; the answer must name that object.
 */
export function verbObject(lower: string): string[] {
  const m = /\bhow (?:should|do|would|can|could) (?:i|we|you) [a-z]+ (?:the|their|his|her|my|our|this) ([a-z-]+)/.exec(lower);
  return m ? [stem(m[1]!)] : [];
}

/** The drug named right before "dose" or right after "dose of", when the question names more than one. */
export function doseSubject(lower: string, focus: Focus[]): Focus | undefined {
  const drugs = focus.filter((f) => f.kind === 'drug');
  if (drugs.length < 2) return undefined;
  const named = [...lower.matchAll(/\b([\w-]+) (?:dose|dosage|dosing)\b|\b(?:dose|dosage|dosing) of ([\w-]+)/g)].map((m) =>
    stem(m[1] ?? m[2]!),
  );
  return drugs.find((f) => f.own.some((p) => named.includes(p.trim())));
}

/** "Not on dialysis", "no renal impairment", "normal eGFR", "no history of diabetes": what the patient does not have. */
const NEGATOR =
  /\b(?:not|no|without|normal|never)\s+(?:(?:on|yet|currently|history|of|any|known|a|requiring|receiving|undergoing|taking|in|significant)\s+){0,3}$/;

/** Whether every mention of a concept in the question is negated: the patient is said not to have it. */
export function isNegated(lower: string, names: string[]): boolean {
  const at = names.flatMap((n) => [...lower.matchAll(new RegExp(`\\b${escapeRegExp(n)}`, 'g'))].map((m) => m.index));
  return at.length > 0 && at.every((i) => NEGATOR.test(lower.slice(Math.max(0, i - 60), i)));
}

/** "Eliquis instead of warfarin": a drug weighed against another, not taken with it. */
export const INSTEAD = /\b(?:instead of|rather than|in place of)\b/;

/**
 * "Switching her from Eliquis to Xarelto", "moving him onto", "converting to", "off warfarin onto Eliquis": one
 * drug follows the other, so the two are not taken together; what is asked is the changeover, as labels head it
 * ("Converting from or to").
 */
export const SWITCH =
  /\b(?:switch(?:es|ed|ing)?|(?:mov|chang)(?:e|es|ed|ing)\s+(?:(?:him|her|them|the (?:patient|pt))\s+)?(?:over\s+)?(?:to|onto)|convert(?:s|ed|ing)?\s+(?:(?:him|her|them)\s+)?(?:from|to)|cross-?taper(?:s|ed|ing)?|off(?=\b.*\b(?:onto|to)\b))\b/;

/**
 * The sentences that ask: a prescriber sets the scene, then asks ("BD pt on clozapine, WCC drifting down. Any
 * rationale for adding lithium?"). The scene's words say who the patient is; the asking sentence says what the
 * answer must be about. The sentences ending in "?", else the last; a one-sentence question is all asking.
 */
export function askingPart(question: string): string {
  const sentences = question.split(/(?<=[.?!])\s+(?=["'(]?[A-Z0-9])/).filter((x) => x.trim());
  if (sentences.length < 2) return question;
  const asking = sentences.filter((x) => /\?["')]?\s*$/.test(x));
  return (asking.length ? asking : sentences.slice(-1)).join(' ');
}

/** What a patient was on before: "had akathisia on haloperidol", "failed quetiapine", "came off lithium". */
const PAST = /\b(?:(?<!\b(?:has|have) )had|previously|formerly|failed|stopped|discontinued|came off|was on|were on|used to)\b/;

/**
 * Whether a drug is named only as one the patient was on before: not taken now, so no interaction with the
 * drug asked about. `own`: the drug's names as stemmed phrases; each mention is read with the words before it.
 */
export function wasTaken(lower: string, own: string[]): boolean {
  let mentioned = false;
  for (const clause of lower.split(/[.;?!]|,\s/)) {
    const ws = words(clause);
    const at = mentionsOf(ws, own)[0];
    if (!at) continue;
    mentioned = true;
    if (!PAST.test(ws.slice(Math.max(0, at.start - 6), at.start).join(' '))) return false;
  }
  return mentioned;
}

/** Whether the words just before a mention say the patient is on it ("pt on clozapine", "taking lithium"). */
const takenAt = (ws: string[], start: number) =>
  /\b(?:on|taking|takes|receiving|using)$/.test(ws.slice(Math.max(0, start - 2), start).join(' '));

/** Whether the patient is said to be on the drug now ("pt on clozapine", "taking lithium"), not to start it. */
export function takenNow(lower: string, own: string[]): boolean {
  const ws = words(lower);
  return mentionsOf(ws, own).some(({ start }) => takenAt(ws, start));
}

/**
 * Whether a condition is named as what a drug the patient is on is for: "on Coumadin for a mechanical valve".
 * `drug` and `condition`: stemmed phrases; the condition follows "for" within three words of the drug.
 */
export function isTakenFor(lower: string, drug: string[], condition: string[]): boolean {
  const ws = words(lower);
  const stems = ws.map(stem);
  const at = (phrases: string[]) => mentionsOf(ws, phrases);
  return at(drug).some(({ start, end }) => {
    if (!takenAt(ws, start)) return false;
    const f = stems.indexOf('for', end);
    if (f < 0 || f > end + 3) return false;
    return at(condition).some(({ start }) => start > f && start <= f + 4);
  });
}

/** Where the words name the drug (one of its stemmed `own` phrases): each mention's first word and the word after it. */
function mentionsOf(ws: string[], own: string[]): { start: number; end: number }[] {
  const stems = ws.map(stem);
  return stems.flatMap((_, i) => {
    const p = own.find((o) => stems.slice(i, i + o.trim().split(' ').length).join(' ') === o.trim());
    return p ? [{ start: i, end: i + p.trim().split(' ').length }] : [];
  });
}

/** A clause stating what the asker already knows ("I know ibuprofen pushes lithium up"): the premise of a comparison. */
const PREMISE = /^\s*(?:i|we)(?: already)? (?:know|knew|understand|realise|realize|recall|remember|am aware|'m aware|are aware)\b/;

/**
 * Whether a drug is named only in such a premise ("I know ibuprofen pushes lithium up - will aspirin do the
 * same?"): it is what the drug asked about is compared with, not a third drug taken.
 */
export function namedInPremise(lower: string, own: string[]): boolean {
  let mentioned = false;
  for (const clause of lower.split(/[.;?!]|\s[-–—]\s|,\s*(?:but|so)\s/)) {
    if (!mentionsOf(words(clause), own).length) continue;
    mentioned = true;
    if (!PREMISE.test(clause)) return false;
  }
  return mentioned;
}

/** "Apixaban itself", "lithium alone", "aripiprazole on its own": that drug apart from the others named. */
const ALONE = /^(?:itself|alone|(?:on|by) (?:its|it) ?(?:own|self))\b/;

/** Whether a drug is asked about on its own ("does apixaban itself affect the QT?"): the others named are the occasion. */
export function saidAlone(lower: string, own: string[]): boolean {
  const ws = words(lower);
  return mentionsOf(ws, own).some(({ end }) => ALONE.test(ws.slice(end, end + 3).join(' ')));
}

/**
 * The words by which the asker names the document meant ("the GPT-4 bipolar depression paper", "per the
 * AI-in-bipolar review", "in the head-to-head trial"): they say where to look, not what the answer must say.
 */
const SOURCE =
  /\b(?:the|this|that) ((?:[\w/'’-]+ ){0,6}?)(?:paper|study|review|label|trial|article|guideline|leaflet|insert|research letter|analysis|meta-analysis|cohort|sample|dataset|registry|survey|series)\b/g;
export const sourceWords = (lower: string): string[] =>
  [...lower.matchAll(SOURCE)].flatMap((m) => words(m[0]!).flatMap((w) => [w, ...w.split('-')]));
