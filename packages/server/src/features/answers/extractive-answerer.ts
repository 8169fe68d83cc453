import { formatCitation, type Passage } from '@balancer/contract';
import type { Catalog } from '@balancer/domain';
import { bibliographicUnits } from './bibliography';
import { isWordList } from './prose';
import { normalizeForMatch } from './citations';
import { analyseQuestion, type Analysis } from './question-analysis';
import { mentions, mentionsOnce, stemsOf, type Stems } from './stems';
import { isHeading, textUnits, type TextUnit } from './text-units';
import { completeAround, groupStart, MAX_CHARS, type Unit } from './answer-completion';
import { answers, isForeign, topicCoverage, unitScore, type Scored } from './unit-evidence';
import { FREQUENCY, isDose, SPL_PRODUCT_DATA } from './evidence-wordings';
import { ABSTAIN_SENTENCE } from '../../platform/ai/default-prompts';
import { sceneAside, withoutAskersWords } from './asked-and-said';
export { ABSTAIN_SENTENCE };

/** A passage as retrieval returned it, in search order. */
export type RetrievedPassage = Pick<Passage, 'guid' | 'title' | 'fileName' | 'page' | 'chunkNumber' | 'text'>;

/** A passage with how well its best sentence answers the question. */
export type RankedPassage = RetrievedPassage & { coverage: number; bestSentence: string };

/** A unit of a passage that may be quoted, with what it addresses; `continued`: its end on the next page (page-break.ts). */
export type Evidence = {
  passage: RankedPassage;
  sentence: string;
  index: number;
  score: number;
  continued?: { passage: Passage; sentence: string };
};

/** The answer for one passage: a lead unit and the units beside it that complete it. */
type Candidate = { passage: RankedPassage; units: Evidence[]; score: number; complete: boolean };

export type Selection = { picked: Evidence[]; missing: string | null };

/**
 * Scores every unit of the retrieved passages against the question's analysis and orders the passages
 * by the answer each holds (search order breaks ties), so the passage that answers comes first.
 */
export function rankEvidence(
  question: string,
  passages: RetrievedPassage[],
  catalog: Catalog,
  parsed: Analysis = analyseQuestion(question, catalog),
): { ranked: RankedPassage[]; candidates: Candidate[]; analysis: Analysis } {
  // Each passage is cut and stemmed once.
  const cut = passages.map((p) => {
    const parts = textUnits(p.text);
    return { p, parts, stems: parts.map((u) => stemsOf(u.text)) };
  });
  // A plain word of the question that no retrieved passage contains is likely its subject ("thyroid"): it weighs
  // more in ranking. Whether a passage answers is judged with it weighing more only when the question names no
  // drug or condition: when it does, that is the subject, and a word no passage has is how the asker put it
  // ("send" for refer, "pills" for tablets).
  const texts = cut.map((c) => c.stems.join(''));
  const order = (asked: Analysis) => {
    const said = new Set(asked.topics.filter((t) => texts.some((x) => mentions(x, t.phrases))));
    const unsaid = { ...asked, topics: asked.topics.map((t) => (t.weight === 1 && !said.has(t) ? { ...t, weight: 3 } : t)) };
    // A word of the scene that passages use ("the mother's clinical need") ranks for less than what the question
    // asks ("any data on breast milk"); whether a passage answers is judged on both.
    const analysis = {
      ...asked,
      topics: unsaid.topics.map((t, i) => (t.scene && said.has(asked.topics[i]!) ? { ...t, weight: t.weight * 0.5 } : t)),
    };
    const judged = asked.focus.length ? asked : unsaid;
    const candidates = cut.map((c, rank) => candidateFor(analysis, judged, c, rank));
    const prefer = agentPreference(analysis);
    const named = new Map(candidates.map((c) => [c, prefer(c)]));
    candidates.sort((a, b) => Number(b.complete) - Number(a.complete) || named.get(b)! - named.get(a)! || b.score - a.score);
    return { ranked: candidates.map((c) => c.passage), candidates, analysis };
  };
  const asked = sceneAside(parsed, texts);
  const strict = order(asked);
  if (strict.candidates.some((c) => c.complete)) return strict;
  // Nothing answers as asked: judged again without the asker's own everyday words, if that leaves any.
  const plain = withoutAskersWords(asked, texts);
  if (plain === asked) return strict;
  const relaxed = order(plain);
  return relaxed.candidates.some((c) => c.complete) ? relaxed : strict;
}

/**
 * Asked two drugs together, which answers are preferred, after completeness: one naming each drug by its own
 * name outranks one naming a class of one, since a label writes the exception to its class statement by name
 * ("Although clarithromycin is a combined P-gp and strong CYP3A4 inhibitor, … no dose adjustment is
 * necessary"); and one from a document titled by one of the drugs outranks a third drug's interaction table,
 * since a label's interactions are its own drug's ("Drugs that can increase the risk of bleeding" in a warfarin
 * label are that risk with warfarin).
 */
