import type { Catalog } from '@balancer/domain';
import { formatCitation, normalizeForMatch, type CitablePassage } from './citations';
import { allConditions, analyseQuestion, mentions, stemsOf, type Analysis, type Focus, type Stems } from './question-analysis';
import { isHeading, textUnits, type TextUnit } from './text-units';

/** A passage as retrieval returned it, in search order. */
export type RetrievedPassage = CitablePassage & { title: string | null; fileName: string };

/** A passage with how well its best sentence answers the question. */
export type RankedPassage = RetrievedPassage & { coverage: number; bestSentence: string };

/** A unit of a passage that may be quoted, with what it addresses. */
export type Evidence = { passage: RankedPassage; sentence: string; index: number; score: number };

/** The answer for one passage: a lead unit and the units beside it that complete it. */
type Candidate = { passage: RankedPassage; units: Evidence[]; score: number; complete: boolean };

export type Selection = { picked: Evidence[]; missing: string | null };

export const ABSTAIN_SENTENCE = 'Nothing in the library answers this question.';
const MAX_CHARS = 1000;
const SECTION_FOR: Record<string, RegExp> = {
  dose: /dosage|dosing|administration|dose/i,
  interaction: /interaction|concomitant|table \d/i,
  pregnancy: /pregnan|lactation|specific populations|reproductive/i,
  contraindication: /contraindicat|warning|do not|should not|must not|avoid|not recommended/i,
  management: /discontinue|stop|reduce|treat|administer|monitor|consider|switch|obtain|take the dose|should be/i,
  adverse: /adverse|warning|precaution|overdos/i,
  monitoring: /monitor|warning|precaution|laborator/i,
  timing: /dosage|administration|missed|surgery/i,
};
const NUMBER_WITH_UNIT = /\d[\d,.]*\s*(?:-|–|to)?\s*\d*[\d,.]*\s*(?:mg|mcg|µg|g\b|mg\/kg|ml|units?|%|mmol|meq)/i;
const FREQUENCY = /\b(annually|yearly|daily|weekly|monthly|every|once|twice|times|hours?|days?|weeks?|months?|half|quarter|double)\b|\d/i;
const INTERACTION_CUE =
  /\b(interact|concomitant|coadminist|co-administ|combination|combined|together|increase|decrease|toxicity|risk|avoid|monitor|inhibitor|inducer|potentiat|reduce|level|do not|within|switch|contraindicat)/i;

type Scored = { unit: TextUnit; stems: Stems; context: Stems; title: Stems };

/** A unit's text without section references ("(7.5)", "[see Warnings (5.1)]"), which are not figures. */
const figures = (s: Scored) =>
  isHeading(s.unit.text) ? '' : s.unit.text.replace(/\[see [^\]]*\]/gi, '').replace(/\(\s*\d+(\.\d+)*(\s*,\s*\d+(\.\d+)*)*\s*\)/g, '');

/**
 * Scores every unit of the retrieved passages against the question's analysis and orders the passages
 * by the answer each holds (search order breaks ties), so the passage that answers comes first.
 */
export function rankEvidence(
  question: string,
  passages: RetrievedPassage[],
  catalog: Catalog,
): { ranked: RankedPassage[]; candidates: Candidate[]; analysis: Analysis } {
  const asked = analyseQuestion(question, catalog);
  // A plain word of the question that no retrieved passage contains is likely its subject ("thyroid"): it weighs more.
  const texts = passages.map((p) => stemsOf(p.text));
  const analysis = {
    ...asked,
    topics: asked.topics.map((t) => (t.weight === 1 && !texts.some((x) => mentions(x, t.phrases)) ? { ...t, weight: 3 } : t)),
  };
  const candidates = passages.map((p, rank) => candidateFor(analysis, p, rank));
  candidates.sort((a, b) => Number(b.complete) - Number(a.complete) || b.score - a.score);
  return { ranked: candidates.map((c) => c.passage), candidates, analysis };
}

