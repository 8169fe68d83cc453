/**
 * The part each drug and condition plays in a question (docs/adr/0057, 0058): the one asked about, its
 * indication, a drug taken before, one compared with, the occasion, the patient's regimen, or the other agent
 * of an interaction. question-analysis.ts reads the words; this decides their roles.
 */
import { findIngredient } from '@balancer/domain';
import { indicationsByAtc } from './clinical-lexicon';
import { phrase } from './lexicon-phrases';
import type { Focus, Topic } from './question-analysis';
import { changeoverOf, type Changeover } from './changeover';
import { INSTEAD, isTakenFor, namedInPremise, saidAlone, SWITCH, takenNow, wasTaken } from './question-clauses';
import type { Intent } from './question-intents';
import { stem, words } from './question-terms';
import { stemsOf, type Stems } from './stems';
import { topicConcepts } from './topic-concepts';

const ALLERGIC_TO =
  /\b(?:allergic|allergy|allergies|hypersensitive|hypersensitivity|intolerant|intolerance) (?:to|of) ([\w-]+(?: [\w-]+)?)/g;
const AGE_GROUPS = new Set(['elderly', 'children']);
/** An asking sentence that speaks of taking drugs together ("can I add", "is it safe with", "start"). */
const COMBINING =
  /\b(?:add|adding|added|start|starting|give|giving|combin\w*|together|with|alongside|interact\w*|safe|ok|okay|co-?prescrib\w*|concomitant\w*|on top)\b/i;

/** `inScene`: whether the phrases the question says of a concept are said only where it sets the scene. */
type InScene = (phrases: Stems[]) => boolean;

/** Marks the conditions that are a named drug's indication: its ATC group's, or what the scene says it is "for". */
export function impliedConditions(focus: Focus[], lower: string, inScene: InScene): void {
  // A condition a named drug is for is its indication, not a second subject (clinical-lexicon.ts, indicationsByAtc).
  const atc = focus.filter((f) => f.kind === 'drug').flatMap((f) => findIngredient(f.label)?.atc ?? []);
  for (const f of focus)
    if (f.kind === 'condition' && indicationsByAtc.some(([prefix, cs]) => cs.includes(f.label) && atc.some((c) => c.startsWith(prefix))))
      f.implied = true;
  // "On Coumadin for a mechanical valve. Is alprazolam likely to shift his INR?": the condition the scene says a
  // drug is for is its indication too (asked of, "warfarin for a mechanical valve", it is the subject).
  for (const f of focus)
    if (f.kind === 'condition' && inScene(f.phrases) && focus.some((d) => d.kind === 'drug' && isTakenFor(lower, d.own, f.phrases)))
      f.implied = true;
}

/** Marks the drugs that are not asked about, by the part they play; returns each group. */
export function drugRoles(focus: Focus[], lower: string): { before: Focus[]; occasion: Focus[]; compared: Focus[] } {
  const drugs = () => focus.filter((f) => f.kind === 'drug' && !f.implied);
  // "Eliquis instead of warfarin": the drug replaced is the occasion; what is asked is the drug chosen.
  const replaced = INSTEAD.exec(lower);
  if (replaced) {
    const after = stemsOf(lower.slice(replaced.index + replaced[0].length));
    for (const f of focus) if (f.kind === 'drug' && f.own.some((p) => after.startsWith(p))) f.implied = true;
  }
  // "Had akathisia on haloperidol": a drug the patient was on before is history, not taken with the drug asked.
  const before = focus.filter((f) => f.kind === 'drug' && wasTaken(lower, f.own));
  if (focus.filter((f) => f.kind === 'drug').length > before.length) before.forEach((f) => (f.implied = true));
  // "I know ibuprofen pushes lithium up - will aspirin do the same?": the drug of the premise is compared with.
  const compared = drugs().filter((f) => namedInPremise(lower, f.own));
  if (drugs().length - compared.length >= 2) compared.forEach((f) => (f.implied = true));
  // "Does apixaban itself do anything to the QT?": the drug asked alone; the others are taken with it, not asked.
  const alone = focus.filter((f) => f.kind === 'drug' && saidAlone(lower, f.own));
  const occasion = alone.length === 1 ? focus.filter((f) => f.kind === 'drug' && f !== alone[0]) : [];
  occasion.forEach((f) => (f.implied = true));
  return { before, occasion, compared };
}

/**
 * The agents of an interaction, and whether one is asked: two drugs taken together, not one replacing the
 * other, one the patient is allergic to, or one the patient is on when another drug's own effect is asked.
 * Adds the interaction intent, and the changeover topic, to `intents` and `topics`.
 */
export function readAgents(q: {
  focus: Focus[];
  topics: Topic[];
  intents: Set<Intent>;
  lower: string;
  askingText: string;
  /** The asking sentence's stems. */
  asking: Stems;
  inScene: InScene;
  /** Drugs whose part is decided already (taken before, the occasion, compared with). */
  aside: Focus[];
}): { agents: Focus[]; interactSaid: boolean; changeover: Changeover | undefined } {
  const { focus, topics, intents, lower } = q;
  // "Allergic to aspirin": what the patient reacts to, not a second drug taken with the first.
  const allergen = new Set([...lower.matchAll(ALLERGIC_TO)].flatMap((m) => words(m[1]!).map(stem)));
  const agents = focus.filter((f) => f.kind === 'drug' && !f.own.some((p) => allergen.has(p.trim())) && !q.aside.includes(f));
  const interactSaid = /\binteract/.test(lower);
  // Two drugs, not a drug and its own class ("Abilify … her current antipsychotic").
  const distinct = agents.filter((f) => !agents.some((g) => g !== f && f.own.every((p) => g.phrases.includes(p))));
  const changeover = SWITCH.test(lower) && distinct.length >= 2;
  if ((agents.length >= 2 && !INSTEAD.test(lower) && !changeover) || interactSaid) intents.add('interaction');
  // Whether two drugs interact is theirs to say, not the patient's age: an age group only the scene gives
  // ("67 y/o man … will aspirin do the same to his level?") need not be named by the answer.
  if (intents.has('interaction')) for (const f of focus) if (AGE_GROUPS.has(f.label) && q.inScene(f.phrases)) f.implied = true;
  // "Pt on clozapine … Does semaglutide push the heart rate up?": the asking sentence asks one drug's own effect;
  // the scene's drug is the patient's, dropped where no retrieved passage names it (extractive-answerer.ts).
  if (distinct.length >= 2 && !interactSaid && !COMBINING.test(q.askingText))
    for (const f of distinct) if (!f.own.some((p) => q.asking.includes(p)) && takenNow(lower, f.own)) f.scene = true;
  // A changeover worded without the concept's words ("moving her to Xarelto") ranks the label's changeover first.
  if (changeover && !topics.some((t) => t.label === 'switching'))
    topics.push({ label: 'switching', weight: 1.5, phrases: topicConcepts.switching!.map(phrase), scene: true });
  return { agents, interactSaid, changeover: changeover ? changeoverOf(lower, distinct) : undefined };
}
