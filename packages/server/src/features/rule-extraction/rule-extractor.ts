import type { ExtractedRule, Passage } from '@balancer/contract';
import type { Catalog } from '@balancer/domain';
import { normalizeForMatch } from '../answers';
import { isHeading, textUnits } from '../answers';

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
  [/\bpregnan|\bconceiv|\bchildbearing|\btrimester/i, 'Pregnancy or possible pregnancy'],
  [/\brenal\b|\bkidney|\beGFR\b|\bcreatinine clearance\b|\bCrCl\b/i, 'Renal impairment'],
  [/\bhepatic\b|\bliver\b/i, 'Liver disease'],
  [/\bCYP3A4\b/i, 'Taking a strong CYP3A4 inducer'],
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
 * its scope ("acute, first-line"); undefined when it names none.
 */
function conditionOf(sentence: string): string | undefined {
  const label = CONDITIONS.find(([re]) => re.test(sentence))?.[1];
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

/**
 * Catalogue ingredients named in a sentence (generic, brand or synonym; whole words, any case). The
 * medications named before the cue are the rule's subject ("Lurasidone is contraindicated with …
 * carbamazepine" is about lurasidone); with none before it, every one named counts.
 */
export function medicationMatcher(catalog: Catalog): (sentence: string, cueAt: number) => string[] {
  const patterns = catalog.ingredients.map((i) => {
    const names = [i.name, ...i.brands, ...i.synonyms]
      .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .sort((a, b) => b.length - a.length);
    return { name: i.name, re: new RegExp(`\\b(?:${names.join('|')})\\b`, 'i') };
  });
  return (sentence, cueAt) => {
    const found = patterns.flatMap((p) => {
      const at = sentence.search(p.re);
      return at < 0 ? [] : [{ name: p.name, at }];
    });
    // The subject: named in the cue's own clause before it; else the object of "avoid …" right after it.
    const clause = clauseBefore(sentence, cueAt);
    const subjects = found.filter((f) => f.at < cueAt && f.at >= cueAt - clause.length);
    if (subjects.length) return subjects.sort((a, b) => a.at - b.at).map((f) => f.name);
    const after = sentence.slice(cueAt, cueAt + 60);
    return found
      .filter((f) => f.at >= cueAt && /^(avoid\w*|do not (use|give|prescribe|start))\b/i.test(after) && f.at - cueAt < 40)
      .map((f) => f.name);
  };
}

/**
 * Rules without a model: every sentence that names a catalogue medication together with an exclusion
 * cue (avoid, contraindicated, should not, teratogenic…) or an inclusion cue (first-line, recommended,
 * preferred…), unless it is hedged; an inclusion also needs the situation it holds for and no negation. The sentence itself is the rule's quote, so it is verified by construction; a sentence
 * repeated by overlapping chunks gives one rule. Chunks are added one at a time, so that a caller on
 * the event loop can pause between them (a 1,000-page document takes about 100 ms).
 */
export function createRuleCollector(catalog: Catalog) {
  const medicationsIn = medicationMatcher(catalog);
  const seen = new Set<string>();
  const merged = new Set<string>();
  const rules: ExtractedRule[] = [];
  return {
    rules,
    add(chunk: SourceChunk) {
      for (const sentence of statements(chunk.text)) {
        const key = normalizeForMatch(sentence);
        if (seen.has(key)) continue;
        const cue = HEDGED.test(sentence) ? undefined : cueOf(sentence);
        const medications = cue ? medicationsIn(sentence, cue.at) : [];
        if (!cue || !medications.length) continue;
        const condition = conditionOf(sentence);
        // An inclusion holds only for the situation the sentence names; without one, or negated, it is no rule.
        if (cue.type === 'INCLUDE' && (!condition || NEGATION.test(sentence))) continue;
        seen.add(key);
        // The same rule from another sentence (a label repeats itself in its Highlights) is merged.
        const same = `${cue.type}|${medications.join('+')}|${condition ?? ''}`;
        if (merged.has(same)) continue;
        merged.add(same);
        const because = sentence.match(/\b(?:because|due to|as it)\b\s+(.*?)[.!?]?$/i)?.[1];
        rules.push({
          rule: condition ?? `${cue.type === 'EXCLUDE' ? 'Avoid' : 'Use'} ${medications.join(', ')}`,
          type: cue.type,
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
