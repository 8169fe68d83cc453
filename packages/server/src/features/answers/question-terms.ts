import type { Catalog } from '@balancer/domain';
import { stem as porter2 } from 'porter2';
import { vocabularyDrugNames } from './drug-names';

// Function words, and words every question about this library shares ("patients", "bipolar",
// "recommend"): matching them says nothing about whether a sentence answers the question.
const STOPWORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below between both but by can ' +
    'could did do does doing done during each either few for from further had has have having he her here hers how i if in into is it its ' +
    'itself just may me might more most must my no nor not now of off on once only or other our out over own same she should so some ' +
    'such than that the their them then there these they this those through to too under until up very was we were what when where ' +
    'which while who whom why will with would you your ' +
    // The rest of the Snowball English stop list, which PostgreSQL's "english" full-text configuration drops from
    // the index: a word the index cannot search is no topic. Snowball's list also has the contractions (docs/adr/0054).
    'myself ours ourselves yours yourself yourselves him his himself herself theirs themselves down ' +
    "i'm you're he's she's it's we're they're i've you've we've they've i'd you'd he'd she'd we'd they'd i'll you'll " +
    "he'll she'll we'll they'll isn't aren't wasn't weren't hasn't haven't hadn't doesn't don't didn't won't wouldn't shan't " +
    "shouldn't can't cannot couldn't mustn't let's that's who's what's here's there's when's where's why's how's " +
    // Prescription abbreviations (ISMP's list): how often or where a drug is taken ("5 mg BID", "OTC Advil"), not what is asked.
    'otc prn bid tid qid qd qhs ' +
    // Release forms (immediate, extended, sustained, controlled, delayed): which tablet, not what is asked.
    'ir er xr sr cr xl dr ' +
    'tell explain describe list give know please say says said according regarding concerning mean means ' +
    // "Pt" and "pts" are how clinicians write patient(s); indefinite pronouns name nothing.
    'pt pts anything something everything anyone someone everyone anybody somebody ' +
    'patient patients person people bipolar disorder disorders bd treatment treat treating treated therapy clinician clinicians ' +
    'doctor prescriber use used using take taking taken drug drugs medication medications medicine medicines ' +
    // Dosage forms: a label names its tablets in every heading ("Warfarin Sodium Tablets, USP").
    'tablet tablets capsule capsules ' +
    'recommend recommends recommended recommendation recommendations advise advised advice guidance guideline guidelines ' +
    'handbook document documents paper papers library study studies source sources cause causes caused effect ' +
    // "an NSAID like ibuprofen": an example, said as "such as".
    'like ' +
    // Conjunctions and prepositions of English grammar (closed classes) that Snowball's list leaves out.
    'whether since although though unless whereas whenever wherever upon per via among amongst toward towards onto rather despite ' +
    // Determiners and relative pronouns (closed classes) missing there too.
    'every whose ' +
    // Adverbs of time and degree: how the asker feels about the question, not what it is about.
    'already really actually even ever quite'
  ).split(' '),
);

// English plurals no suffix rule reaches ("women" is "woman").
const IRREGULAR: Record<string, string> = { women: 'woman', men: 'man', children: 'child', feet: 'foot', teeth: 'tooth', people: 'person' };
// Words whose Porter2 stem is another word's with an unrelated meaning: "conception" is not a "concept", and
// "lactation" (breastfeeding) is not "lactate" (a metabolic acid that labels measure). Kept whole, as
// Snowball keeps its own exceptional forms.
const OWN_STEM: Record<string, string> = {
  conception: 'conception',
  conceptions: 'conception',
  lactation: 'lactation',
  lactating: 'lactation',
  lactational: 'lactation',
};
// An abbreviation's plural ("ssris", "tcas", "ppis"): Porter2 keeps an "s" after a vowel, which is right for
// words ("gas") and wrong for letters read one by one.
const ABBREVIATION_PLURAL = /^([^aeiouy]{2,}[aeiouy])s$/;

// One-word drug and class names ("sedatives", "diuretics", "methadone"), inflected only for number: Porter2
// would read "sedation" as "sedatives" and a question about drowsiness as one about a second drug.
let names: Set<string> | undefined;
const nameWords = () => (names ??= new Set(vocabularyDrugNames().filter((n) => /^[a-z]+$/.test(n))));
const asName = (w: string) => {
  const one = w.replace(/s$/, '');
  return nameWords().has(w) || nameWords().has(`${one}s`) || nameWords().has(one) ? one : undefined;
};

/**
 * British medical spellings as American ones ("diarrhoea", "anaemia", "haemorrhage", "paediatric", "oedema"):
 * a question in one matches a label in the other. Longer roots first.
 */