function agentPreference(a: Analysis): (c: Candidate) => number {
  const agents = a.focus.filter((f) => f.kind === 'drug' && !f.implied);
  if (!a.intents.has('interaction') || agents.length < 2) return () => 0;
  const titles = new Map<string, Stems>();
  return (c) => {
    const title = c.passage.title ?? '';
    if (!titles.has(title)) titles.set(title, stemsOf(title));
    const said = stemsOf(`${title} ${c.units.map((u) => u.sentence).join(' ')}`);
    const namesEvery = agents.every((f) => mentionsOnce(said, f.own));
    const ownLabel = agents.some((f) => mentionsOnce(titles.get(title)!, f.own));
    return Number(namesEvery) + Number(ownLabel);
  };
}

function candidateFor(
  asked: Analysis,
  judged: Analysis,
  { p, parts, stems }: { p: RetrievedPassage; parts: TextUnit[]; stems: Stems[] },
  rank: number,
): Candidate {
  const passage: RankedPassage = { ...p, coverage: 0, bestSentence: '' };
  const title = stemsOf(`${p.title ?? ''} ${p.fileName}`);
  const analysis = withAbbreviations(asked, p.text, title);
  const titleNamesOther = title.split(' ').some((w) => analysis.otherDrugs.has(w));
  // Judged differs from the scoring analysis only in its topics' weights; the drugs' abbreviations are shared.
  const judging = { ...analysis, topics: judged.topics };
  const headings = new Map<string, Stems>();
  const contextOf = (h: string) => headings.get(h) ?? (headings.set(h, stemsOf(h)), headings.get(h)!);
  const scored: Scored[] = parts.map((part, i) => {
    // An interaction table's examples row is read under its group's rows: they say what the examples do.
    const group = groupOf(parts, i);
    const unit = group.length ? { ...part, headings: [...part.headings, ...group] } : part;
    // The lines just above: a table row's drug is named a few lines up, not in the row.
    const near = stems.slice(Math.max(0, i - 6), i).join(' ');
    return {
      unit,
      stems: stems[i]!,
      context: contextOf(unit.headings.join(' ')),
      title,
      titleNamesOther,
      near,
      foreign: isForeign(analysis, unit, stems[i]!, near),
    };
  });
  const units = scored.map((s) => ({ s, score: SPL_PRODUCT_DATA.test(s.unit.text) ? -10 : unitScore(analysis, s) - 0.01 * rank }));
  // An article's reference list cites other works, and a string of words without grammar says nothing: neither leads or joins an answer.
  const biblio = bibliographicUnits(parts);
  const quotable = (u: Unit) => !biblio.has(u.s.unit.index) && !isWordList(u.s.unit.text);
  // The best few units each lead a possible answer; the first complete one (by score) wins.
  const leads = units
    .filter(quotable)
    .sort((a, b) => b.score - a.score)
    .slice(0, 4);
  let best: { chosen: typeof units; complete: boolean; score: number } | undefined;
  for (const lead of leads) {
    const chosen = completeAround(analysis, units, lead).filter(quotable);
    const joint = chosen.map((c) => c.s);
    // A heading alone (its text cut off by the chunk's end) names where the answer is, it does not give it.
    const complete = answers(judging, joint, lead.s) && joint.some((u) => !isHeading(u.unit.text));
    // A chunk may end mid-sentence; the same sentence whole, in the next chunk, reads better.
    const last = chosen.at(-1)!.s.unit;
    const cut = last.index === parts.length - 1 && !/[.!?:]["')\]]?$/.test(last.text) && !isHeading(last.text) ? 0.3 : 0;
    const score = lead.score + 0.3 * (topicCoverage(analysis, joint) - topicCoverage(analysis, [lead.s])) - cut;
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

const groupOf = (parts: TextUnit[], i: number) => {
  const start = groupStart(parts, i);
  return start < 0 ? [] : parts.slice(start, i).map((u) => u.text);
};

/** A paper about its drug often names it by an abbreviation ("ARI" for aripiprazole): the passage's own abbreviation counts as the drug. */
function withAbbreviations(a: Analysis, text: string, title: Stems): Analysis {
  const abbreviations = [...new Set(text.match(/\b[A-Z]{3,5}\b/g) ?? [])];
  if (!abbreviations.length) return a;
  const focus = a.focus.map((f) => {
    if (f.kind !== 'drug' || !mentions(title, f.phrases)) return f;
    const own = abbreviations.filter((x) => f.label.toLowerCase().startsWith(x.toLowerCase()));
    const extra = own.map((x) => stemsOf(x));
    return own.length ? { ...f, phrases: [...f.phrases, ...extra], own: [...f.own, ...extra] } : f;
  });
  return { ...a, focus };
}

/** The answer without a model: the best complete passage's units, then a second passage if it adds. */
export function selectSentences(ranked: { candidates: Candidate[]; analysis: Analysis }): Selection {
  const complete = ranked.candidates.filter((c) => c.complete && c.units.length);
  if (!complete.length) return { picked: [], missing: whatIsMissing(ranked.analysis, ranked.candidates) };
  const picked = [...complete[0]!.units];
  const seen = picked.map((e) => core(e.sentence));
  // A label says it twice (Highlights and the section, one with "[see …]"): the second adds nothing.
  const repeats = (sentence: string) => seen.some((c) => c.includes(core(sentence)) || core(sentence).includes(c));
  // A second passage joins when it answers nearly as well, or fairly well and with a part of the question the
  // first leaves out ("when can the catheter come out, and when can I restart?").
  const said = (c: Candidate) => stemsOf(c.units.map((e) => e.sentence).join(' '));
  const first = said(complete[0]!);
  const addsPart = (c: Candidate) =>
    ranked.analysis.topics.some((t) => !t.relation && !mentions(first, t.phrases) && mentions(said(c), t.phrases));
  const second = complete.find(
    (c) =>
      c !== complete[0] &&
      c.passage.page !== complete[0]!.passage.page &&
      (c.score >= complete[0]!.score * 0.9 || (c.score >= complete[0]!.score * 0.75 && addsPart(c))),
  );
  let length = picked.reduce((n, e) => n + e.sentence.length, 0);
  for (const e of second?.units ?? []) {
    if (repeats(e.sentence) || length + e.sentence.length > MAX_CHARS) continue;
    seen.push(core(e.sentence));
    picked.push(e);
    length += e.sentence.length;
  }
  return { picked, missing: null };
}

/** A sentence's words without its cross-references ("[see Warnings (5.1)]", "(8.1)"). */
const core = (sentence: string) =>
  normalizeForMatch(sentence)
    .replace(/\[[^\]]*\]|\(\s*[\d.,\s]+\)/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Why nothing answers, in words that are true of the retrieved text (the same text the user can open): a
 * claim that a figure, a dose or a pairing is missing is made only when no retrieved passage holds one.
 */
function whatIsMissing(a: Analysis, candidates: Candidate[]): string {
  const all = candidates.map((c) => stemsOf(`${c.passage.title ?? ''} ${c.passage.text}`));
  const absent = a.focus.filter((f) => !f.implied && !all.some((t) => mentions(t, f.phrases))).map((f) => f.label);
  if (absent.length) return `no passage mentions ${list(absent)}`;
  const drugs = a.focus.filter((f) => f.kind === 'drug' && !f.implied);
  const about = list(a.focus.map((f) => f.label));
  // Passages that name every focus: what they lack is what the reason may say.
  const onFocus = candidates.filter((_, i) => a.focus.every((f) => mentions(all[i]!, f.phrases))).map((c) => c.passage.text);
  if (a.intents.has('interaction') && drugs.length >= 2 && !onFocus.length)
    return `the library mentions ${list(drugs.map((f) => f.label))}, but no passage names them together`;
  if (a.intents.has('dose') && about && !onFocus.some(isDose)) return `the passages on ${about} give no dose`;
  if (a.intents.has('quantity') && about && !onFocus.some((t) => FREQUENCY.test(t))) return `the passages on ${about} give no figure`;
  const unsaid = a.topics.filter((t) => !all.some((s) => mentions(s, t.phrases))).map((t) => t.label);
  if (unsaid.length) return `${about ? `the passages on ${about}` : 'no passage'} ${about ? 'do not mention' : 'mentions'} ${list(unsaid)}`;
  return about ? `the passages on ${about} do not address what was asked` : 'no passage addresses what was asked';
}

const list = (items: string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** One line per unit, each ending in its citation; a sentence over a page break cites each page after its part. */
export function composeAnswer(picked: Evidence[]): string[] {
  const rest = (e: Evidence) => (e.continued ? ` ${e.continued.sentence} ${formatCitation(e.continued.passage)}` : '');
  return picked.map((e) => `${e.sentence} ${formatCitation(e.passage)}${rest(e)}\n`);
}

/** The abstention: what is missing in plain words, then where the nearest passages are (named, not cited). */
export function composeAbstention(ranked: RankedPassage[], missing: string | null = null): string {
  const head = missing ? `${ABSTAIN_SENTENCE.slice(0, -1)}: ${missing}.` : ABSTAIN_SENTENCE;
  const near = [...new Set(ranked.slice(0, 3).map((p) => `${p.title ?? p.fileName}, page ${p.page}`))];
  return near.length ? `${head} Nearest passages (not cited): ${near.join('; ')}.` : `${head} The library has no passage on it.`;
}
