import type { ExtractedRule, Passage } from '@balancer/contract';
import type { Catalog } from '@balancer/domain';
import { normalizeForMatch } from '../answers';
import { isHeading, textUnits } from '../answers';
import { coMedications, namedBeside, takingLabel, type Mention } from './co-medication';
import { effectSpans } from './interaction';
import { escapeRegExp } from '../../platform/regexp';

/** A passage of the document, as stored at ingestion: the contract's passage, as much as rules read. */
export type SourceChunk = Pick<Passage, 'chunkNumber' | 'page' | 'text'>;

// Exclusion cues are checked first: "not recommended" must not read as "recommended".
const EXCLUDE_CUES = [
  /\bcontra-?indicated\b/i,
  /\bavoid(?:ed|s|ing)?\b/i,
  // "should not be swallowed whole" or "does not require monitoring" excludes nobody.
  /\b(?:should|must|do|does) not (?:be )?(?:used|given|prescribed|taken|started|combined|co-?administered|administered|initiated|receive)\b/i,
  /\bnot (?:be )?(?:recommended|advised|used|given|prescribed)\b/i,
  /\bteratogenic\b/i,
  /\bunsafe\b/i,
];
const NEGATED_EXCLUDE = /\bnot contra-?indicated\b/i;
const INCLUDE_CUES = [
  /\bfirst[- ]line\b/i,
  /\brecommended\b/i,
  /\bpreferred\b/i,
  /\bshould be (?:used|considered|offered)\b/i,
  /\bis indicated\b/i,
];

// What a rule is about, in the words of the patient's situation (the "condition or concern").
const CONDITIONS: [RegExp, string][] = [
  // A teratogen harms the fetus: the sentence is about pregnancy even when it does not say the word.
  [
    /\bpregnan|\bconceiv|\bchildbearing|\btrimester|\bteratogen\w*|\bneural tube defects?\b|\bf(?:o)?etal harm\b/i,
    'Pregnancy or possible pregnancy',
  ],
  [/\brenal\b|\bkidney|\beGFR\b|\bcreatinine clearance\b|\bCrCl\b/i, 'Renal impairment'],
  [/\bhepatic\b|\bliver\b/i, 'Liver disease'],
  [/\bweight gain\b|\bmetabolic\b/i, 'Weight gain or metabolic concern'],
  [/\bQT\b|\bcardiac\b/i, 'Cardiac risk'],
  [/\bsuicid/i, 'Suicide risk'],
  [/\bover 65\b|\bolder adults\b|\belderly\b/i, 'Older adults'],
  [/\bdepress/i, 'Bipolar depression'],
  [/\bmania\b|\bmanic\b/i, 'Mania'],
];

/**
 * A sentence that only reports, doubts or withdraws a use asserts no rule: evidence that "does not support"
 * it, agents "not adequately studied", "further research is needed", a profile that "downgrades" a drug,
 * "not recommended as first-line" (a place in the sequence, not an exclusion).
 */
const HEDGED =
  /\b(?:do|does|did) not support\b|\bnot (?:been |yet )?(?:adequately |sufficiently |well |systematically )?(?:studied|established|evaluated|investigated|proven)\b|\bfurther (?:research|studies|study|trials?)\b|\b(?:insufficient|inconclusive|limited|weak|conflicting|no|lack of) (?:evidence|data)\b|\bdowngrad\w*|\b(?:remains?|is) (?:unclear|uncertain)\b|\bnot (?:be )?recommended as (?:a |the )?(?:first|second|third)[- ]line\b/i;
// An inclusion in a negated sentence ("is not first-line", "no longer recommended") is no inclusion.
const NEGATION = /\b(?:not|no|never|neither|nor|cannot)\b|n't\b/i;

// The sentence's own scope, which the rule keeps: the line of treatment, the phase, the population.
const SCOPES: RegExp[] = [
  /\b(?:first|second|third|fourth)[- ]line\b/i,
  /\b(?:acute|maintenance|long-term|prophylactic)\b/i,
  /\b(?:children|adolescents|youth|pediatric|paediatric|treatment[- ](?:resistant|refractory))\b/i,
];

/**
 * The patient's situation the sentence names, with its threshold when it gives one ("eGFR below 30") and
 * its scope ("acute, first-line"); undefined when it names none. What the drug is combined with, when the
 * sentence names it, is the situation: "avoid combining lithium with NSAIDs" is about patients taking NSAIDs.
 */
