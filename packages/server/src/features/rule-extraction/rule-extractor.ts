import type { ExtractedRule } from '@balancer/contract';
import type { Catalog } from '@balancer/domain';
import { normalizeForMatch } from '../answers/citations';
import { splitSentences } from '../answers/text-units';

/** A passage of the document, as stored at ingestion. */
export type SourceChunk = { chunkNumber: number; page: number; text: string };

// Exclusion cues are checked first: "not recommended" must not read as "recommended".
const EXCLUDE_CUES = [
  /\bcontra-?indicated\b/i,
  /\bavoid(?:ed|s|ing)?\b/i,
  /\b(?:should|must|do|does) not\b/i,
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
  [/\brenal\b|\bkidney/i, 'Renal impairment'],
  [/\bhepatic\b|\bliver\b/i, 'Liver disease'],
  [/\bCYP3A4\b/i, 'Taking a strong CYP3A4 inducer'],
  [/\bweight gain\b|\bmetabolic\b/i, 'Weight gain or metabolic concern'],
  [/\bQT\b|\bcardiac\b/i, 'Cardiac risk'],
  [/\bsuicid/i, 'Suicide risk'],
  [/\bover 65\b|\bolder adults\b|\belderly\b/i, 'Older adults'],
  [/\bdepress/i, 'Bipolar depression'],
  [/\bmania\b|\bmanic\b/i, 'Mania'],
];

type Cue = { type: ExtractedRule['type']; at: number };

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
    const subjects = found.filter((f) => f.at < cueAt);
    return (subjects.length ? subjects : found).sort((a, b) => a.at - b.at).map((f) => f.name);
  };
}

/**
 * Rules without a model: every sentence that names a catalogue medication together with an exclusion
 * cue (avoid, contraindicated, should not, teratogenic…) or an inclusion cue (first-line, recommended,
 * preferred…). The sentence itself is the rule's quote, so it is verified by construction; a sentence
 * repeated by overlapping chunks gives one rule. Chunks are added one at a time, so that a caller on
 * the event loop can pause between them (a 1,000-page document takes about 100 ms).
 */
export function createRuleCollector(catalog: Catalog) {
  const medicationsIn = medicationMatcher(catalog);
  const seen = new Set<string>();
  const rules: ExtractedRule[] = [];
  return {
    rules,
    add(chunk: SourceChunk) {
      for (const sentence of splitSentences(chunk.text)) {
        const key = normalizeForMatch(sentence);
        if (seen.has(key)) continue;
        const cue = cueOf(sentence);
        const medications = cue ? medicationsIn(sentence, cue.at) : [];
        if (!cue || !medications.length) continue;
        seen.add(key);
        const condition = CONDITIONS.find(([re]) => re.test(sentence))?.[1];
        const because = sentence.match(/\b(?:because|due to|as it)\b\s+(.*?)[.!?]?$/i)?.[1];
        rules.push({
          rule: condition ?? `${cue.type === 'EXCLUDE' ? 'Avoid' : 'Use'} ${medications.join(', ')}`,
          type: cue.type,
          reason: because ? `${because[0]!.toUpperCase()}${because.slice(1)}.` : sentence,
          medications,
          source: `chunk-${chunk.chunkNumber}`,
          page: chunk.page,
          chunk_number: chunk.chunkNumber,
          chunk_text: chunk.text,
          quote: sentence,
        });
      }
    },
  };
}
