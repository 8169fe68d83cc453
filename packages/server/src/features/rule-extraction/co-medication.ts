/**
 * What a rule's subject is combined with: the drugs and classes a sentence names beside it, read from the
 * project's drug vocabulary (packages/domain/src/vocabulary, ADR 0041), not from a list kept here.
 */
import { classById, classesOf, defaultVocabulary } from '@balancer/domain';
import { escapeRegExp } from '../../platform/regexp';

/** A drug or class of the vocabulary named in a sentence, where it is named. */
export type Mention = { id: string; kind: 'ingredient' | 'class'; name: string; at: number; end: number };

// Two-letter abbreviations ("Li", "EE") match ordinary words too easily (as in the answerer's drug-names.ts).
const usable = (n: string) => n.length >= 3;
// Documents hyphenate and space class names freely: "non-steroidal", "calcium-channel".
const loose = (n: string) => escapeRegExp(n).replace(/-|\s+/g, '[-\\s]?');

type Entry = { id: string; kind: Mention['kind']; name: string; re: RegExp };
let entries: Entry[] | undefined;
function vocabularyEntries(): Entry[] {
  return (entries ??= [
    ...defaultVocabulary.ingredients.map((i) => ({
      id: i.id,
      kind: 'ingredient' as const,
      name: i.name,
      names: [i.name, ...i.brands, ...i.synonyms],
    })),
    ...defaultVocabulary.classes.map((c) => ({ id: c.id, kind: 'class' as const, name: c.name, names: [c.name, ...c.synonyms] })),
  ].map(({ names, ...e }) => {
    const alternatives = [...new Set(names.filter(usable))].sort((a, b) => b.length - a.length).map(loose);
    return { ...e, re: new RegExp(`\\b(?:${alternatives.join('|')})\\b`, 'gi') };
  }));
}

/** Every vocabulary drug and class a sentence names; a longer name wins over one inside it ("strong CYP3A4 inducers" over "CYP3A4 inducers"). */
export function mentionsIn(sentence: string): Mention[] {
  const all = vocabularyEntries().flatMap((e) =>
    [...sentence.matchAll(e.re)].map((m) => ({
      id: e.id,
      kind: e.kind,
      name: e.name,
      at: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
    })),
  );
  all.sort((a, b) => a.at - b.at || b.end - a.end);
  return all.filter((m, i) => !all.slice(0, i).some((o) => o.at <= m.at && o.end >= m.end && o !== m));
}

