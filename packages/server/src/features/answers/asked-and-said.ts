/**
 * What a question asks, read against what the retrieved passages say: the scene's words no passage uses, and
 * the asker's own everyday words (docs/adr/0060).
 */
import type { Analysis, Topic } from './analysis-types';
import { isEverydayWord } from './everyday-words';
import { mentions, type Stems } from './stems';

/**
 * An everyday word of the question that no retrieved passage uses ("booked for a CT", "platelets crashed") is
 * how the asker put it, not what the library must say. Judged without those words only when
 * the rest of what is asked is said somewhere in the passages: a rare word no passage uses ("arthroplasty"), a
 * word the question makes the object ("interact with grapefruit") and the unit a count asks for ("how many
 * minutes") are never the asker's.
 */
export function withoutAskersWords(a: Analysis, texts: Stems[]): Analysis {
  const unsaid = (t: Topic) => !texts.some((x) => mentions(x, t.phrases));
  const askers = a.topics.filter(
    (t) => t.weight === 1 && !t.required && !t.relation && !a.count?.test(`2 ${t.label}`) && unsaid(t) && isEverydayWord(t.label),
  );
  const rest = a.topics.filter((t) => !t.relation && !t.scene && !askers.includes(t));
  if (!askers.length || (!rest.length && !a.focus.some((f) => f.kind !== 'drug' && !f.implied && !f.scene))) return a;
  // A word of what is asked that no passage uses and that is not the asker's: the library lacks what is asked.
  if (rest.some(unsaid)) return a;
  return { ...a, topics: a.topics.filter((t) => !askers.includes(t)) };
}

/**
 * An acronym that only describes the patient ("HIV pt on …", "BMI 38") and that no retrieved passage uses is
 * not what the answer must name: it is a word of the scene, weighed as one. So is a drug the patient is on that
 * no retrieved passage names beside the drug asked about, when that drug's own effect is asked: no interaction
 * is then asked.
 */
export function sceneAside(a: Analysis, texts: Stems[]): Analysis {
  const asking = a.focus.filter((f) => a.askingDrugs.includes(f.label));
  const unused = a.focus.filter(
    (f) => f.scene && !texts.some((x) => mentions(x, f.phrases) && (f.kind !== 'drug' || asking.every((d) => mentions(x, d.phrases)))),
  );
  if (!unused.length) return a;
  const focus = a.focus.filter((f) => !unused.includes(f));
  const agents = focus.filter((f) => f.kind === 'drug' && !f.implied).length;
  const intents = new Set([...a.intents].filter((i) => i !== 'interaction' || agents >= 2 || a.interactSaid));
  return {
    ...a,
    intents,
    focus,
    topics: [...a.topics, ...unused.map((f) => ({ label: f.label, weight: 0.5, phrases: f.phrases, scene: true }))],
  };
}