function candidateFor(asked: Analysis, p: RetrievedPassage, rank: number): Candidate {
  const passage: RankedPassage = { ...p, coverage: 0, bestSentence: '' };
  const title = stemsOf(`${p.title ?? ''} ${p.fileName}`);
  const analysis = withAbbreviations(asked, p.text, title);
  const scored: Scored[] = textUnits(p.text).map((unit) => ({
    unit,
    stems: stemsOf(unit.text),
    context: stemsOf(unit.headings.join(' ')),
    title,
  }));
  const units = scored.map((s) => ({ s, score: unitScore(analysis, s) - 0.01 * rank }));
  // The best few units each lead a possible answer; the first complete one (by score) wins.
  const leads = [...units].sort((a, b) => b.score - a.score).slice(0, 4);
  let best: { chosen: typeof units; complete: boolean; score: number } | undefined;
  for (const lead of leads) {
    const chosen = completeAround(analysis, units, lead);
    const joint = chosen.map((c) => c.s);
    const complete = answers(analysis, joint, lead.s);
    const score = lead.score + 0.3 * (topicCoverage(analysis, joint) - topicCoverage(analysis, [lead.s]));
    if (!best || (complete && !best.complete) || (complete === best.complete && score > best.score)) best = { chosen, complete, score };
  }
  if (!best) return { passage, units: [], score: -1, complete: false };
  const lead = best.chosen.reduce((a, b) => (b.score > a.score ? b : a));
  passage.coverage = lead.score;
  passage.bestSentence = lead.s.unit.text;
  return {
    passage,
    units: best.chosen.map((c) => ({ passage, sentence: c.s.unit.text, index: c.s.unit.index, score: c.score })),
    score: best.score,
    complete: best.complete,
  };
}

type Unit = { s: Scored; score: number };

/** A paper about its drug often names it by an abbreviation ("ARI" for aripiprazole): the passage's own abbreviation counts as the drug. */
function withAbbreviations(a: Analysis, text: string, title: Stems): Analysis {
  const abbreviations = [...new Set(text.match(/\b[A-Z]{3,5}\b/g) ?? [])];
  if (!abbreviations.length) return a;
  const focus = a.focus.map((f) => {
    if (f.kind !== 'drug' || !mentions(title, f.phrases)) return f;
    const own = abbreviations.filter((x) => f.label.toLowerCase().startsWith(x.toLowerCase()));
    return own.length ? { ...f, phrases: [...f.phrases, ...own.map((x) => stemsOf(x))] } : f;
  });
  return { ...a, focus };
}

/** The lead and what completes it: its table caption, the list it introduces, neighbours that add, and the unit of the passage that supplies a missing agent or topic. */
function completeAround(a: Analysis, units: Unit[], lead: Unit): Unit[] {
  const chosen = [lead];
  const caption = lead.s.unit.headings.find((h) => /^(Table|Box)\s+\d/i.test(h));
  const captionUnit = caption && units.find((u) => u.s.unit.text === caption && u.s.unit.index < lead.s.unit.index);
  if (captionUnit) chosen.unshift(captionUnit);
  const size = () => chosen.reduce((n, c) => n + c.s.unit.text.length, 0);
  const after = units.slice(lead.s.unit.index + 1, lead.s.unit.index + 6);
  if (/:$/.test(lead.s.unit.text))
    for (const u of after.slice(0, 5)) if (u.s.unit.text.length < 200 && size() < MAX_CHARS * 0.7) chosen.push(u);
  for (const u of after.slice(0, 3)) {
    if (chosen.includes(u) || size() > MAX_CHARS * 0.7) break;
    if (
      adds(
        a,
        chosen.map((c) => c.s),
        u.s,
      )
    )
      chosen.push(u);
  }
  const before = units[lead.s.unit.index - 1];
  if (
    before &&
    !chosen.includes(before) &&
    needsLeadIn(lead.s) &&
    adds(
      a,
      chosen.map((c) => c.s),
      before.s,
    )
  )
    chosen.unshift(before);
  // A focus or topic still missing may sit elsewhere in the passage (a table's note, the sentence above).
  const missing = (c: Scored[]) => gaps(a, c);
  if (missing(chosen.map((c) => c.s)) > 0) {
    const helper = units
      .filter((u) => !chosen.includes(u) && u.s.unit.text.length <= 450)
      .map((u) => ({ u, gain: missing(chosen.map((c) => c.s)) - missing([...chosen.map((c) => c.s), u.s]) }))
      .filter((x) => x.gain > 0)
      .sort(
        (x, y) => y.gain - x.gain || Math.abs(x.u.s.unit.index - lead.s.unit.index) - Math.abs(y.u.s.unit.index - lead.s.unit.index),
      )[0];
    if (helper && size() + helper.u.s.unit.text.length <= MAX_CHARS) chosen.push(helper.u);
  }
  return chosen.sort((x, y) => x.s.unit.index - y.s.unit.index);
}