// Where a clause ends: what follows a clause break, a reason or a contrast is no longer the combination.
const CLAUSE_END = /[;:]|,\s*(?:but|whereas|while|although|however)\b|\b(?:because|due to|since|whereas|although)\b|[.!?]["')\]]?$/i;
const clauseEnd = (sentence: string, from: number) => {
  const i = sentence.slice(from).search(CLAUSE_END);
  return i < 0 ? sentence.length : from + i;
};
const clauseStart = (sentence: string, to: number) => {
  const head = sentence.slice(0, to);
  const breaks = [...head.matchAll(/[;:]|,\s*(?:but|whereas|while|although|however)\b|\b(?:because|due to|since|whereas|although)\b/gi)];
  return breaks.length ? breaks.at(-1)!.index! + breaks.at(-1)![0].length : 0;
};

// Words that make the "with" after them a combination: "combining lithium with", "concomitant use of X with".
const COMBINING =
  /\b(?:combin\w*|concomitant\w*|concurrent\w*|co-?administ\w*|co-?prescri\w*|contraindicated|interact\w*|together|along|use|used|given|taken)\b/i;
// "Patients with", "compared with", "replace it with": a population or a comparison, not a combination.
const NOT_COMBINING =
  /\b(?:patients?|people|those|individuals|women|men|adults|children|subjects)\W*$|\b(?:compar\w*|replac\w*|switch\w*|substitut\w*|versus|vs|than)\b/i;
// Phrases after which the drugs named are what the patient also takes.
const TAKING_AFTER =
  /\b(?:patients?|those|people|individuals|women|men|adults|children)\s+(?:who\s+(?:are|were)\s+)?(?:taking|receiving|using|on|treated\s+with)\b|\bin\s+addition\s+to\b|\badd(?:ed|ing)?\s+to\b|\bco-?administ\w*\s+with\b/gi;
// "When/if Y is added (started, initiated…)": Y is the co-medication.
const WHEN_ADDED =
  /\b(?:when|if|after|once)\b([^;:]*?)\b(?:is|are|was|were)\s+(?:added|started|initiated|introduced|begun|co-?administered|given\s+concomitantly)\b/gi;

/**
 * The drugs and classes a sentence names as combined with its subject: after a "with" that follows a
 * combining word or the subject itself ("combining lithium with NSAIDs", "lithium with SSRIs"), before
 * "in combination with <subject>", after "in patients taking", or in "when Y is added". The subject's own
 * names are not co-medications; a drug named as an example of a named class ("strong CYP3A4 inducers
 * such as carbamazepine") counts as the class.
 */
export function coMedications(sentence: string, subjectIds: string[], subjectNames: RegExp): Mention[] {
  const mentions = mentionsIn(sentence).filter((m) => !(m.kind === 'ingredient' && subjectIds.includes(m.id)));
  const spans: [number, number][] = [];
  for (const w of sentence.matchAll(/\bwith\b/gi)) {
    const at = w.index!;
    const before = sentence
      .slice(Math.max(0, at - 40), at)
      .split(/\s+/)
      .filter(Boolean)
      .slice(-3)
      .join(' ');
    if (NOT_COMBINING.test(before)) continue;
    const after = sentence.slice(at + 4, at + 40);
    const subjectAfter = new RegExp(`^\\s*(?:${subjectNames.source})`, 'i').test(after);
    if (/\b(?:in combination|combined|together|concomitantly|co-?administered|along)\s*$/i.test(sentence.slice(0, at)) && subjectAfter)
      spans.push([clauseStart(sentence, at), at]);
    else if (COMBINING.test(before) || subjectNames.test(before)) spans.push([at, clauseEnd(sentence, at + 4)]);
  }
  for (const m of sentence.matchAll(TAKING_AFTER)) spans.push([m.index!, clauseEnd(sentence, m.index! + m[0].length)]);
  for (const m of sentence.matchAll(WHEN_ADDED)) spans.push([m.index!, m.index! + m[0].length]);
  const bound = mentions.filter((m) => spans.some(([from, to]) => m.at >= from && m.end <= to));
  return collapse(bound);
}

/**
 * One mention per drug or class, in order. The list is one of alternatives ("diuretics such as thiazides,
 * amiloride"), so a drug or class is dropped when a wider class is named too.
 */
export function collapse(mentions: Mention[]): Mention[] {
  const unique = mentions.filter((m, i) => mentions.findIndex((o) => o.id === m.id) === i);
  const classes = unique.filter((m) => m.kind === 'class').map((m) => m.id);
  const wider = (m: Mention) =>
    m.kind === 'class' ? ancestors(m.id).some((c) => c !== m.id && classes.includes(c)) : classesOf(m.id).some((c) => classes.includes(c));
  return unique.filter((m) => !wider(m));
}

function ancestors(classId: string): string[] {
  const parents = classById(classId)?.parents ?? [];
  return [...parents, ...parents.flatMap(ancestors)];
}

/**
 * For a sentence stating an interaction ("NSAIDs may increase lithium concentrations"), the other drug is
 * often the grammatical subject, bound by no "with": every drug or class named besides the subject counts,
 * except the subject's own classes ("lithium, like other mood stabilizers" compares, it does not combine).
 */
export function namedBeside(sentence: string, subjectIds: string[], subjectNames: RegExp): Mention[] {
  const bound = coMedications(sentence, subjectIds, subjectNames);
  if (bound.length) return bound;
  const own = subjectIds.flatMap((id) => classesOf(id));
  return collapse(mentionsIn(sentence).filter((m) => !subjectIds.includes(m.id) && !own.includes(m.id)));
}

// Acronyms read letter by letter take "an" when the letter's name starts with a vowel sound ("an NSAID", "an SSRI").
const article = (name: string) => {
  const acronym = /^[A-Z]{2,}\b/.test(name) && !/^[A-Z]{3,}-\d/.test(name);
  if (acronym) return /^[AEFHILMNORSX]/.test(name) ? 'an' : 'a';
  return /^[aeiou]/i.test(name) ? 'an' : 'a';
};

/** "Taking an NSAID or an ACE inhibitor": the vocabulary's names, a class with its article, a drug by name. */
export function takingLabel(mentions: Mention[]): string {
  const named = mentions.map((m) => {
    const name = /^[A-Z][a-z]/.test(m.name) ? `${m.name[0]!.toLowerCase()}${m.name.slice(1)}` : m.name;
    return m.kind === 'class' ? `${article(m.name)} ${name}` : name;
  });
  const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} or ${named.at(-1)}` : named[0];
  return `Taking ${list}`;
}