function conditionOf(sentence: string, taking: Mention[] = []): string | undefined {
  const label = taking.length ? takingLabel(taking) : CONDITIONS.find(([re]) => re.test(sentence))?.[1];
  const threshold = sentence.match(/\b(eGFR|creatinine clearance|CrCl)\b[^.;]{0,25}?\b(below|under|less than|<)\s*\d+/i)?.[0];
  const scope = SCOPES.map((re) => sentence.match(re)?.[0].toLowerCase()).filter(Boolean);
  const detail = [threshold, ...scope].filter(Boolean).join(', ');
  if (!label) return detail ? `${detail[0]!.toUpperCase()}${detail.slice(1)}` : undefined;
  return detail ? `${label} (${detail})` : label;
}

type Cue = { type: ExtractedRule['type']; at: number };

/**
 * Statements a rule may come from: whole sentences of prose. Keyword lists, reference entries, titles,
 * headings and tables of contents name drugs without saying anything about them.
 */
export function statements(text: string): string[] {
  return textUnits(text)
    .map((u) => u.text)
    .filter(
      (s) =>
        !isHeading(s) &&
        /[.!?]["')\]]?$/.test(s) &&
        s.split(' ').length >= 6 &&
        !/\bkey ?words?\b|\bet al\b|\bdoi\b|https?:|\(\d{4}\)|\b\d{4};\s*\d/i.test(s) &&
        !/^\[?\d+[.\]]\s/.test(s) &&
        // A list of names: mostly capitalised words or commas, hardly a verb.
        (s.match(/\b[A-Z][a-z]+\b/g)?.length ?? 0) < s.split(' ').length * 0.5,
    );
}

/** The clause the cue sits in: from the last clause break before it. */
function clauseBefore(sentence: string, at: number): string {
  const head = sentence.slice(0, at);
  const breaks = [...head.matchAll(/[;:]|,\s*(?:but|whereas|while|although|however)\b|\b(?:whereas|while|although)\b/gi)];
  return head.slice(breaks.length ? (breaks.at(-1)!.index ?? 0) : 0);
}

function cueOf(sentence: string): Cue | undefined {
  const first = (cues: RegExp[]) => Math.min(...cues.map((re) => sentence.search(re)).filter((i) => i >= 0));
  const ex = NEGATED_EXCLUDE.test(sentence) ? Infinity : first(EXCLUDE_CUES);
  if (ex !== Infinity) return { type: 'EXCLUDE', at: ex };
  const inc = first(INCLUDE_CUES);
  return inc !== Infinity ? { type: 'INCLUDE', at: inc } : undefined;
}

/** A catalogue medication as a rule names it, and the pattern of its names. */
type Subject = { id: string; name: string; re: RegExp };

/** One pattern for several medications' names, for "lithium with …" and "… in combination with lithium". */
const namesOf = (subjects: Subject[]) => new RegExp(subjects.map((s) => s.re.source).join('|'), 'i');

/**
 * Catalogue ingredients named in a sentence (generic, brand or synonym; whole words, any case). The
 * medications named before the cue are the rule's subject ("Lurasidone is contraindicated with …
 * carbamazepine" is about lurasidone); with none before it, every one named counts.
 */
export function medicationMatcher(catalog: Catalog) {
  const patterns: Subject[] = catalog.ingredients.map((i) => {
    const names = [i.name, ...i.brands, ...i.synonyms].map(escapeRegExp).sort((a, b) => b.length - a.length);
    return { id: i.id, name: i.name, re: new RegExp(`\\b(?:${names.join('|')})\\b`, 'i') };
  });
  return {
    /** The subjects of the cue at `cueAt`. */
    subjects(sentence: string, cueAt: number): Subject[] {
      const found = patterns.flatMap((p) => {
        const at = sentence.search(p.re);
        return at < 0 ? [] : [{ ...p, at }];
      });
      // The subject: named in the cue's own clause before it; else the object of "avoid …" right after it.
      const clause = clauseBefore(sentence, cueAt);
      const subjects = found.filter((f) => f.at < cueAt && f.at >= cueAt - clause.length);
      if (subjects.length) return subjects.sort((a, b) => a.at - b.at);
      const after = sentence.slice(cueAt, cueAt + 60);
      return found.filter((f) => f.at >= cueAt && /^(avoid\w*|do not (use|give|prescribe|start))\b/i.test(after) && f.at - cueAt < 40);
    },
    /** The medications whose names an effect phrase holds ("lithium concentrations"). */
    within(spans: string[]): Subject[] {
      return patterns.filter((p) => spans.some((s) => p.re.test(s)));
    },
  };
}

type Found = { type: ExtractedRule['type']; medications: string[]; condition: string | undefined };

/**
 * A rule from an exclusion or inclusion cue. An exclusion holds for the situation the sentence names, as an
 * inclusion does: a guideline or label never withdraws a drug from every patient in one sentence without
 * saying when, so an exclusion naming no situation, co-medication or scope is no rule.
 */
function cueRule(sentence: string, match: ReturnType<typeof medicationMatcher>): Found | undefined {
  const cue = cueOf(sentence);
  let subjects = cue ? match.subjects(sentence, cue.at) : [];
  if (!cue || !subjects.length) return undefined;
  if (cue.type === 'INCLUDE') {
    const condition = conditionOf(sentence);
    // An inclusion holds only for the situation the sentence names; without one, or negated, it is no rule.
    if (!condition || NEGATION.test(sentence)) return undefined;
    return { type: 'INCLUDE', medications: subjects.map((s) => s.name), condition };
  }
  // A catalogue drug named as what the subject is combined with is the condition, not a subject
  // ("avoid combining lithium with carbamazepine").
  const bound = coMedications(sentence, [], namesOf(subjects));
  const rest = subjects.filter((s) => !bound.some((b) => b.id === s.id));
  if (rest.length) subjects = rest;
  const taking = bound.filter((b) => !subjects.some((s) => s.id === b.id));
  const condition = conditionOf(sentence, taking);
  return condition ? { type: 'EXCLUDE', medications: subjects.map((s) => s.name), condition } : undefined;
}

/**
 * A label interaction sentence, recorded as the product records a caution: an exclusion of the affected
 * drug for patients taking the other ("Taking an NSAID"). It needs the affected catalogue drug named in the
 * effect, another drug or class named, and no negation ("does not increase lithium concentrations").
 */
function interactionRule(sentence: string, match: ReturnType<typeof medicationMatcher>): Found | undefined {
  if (NEGATION.test(sentence)) return undefined;
  const subjects = match.within(effectSpans(sentence));
  if (!subjects.length) return undefined;
  const taking = namedBeside(
    sentence,
    subjects.map((s) => s.id),
    namesOf(subjects),
  );
  if (!taking.length) return undefined;
  return { type: 'EXCLUDE', medications: subjects.map((s) => s.name), condition: conditionOf(sentence, taking) };
}

/**
 * Rules without a model: every sentence that names a catalogue medication together with an exclusion
 * cue (avoid, contraindicated, should not, teratogenic…) or an inclusion cue (first-line, recommended,
 * preferred…), unless it is hedged; either needs the situation it holds for, and an inclusion no negation.
 * A label's interaction sentence gives an exclusion for patients taking the other drug. The sentence itself
 * is the rule's quote, so it is verified by construction; a sentence repeated by overlapping chunks gives
 * one rule. Chunks are added one at a time, so that a caller on the event loop can pause between them (a
 * 1,000-page document takes about 100 ms).
 */
export function createRuleCollector(catalog: Catalog) {
  const match = medicationMatcher(catalog);
  const seen = new Set<string>();
  const merged = new Set<string>();
  const rules: ExtractedRule[] = [];
  return {
    rules,
    add(chunk: SourceChunk) {
      for (const sentence of statements(chunk.text)) {
        const key = normalizeForMatch(sentence);
        if (seen.has(key)) continue;
        const found = HEDGED.test(sentence) ? undefined : (cueRule(sentence, match) ?? interactionRule(sentence, match));
        if (!found) continue;
        seen.add(key);
        const { type, medications, condition } = found;
        // The same rule from another sentence (a label repeats itself in its Highlights) is merged.
        const same = `${type}|${medications.join('+')}|${condition ?? ''}`;
        if (merged.has(same)) continue;
        merged.add(same);
        const because = sentence.match(/\b(?:because|due to|as it)\b\s+(.*?)[.!?]?$/i)?.[1];
        rules.push({
          rule: condition ?? `${type === 'EXCLUDE' ? 'Avoid' : 'Use'} ${medications.join(', ')}`,
          type,
          reason: because ? `${because[0]!.toUpperCase()}${because.slice(1)}.` : sentence,
          medications,
          page: chunk.page,
          chunkNumber: chunk.chunkNumber,
          chunkText: chunk.text,
          quote: sentence,
        });
      }
    },
  };
}