/** How much of the question the units leave unaddressed: focus counts double. */
function gaps(a: Analysis, units: Scored[]): number {
  const focus = a.focus.filter((f) => !units.some((u) => found(f, u))).length;
  const topics = a.topics.filter((t) => !units.some((u) => mentions(u.stems, t.phrases) || mentions(u.context, t.phrases))).length;
  return 2 * focus + topics;
}

const found = (f: Focus, s: Scored, withTitle = true) =>
  mentions(s.stems, f.phrases) || mentions(s.context, f.phrases) || (withTitle && f.kind === 'drug' && mentions(s.title, f.phrases));

function topicCoverage(a: Analysis, units: Scored[]): number {
  const total = a.topics.reduce((n, t) => n + t.weight, 0);
  if (!total) return 1;
  const got = a.topics.filter((t) => units.some((u) => mentions(u.stems, t.phrases) || mentions(u.context, t.phrases)));
  return got.reduce((n, t) => n + t.weight, 0) / total;
}

function intentEvidence(a: Analysis, s: Scored): number {
  let got = 0;
  let asked = 0;
  for (const intent of a.intents) {
    asked++;
    if (intent === 'dose') got += NUMBER_WITH_UNIT.test(figures(s)) ? 1 : 0;
    else if (intent === 'quantity') got += FREQUENCY.test(figures(s)) ? 1 : 0;
    else if (intent === 'interaction') got += INTERACTION_CUE.test(s.unit.text) || /table/i.test(s.unit.headings.join(' ')) ? 1 : 0;
    else got += SECTION_FOR[intent]?.test(`${s.unit.text} ${s.unit.headings.join(' ')}`) ? 1 : 0;
  }
  return asked ? got / asked : 0;
}

function unitScore(a: Analysis, s: Scored): number {
  const focus = a.focus.length
    ? a.focus.reduce((n, f) => n + (mentions(s.stems, f.phrases) ? 1 : mentions(s.context, f.phrases) ? 0.8 : found(f, s) ? 0.6 : 0), 0) /
      a.focus.length
    : 0;
  const section = [...a.intents].some((i) => SECTION_FOR[i]?.test(s.unit.headings.join(' '))) ? 0.3 : 0;
  const length = s.unit.text.length > 450 ? -0.5 : s.unit.text.length < 20 ? -0.4 : 0;
  // A sentence about a population nobody asked about (children, dialysis) answers a narrower question.
  const asked = new Set(a.focus.filter((f) => f.kind === 'condition').map((f) => f.phrases[0]));
  const unasked = allConditions().filter((c) => !asked.has(c[0]) && mentions(s.stems, c)).length;
  return 3 * focus + 2 * topicCoverage(a, [s]) + 1.5 * intentEvidence(a, s) + section + length - 0.8 * Math.min(unasked, 2);
}

/** Whether a neighbouring unit brings something the chosen ones lack. */
function adds(a: Analysis, chosen: Scored[], next: Scored): boolean {
  if (next.unit.text.length > 450) return false;
  const lacksFocus = a.focus.some((f) => !chosen.some((c) => found(f, c, false)) && mentions(next.stems, f.phrases));
  const lacksTopic = a.topics.some((t) => !chosen.some((c) => mentions(c.stems, t.phrases)) && mentions(next.stems, t.phrases));
  const continues =
    a.focus.some((f) => f.kind === 'drug' && mentions(next.stems, f.phrases)) &&
    (intentEvidence(a, next) > 0 || a.topics.some((t) => mentions(next.stems, t.phrases)));
  return lacksFocus || lacksTopic || continues;
}

/** A table row or bare list item reads better after the line that introduces it. */
const needsLeadIn = (s: Scored) => !/[.!?]$/.test(s.unit.text) && s.unit.text.split(' ').length < 12;

