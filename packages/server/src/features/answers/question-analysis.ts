/**
 * What a question asks (its intents) and about what (its focus: the drugs, conditions and named
 * entities a sentence must address to answer it). Deterministic, no model (docs/adr/0028).
 */
import type { Catalog } from '@balancer/domain';
import { conditionConcepts, drugNameEndings, otherTreatments } from './clinical-lexicon';
import { intentWordings, relationConcepts, topicConcepts } from './topic-concepts';
import { withAgeWords } from './age-words';
import { americanSpelling, compoundSaid, isStopword, questionTerms, ROMAN, stem, words } from './question-terms';
import { drugRoles, impliedConditions, readAgents } from './question-roles';
import { askingPart, doseSubject, isNegated, REGIMEN, sourceWords, verbObject, withObject } from './question-clauses';
import { measuresIn } from './measures';
import { ADVICE, ANIMAL, countAsked, INTENT_CUES, INTENT_WORDS, LEVEL_ASKED, RATE_ASKED, THRESHOLD, type Intent } from './question-intents';

export type { Intent } from './question-intents';
export type { Analysis, Focus, Topic } from './analysis-types';
import type { Analysis, Focus, Topic } from './analysis-types';
import { mentions, stemsOf, type Stems } from './stems';
import { drugNamesByLength, drugWordsOf, namesFor, narrowerThan, phrase } from './lexicon-phrases';

/** An asking sentence that points back ("Is that a reason …", "on that front"): it asks about the scene. */
const REFERS_BACK =
  /\b(?:that|this|these|those)\b(?! (?:drug|medication|medicine|dose|study|paper|review|label)\b)|\b(?:is|does|would|could|can|will) it\b/i;
const LEVEL_MEDIUM = /\b(serum|plasma|blood)\s+(?:[a-z]+\s+)?(?:levels?|concentrations?)\b/g;

const addressed = new WeakMap<Focus, Map<Stems, boolean>>();
/**
 * Whether text addresses a focus, remembered per focus. A class name inside a narrower class the drug is not
 * in does not: "typical antipsychotics" names first-generation drugs, not clozapine.
 */
export function addresses(text: Stems, f: Focus): boolean {
  let seen = addressed.get(f);
  if (!seen) addressed.set(f, (seen = new Map()));
  let hit = seen.get(text);
  if (hit === undefined) {
    const plain = f.narrower?.length ? f.narrower.reduce((t, n) => t.split(n).join(' '), text) : text;
    seen.set(text, (hit = mentions(plain, f.phrases)));
  }
  return hit;
}

/** A hyphenated word is printed closed as often ("non-valvular", "nonvalvular"): either form names it. */
const printedForms = (word: string) => (word.includes('-') ? [word, word.replace(/-/g, '')] : [word]);