const BRITISH: [string, string][] = [
  ['rrhoe', 'rrhe'], // diarrhoea, amenorrhoea, rhinorrhoea
  ['oesophag', 'esophag'],
  ['haem', 'hem'],
  ['aemi', 'emi'],
  ['oedem', 'edem'],
  ['paed', 'ped'],
  ['oestr', 'estr'],
  ['foet', 'fet'],
  ['gynaec', 'gynec'],
];
/** "-ise" verbs and their nouns as "-ize" ("metabolise", "metaboliser", "randomisation"): Oxford and American spelling. */
const ISE = /([a-z]{4,})is(e|ed|es|er|ers|ing|ation|ations)$/;
/** "-yse" as "-yze" ("analyse", "dialysed"), "-tre"/"-bre" as "-ter"/"-ber" ("goitre", "litre", "fibre"). */
const YSE = /([a-z]{2,})ys(e|ed|es|ing)$/;
const TRE = /([a-z]{2,}[tb])re(s?)$/;
/** "-our" as "-or" ("tumour", "behaviour", "colour"), not in words that end so in both spellings. */
const OUR = /([a-z]{3,})our(s|al|ed|ing)?$/;
const OUR_BOTH = /(?:contour|devour|paramour|detour|glamour)/;
/** "-ogue" as "-og" ("analogue", "catalogue"). */
const OGUE = /([a-z]{3,})ogue(s?)$/;
export const americanSpelling = (word: string) => {
  const w = BRITISH.reduce((x, [gb, us]) => x.replace(gb, us), word.toLowerCase())
    .replace(ISE, '$1iz$2')
    .replace(YSE, '$1yz$2')
    .replace(TRE, '$1er$2')
    .replace(OGUE, '$1og$2');
  return OUR_BOTH.test(w) ? w : w.replace(OUR, '$1or$2');
};

/**
 * The word's stem by Porter2, the Snowball English stemmer: the same algorithm as PostgreSQL's `english`
 * text search configuration, so a sentence is matched to a question as it was retrieved for it
 * (docs/adr/0051), British spellings aside.
 */
export function stem(word: string): string {
  const w = americanSpelling(word);
  const own = IRREGULAR[w] ?? OWN_STEM[w] ?? asName(w);
  if (own) return own;
  if (ABBREVIATION_PLURAL.test(w)) return w.slice(0, -1);
  const s = porter2(w);
  // Porter2 reads "aeds" as a past tense and leaves "a": an abbreviation cut to under three letters keeps its
  // letters (its plural "s" aside), or it would match every "a" in a question.
  return s.length >= 3 || s === w ? s : w.replace(/s$/, '');
}

export const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:[-'][\p{L}\p{N}]+)*/gu) ?? [];

/** A word that says nothing of what is asked (the stop list above), however its apostrophe is typed. */
export const isStopword = (word: string) => STOPWORDS.has(word.toLowerCase().replace(/’/g, "'"));

/** What a question asks about: drug names (the catalogue's name, however the question wrote it) and other content words. */
export type QuestionTerm = { label: string; drug: boolean };

type NamedIngredient = { id: string; name: string };

// Catalogues are immutable values, so an index cached per object is never stale.
const nameIndexes = new WeakMap<Catalog, Map<string, NamedIngredient>>();

/** Every generic, brand and synonym, as lower-case words, to its ingredient. */
function nameIndex(catalog: Catalog): Map<string, NamedIngredient> {
  let index = nameIndexes.get(catalog);
  if (!index) {
    index = new Map();
    for (const i of catalog.ingredients) {
      const names = [i.name, ...i.brands, ...i.synonyms].map((n) => words(n).join(' '));
      for (const n of names) if (!index.has(n)) index.set(n, { id: i.id, name: i.name });
    }
    nameIndexes.set(catalog, index);
  }
  return index;
}

export function questionTerms(question: string, catalog: Catalog): QuestionTerm[] {
  const tokens = words(question);
  const index = nameIndex(catalog);
  const used = new Set<number>();
  const drugs = new Set<string>();
  const terms: QuestionTerm[] = [];
  // Drug names first, matched exactly (up to three words: "valproic acid", "Seroquel XR"), one term per
  // ingredient however many of its names the question uses.
  for (let size = 3; size >= 1; size--) {
    for (let i = 0; i + size <= tokens.length; i++) {
      if ([...Array(size).keys()].some((k) => used.has(i + k))) continue;
      const ingredient = index.get(tokens.slice(i, i + size).join(' '));
      if (!ingredient) continue;
      for (let k = 0; k < size; k++) used.add(i + k);
      if (drugs.has(ingredient.id)) continue;
      drugs.add(ingredient.id);
      terms.push({ label: ingredient.name, drug: true });
    }
  }
  const seen = new Set<string>();
  tokens.forEach((token, i) => {
    if (used.has(i) || isStopword(token) || token.length < 2 || /^\d+$/.test(token)) return;
    const s = stem(token);
    if (seen.has(s)) return;
    seen.add(s);
    terms.push({ label: token, drug: false });
  });
  return terms;
}

/** A Roman numeral: a type or a phase ("bipolar II", "phase III"). */
export const ROMAN = /^(?:I{1,3}|IV|VI{0,3}|IX|X)$/;

/**
 * A hyphenated word that says nothing its parts have not: each part taken already ("long-term"), a type's
 * numeral after a word taken or said of every question ("BD-II"), or a noun taken already before a past
 * participle ("AI-supported", "lithium-induced": made or caused by it, as "AI-powered" and "AI-driven" are).
 */
export function compoundSaid(label: string, covered: Set<string>): boolean {
  const parts = label.split('-');
  const taken = (x: string) => covered.has(stem(x));
  if (parts.every(taken)) return true;
  const [head, tail] = parts;
  if (parts.length !== 2) return false;
  return ((taken(head!) || isStopword(head!)) && ROMAN.test(tail!.toUpperCase())) || (taken(head!) && /(?:ed|en|based)$/.test(tail!));
}