/** Whether the units together answer: every focus addressed, the intent's evidence present, the topic covered. */
function answers(a: Analysis, units: Scored[], lead: Scored): boolean {
  if (!a.focus.every((f) => units.some((u) => found(f, u)))) return false;
  // The drug asked about must be the lead's subject; only the other agent of an interaction may come from beside it.
  const drugs = a.focus.filter((f) => f.kind === 'drug');
  const inLead = drugs.filter((f) => found(f, lead)).length;
  if (drugs.length && inLead < (a.intents.has('interaction') && drugs.length >= 2 ? drugs.length - 1 : drugs.length)) return false;
  if (
    a.intents.has('pregnancy') &&
    !a.focus.filter((f) => f.label === 'pregnancy' || f.label === 'lactation').every((f) => units.some((u) => found(f, u, false)))
  )
    return false;
  if (a.intents.has('dose') && !units.some((u) => NUMBER_WITH_UNIT.test(figures(u)))) return false;
  if (a.intents.has('quantity') && !units.some((u) => FREQUENCY.test(figures(u)))) return false;
  if (a.intents.has('interaction') && !units.some((u) => intentEvidence({ ...a, intents: new Set(['interaction']) }, u) > 0)) return false;
  const topics = topicCoverage(a, units);
  const focusInLead = a.focus.filter((f) => found(f, lead)).length;
  if (!a.focus.length) return topics >= 0.6 || (intentEvidence(a, lead) > 0 && topics >= 0.4);
  const unmatched = a.topics.filter((t) => !units.some((u) => mentions(u.stems, t.phrases) || mentions(u.context, t.phrases)));
  // One word of the question left over is tolerated when the lead names every focus and holds the evidence asked for.
  const leadAnswers =
    focusInLead === a.focus.length &&
    intentEvidence(a, lead) >= 0.5 &&
    (topics >= 0.3 || (unmatched.length <= 1 && unmatched.every((t) => t.weight < 2)));
  return topics >= 0.5 || leadAnswers || (!a.topics.length && focusInLead > 0);
}

/** The answer without a model: the best complete passage's units, then a second passage if it adds. */
export function selectSentences(ranked: { candidates: Candidate[]; analysis: Analysis }): Selection {
  const complete = ranked.candidates.filter((c) => c.complete && c.units.length);
  if (!complete.length) return { picked: [], missing: whatIsMissing(ranked.analysis, ranked.candidates) };
  const picked = [...complete[0]!.units];
  const seen = new Set(picked.map((e) => normalizeForMatch(e.sentence)));
  const second = complete.find(
    (c) => c !== complete[0] && c.passage.page !== complete[0]!.passage.page && c.score >= complete[0]!.score * 0.9,
  );
  let length = picked.reduce((n, e) => n + e.sentence.length, 0);
  for (const e of second?.units ?? []) {
    if (seen.has(normalizeForMatch(e.sentence)) || length + e.sentence.length > MAX_CHARS) continue;
    seen.add(normalizeForMatch(e.sentence));
    picked.push(e);
    length += e.sentence.length;
  }
  return { picked, missing: null };
}

function whatIsMissing(a: Analysis, candidates: Candidate[]): string {
  const all = candidates.map((c) => stemsOf(`${c.passage.title ?? ''} ${c.passage.text}`));
  const absent = a.focus.filter((f) => !all.some((t) => mentions(t, f.phrases))).map((f) => f.label);
  if (absent.length) return `no passage mentions ${list(absent)}`;
  const drugs = a.focus.filter((f) => f.kind === 'drug').map((f) => f.label);
  if (a.intents.has('interaction') && drugs.length >= 2) return `the library mentions ${list(drugs)}, but not together`;
  const about = list(a.focus.map((f) => f.label));
  if (a.intents.has('dose') && about) return `the passages on ${about} give no dose that answers it`;
  if (a.intents.has('quantity') && about) return `the passages on ${about} give no figure that answers it`;
  return about ? `the passages on ${about} do not address what was asked` : 'no passage addresses what was asked';
}

const list = (items: string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** One line per unit, each ending in its citation. */
export function composeAnswer(picked: Evidence[]): string[] {
  return picked.map((e) => `${e.sentence} ${formatCitation(e.passage)}\n`);
}

/** The abstention: what is missing in plain words, then where the nearest passages are (named, not cited). */
export function composeAbstention(ranked: RankedPassage[], missing: string | null = null): string {
  const head = missing ? `${ABSTAIN_SENTENCE.slice(0, -1)}: ${missing}.` : ABSTAIN_SENTENCE;
  const near = [...new Set(ranked.slice(0, 3).map((p) => `${p.title ?? p.fileName}, page ${p.page}`))];
  return near.length ? `${head} Nearest passages (not cited): ${near.join('; ')}.` : `${head} The library has no passage on it.`;
}