export function analyseQuestion(asked: string, catalog: Catalog): Analysis {
  const question = withAgeWords(asked)
    // After a determiner "last" is the adjective ("her last apixaban"), not the verb of a duration ("how long it
    // lasts"); "relative to" is a preposition, not a family member.
    .replace(/\b(the|her|his|their|my|your|its|our|this|that|a) last\b(?! (?:dose|administration))/gi, '$1')
    .replace(/\brelative to\b/gi, 'to')
    // "Does the label support …" asks what it recommends.
    .replace(/\b(label|evidence|guidelines?|data|literature|paper|study|review|it|they) (support)s?\b/gi, '$1 recommends');
  const lower = question.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  const stems = stemsOf(question);
  const askingText = askingPart(question);
  const asking = stemsOf(askingText);
  const scene = (phrases: Stems[]) => !phrases.some((p) => asking.includes(p));
  /** Whether the wordings of a concept the question says are said only in its scene. */
  const saidInScene = (phrases: Stems[]) => scene(phrases.filter((p) => stems.includes(p)));
  const focus: Focus[] = [];
  const wordings: string[] = [];
  const covered = new Set<string>();
  const cover = (phrases: Stems[]) =>
    phrases.forEach((p) =>
      p
        .trim()
        .split(' ')
        .forEach((s) => covered.add(s)),
    );
  /** A phrase every word of which an earlier name or concept already took. */
  const taken = (p: Stems) =>
    p
      .trim()
      .split(' ')
      .every((s) => covered.has(s));
  /** The concept's wordings the question says, unless every one is words taken before ("Child-Pugh" by the liver). */
  const saidAnew = (phrases: Stems[]) => {
    const said = phrases.filter((p) => stems.includes(p));
    return said.length > 0 && !said.every(taken);
  };

  // Drugs: the catalogue's names and brands, then other drugs, classes and INN endings.
  for (const term of questionTerms(question, catalog).filter((t) => t.drug)) {
    const ingredient = catalog.ingredients.find((i) => i.name === term.label)!;
    const names = [ingredient.name, ...ingredient.brands, ...ingredient.synonyms].map((n) => n.toLowerCase());
    const related = namesFor(ingredient.name);
    const phrases = [...new Set([...names, ...related.all])].map(phrase);
    focus.push({
      label: ingredient.name,
      kind: 'drug',
      phrases,
      own: names.map(phrase),
      narrower: narrowerThan(phrases, names.map(phrase)),
    });
    cover(names.map(phrase));
  }
  const written = ` ${words(question).join(' ')} `;
  for (const name of drugNamesByLength()) {
    const p = phrase(name);
    if (!stems.includes(p) || taken(p)) continue;
    // A treatment outside the vocabulary is matched as written: "contraception" (a practice) stems as "contraceptive".
    if (otherTreatments.includes(name) && !written.includes(` ${name} `) && !written.includes(` ${name}s `)) continue;
    const related = namesFor(name);
    focus.push({ label: name, kind: 'drug', phrases: [...new Set([name, ...related.all])].map(phrase), own: related.own.map(phrase) });
    cover([p, ...related.own.map(phrase).filter((o) => stems.includes(o))]);
  }
  // "Valbenazine (Ingrezza)": a generic name with its brand in brackets, as prescriptions and papers write them,
  // names a drug however it ends.
  for (const m of question.matchAll(
    /\b([a-z][a-z-]{3,}(?:ine|ide|ate|one|ol|pam|lam|zole|vir|mab|nib|pril|tan|ban))\s\(([A-Z][a-z]{3,})\)/g,
  )) {
    const [generic, brand] = [m[1]!, m[2]!.toLowerCase()];
    if (covered.has(stem(generic)) || covered.has(stem(brand)) || isStopword(generic)) continue;
    focus.push({ label: generic, kind: 'drug', phrases: [phrase(generic), phrase(brand)], own: [phrase(generic), phrase(brand)] });
    cover([phrase(generic), phrase(brand)]);
  }
  for (const w of words(question)) {
    if (w.length >= 7 && drugNameEndings.test(w) && !covered.has(stem(w))) {
      focus.push({ label: w, kind: 'drug', phrases: [phrase(w)], own: [phrase(w)] });
      covered.add(stem(w));
    }
  }
  for (const [label, names] of Object.entries(conditionConcepts)) {
    const phrases = names.map(phrase);
    if (!saidAnew(phrases)) continue;
    // "Not on dialysis", "normal eGFR": a condition the patient does not have is no subject; its words are said.
    if (isNegated(lower, names)) {
      cover(phrases.filter((p) => stems.includes(p)));
      continue;
    }
    focus.push({ label, kind: 'condition', phrases, own: phrases });
    wordings.push(...names);
    cover(phrases.filter((p) => stems.includes(p)));
  }
  impliedConditions(focus, lower, saidInScene);
  const { before, occasion, compared } = drugRoles(focus, lower);
  const topics: Topic[] = [];
  // An acronym naming the document meant ("the GPT-4 bipolar depression paper") helps find it, but is not what
  // the answer must say: like one of the scene, it is dropped where no retrieved passage uses it.
  const source = new Set(sourceWords(lower).map(stem));
  // Acronyms a prescriber writes in capitals (ECT, INR, CYP2D6) name what the answer must be about.
  for (const acronym of question.match(/\b[A-Z][A-Z0-9]{1,}(?:-\d+)?\b/g) ?? []) {
    const a = acronym.toLowerCase();
    // A Roman numeral is a type or phase ("bipolar II", "phase III"), written "2" or "type II" as often: no acronym.
    // A GP (general practitioner) is who asks or refers ("GP asks whether …"), not what is asked about.
    if (covered.has(stem(a)) || ['ok', 'us', 'uk', 'fda', 'gp'].includes(a) || isStopword(a) || ROMAN.test(acronym)) continue;
    // One isoform ("CYP2D6") is asked as itself, not as the family its concept holds.
    const topic = /^cyp\d/.test(a) ? undefined : Object.entries(topicConcepts).find(([, ws]) => ws.includes(a));
    const phrases = (topic ? topic[1] : [a, a.replace(/-/g, '')]).map(phrase);
    covered.add(stem(a));
    const aside = scene([phrase(a)]) || source.has(stem(a));
    focus.push({ label: acronym, kind: 'entity', phrases, own: phrases, ...(aside ? { scene: true } : {}) });
  }

  // "Serum lithium level", "plasma concentration": the medium says how a drug's level is measured, not what is
  // asked; documents write "lithium concentration >2 mmol/L" as often as "serum level".
  for (const m of lower.matchAll(LEVEL_MEDIUM)) covered.add(stem(m[1]!));

  for (const [label, names] of Object.entries(topicConcepts)) {
    const phrases = names.map(phrase);
    if (!saidAnew(phrases)) continue;
    const where = saidInScene(phrases) ? { scene: true } : {};
    topics.push(
      relationConcepts.has(label) ? { label, weight: 0.5, phrases, relation: true, ...where } : { label, weight: 1.5, phrases, ...where },
    );
    wordings.push(...names);
    cover(phrases.filter((p) => stems.includes(p)));
  }
  // The patient's regimen ("on Eliquis 5 mg twice daily") says what is taken now, not what is asked.
  for (const m of lower.matchAll(REGIMEN)) words(m[1]!).forEach((w) => covered.add(stem(w)));
  const drugCount = focus.filter((f) => f.kind === 'drug').length;
  const object = new Set([...withObject(lower), ...(drugCount >= 2 ? verbObject(lower) : [])]);
  // "With a history of recurrent depression" names the patient's condition, which the answer must address as a
  // focus; its modifiers (history, recurrent, severe) are not what the drug is taken with.
  const namesCondition = (p: Stems) => words(p).every((w) => object.has(w));
  if (focus.some((f) => f.kind === 'condition' && f.phrases.some(namesCondition))) object.clear();
  // What the scene says the patient has ("on clozapine with a resting pulse around 105") is what the answer must
  // name only when the asking sentence has no subject of its own ("Is that a reason not to start lithium?").
  // An asking sentence that points back ("Is that a reason …", "on that front") asks about the scene.
  const asksOwn =
    !REFERS_BACK.test(askingText) &&
    questionTerms(askingText, catalog).some((t) => {
      const s = stem(t.label);
      return !t.drug && !covered.has(s) && !INTENT_WORDS.has(s) && !object.has(s);
    });
  for (const t of questionTerms(question, catalog)) {
    const s = stem(t.label);
    // A hyphenated word a concept already took apart ("long-term" in "long term") is covered by its parts.
    if (t.drug || covered.has(s) || INTENT_WORDS.has(s) || (s.includes('-') && compoundSaid(t.label, covered))) continue;
    const inScene = scene([phrase(t.label)]);
    const required = drugCount > 0 && object.has(s) && !(inScene && asksOwn);
    const where = inScene ? { scene: true } : {};
    topics.push({ label: t.label, weight: 1, phrases: printedForms(t.label).map(phrase), ...(required ? { required } : {}), ...where });
  }

  // A British spelling is searched as American too: full-text search stems each as it is written.
  wordings.push(...words(question).flatMap((w) => (americanSpelling(w) !== w ? [americanSpelling(w)] : [])));
  // The regimen's amount ("on Eliquis 5 mg twice daily") is what the patient takes, not a dose asked for.
  const unlisted = askingText.toLowerCase().replace(REGIMEN, ' ');
  const intents = new Set<Intent>(INTENT_CUES.filter(([, re]) => re.test(unlisted)).map(([i]) => i));
  if (/\bmiss/.test(lower)) intents.delete('dose');
  const { agents, interactSaid, changeover } = readAgents({
    focus,
    topics,
    intents,
    lower,
    askingText,
    asking,
    inScene: saidInScene,
    aside: [...before, ...occasion, ...compared],
  });
  if (focus.some((f) => ['pregnancy', 'lactation', 'reproductive potential'].includes(f.label))) intents.add('pregnancy');
  const classWordings =
    intents.has('interaction') && agents.length >= 2
      ? agents.flatMap((f) => {
          const { own, all } = namesFor(f.label);
          return all.filter((n) => !own.includes(n));
        })
      : [];
  // Who must not get a drug is written "contraindicated": a question that never says so still finds it.
  if (intents.has('contraindication')) wordings.push(...intentWordings.contraindication);
  // A changeover worded without its words ("off warfarin onto Eliquis") is searched as a label heads one too.
  if (topics.some((t) => t.label === 'switching')) wordings.push(...topicConcepts.switching!);
  const named = new Set(focus.flatMap((f) => f.phrases.flatMap((p) => p.trim().split(' '))));
  const others = new Set([...drugWordsOf(catalog)].filter((w) => !named.has(w)));
  const askedDrugs = new Set(focus.filter((f) => f.kind === 'drug').flatMap((f) => f.own.flatMap((p) => p.trim().split(' '))));
  return {
    intents,
    interactSaid,
    changeover,
    focus,
    topics,
    wordings: [...new Set(wordings)],
    classWordings: [...new Set(classWordings)],
    otherDrugs: others,
    askedDrugs,
    askingDrugs: focus.filter((f) => f.kind === 'drug' && !f.implied && f.own.some((p) => asking.includes(p))).map((f) => f.label),
    count: countAsked(lower),
    threshold: THRESHOLD.test(lower),
    advice: ADVICE.test(lower),
    concentration: LEVEL_ASKED.test(lower) && focus.some((f) => f.kind === 'drug'),
    yesNo: /(?:^|[.?!]\s+)(?:does|do|is|are|should|can|could|would|will|may|has|have)\b/i.test(askingText.trim()),
    // "When should the first rivaroxaban dose go in" asks a time: a dose named is whose dose only when one is asked.
    doseOf: intents.has('dose') ? doseSubject(lower, focus) : undefined,
    measures: measuresIn(asked),
    rate: RATE_ASKED.test(lower),
    asksStudy: /\b(?:stud(?:y|ies)|trials?)\b/.test(lower),
    asksAnimals: ANIMAL.test(lower),
  };
}
