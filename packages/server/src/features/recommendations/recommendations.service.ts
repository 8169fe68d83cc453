import {
  canonicalInputs,
  findCondition,
  findIngredient,
  inputsCacheKey,
  normalizeMedicationName,
  recommend,
  type PatientContext,
  type Recommendation,
  withStartTargetMonitor,
} from '@balancer/domain';
import type { ActiveContent } from '../../clinical/clinical-content';
import { createAnswerCache } from './answer-cache';

/** About 350 answers of ~22 KB. */
const CACHE_BYTES = 16 * 1024 * 1024;

/**
 * The input the engine sees: each input in its canonical form (patient-inputs.ts: names trimmed,
 * without repeats, in one order), so that every way of typing the same list is one cache entry and
 * gets the very same answer.
 */
const canonical = (context: PatientContext): PatientContext => canonicalInputs(context);

/** The canonical input as a short string, one part per input row; a test checks that every field of the engine's input changes it. */
export const cacheKey = (input: PatientContext): string => inputsCacheKey(input);

/**
 * Runs the pure engine over the active content version. Holds nothing about the patient beyond a
 * bounded in-memory cache of answers to inputs made only of flags and catalogued medication names.
 */
export function createRecommendationsService(active: () => Promise<ActiveContent>, opts: { serialize: (r: Recommendation) => string }) {
  // Answers of the active content version only: a new version (or a rollback, which has a new id)
  // starts an empty cache, so new content never gets an old answer and old answers free their memory.
  let cache = createAnswerCache(CACHE_BYTES);
  let cachedVersion = '';
  // The cache key of an input whose answer may be kept, by the input object: a body the route reuses
  // for identical bytes (http/repeated-bodies.ts) is then not made canonical again.
  const keys = new WeakMap<PatientContext, string>();
  // The engine's answer with each suggestion's start, target and monitor block, from the dosing of the
  // same content version (ADR 0047, 0049): its review marks are the stored ones.
  const answer = (input: PatientContext, { pack, engineRules, catalog, dosing, contentVersion }: ActiveContent) =>
    withStartTargetMonitor(recommend(input, pack, engineRules, catalog, contentVersion), input, catalog, dosing);
  return {
    async recommend(context: PatientContext): Promise<Recommendation> {
      return answer(canonical(context), await active());
    },
    /** The answer as UTF-8 JSON, from the cache when the same canonical input was answered under the active version. */
    async recommendJson(context: PatientContext): Promise<Buffer> {
      const content = await active();
      const { catalog, contentVersion } = content;
      if (contentVersion !== cachedVersion) {
        cache = createAnswerCache(CACHE_BYTES);
        cachedVersion = contentVersion;
      }
      const known = keys.get(context);
      const cached = known === undefined ? undefined : cache.get(known);
      if (cached !== undefined) return cached;
      const input = canonical(context);
      const key = cacheKey(input);
      let json = cache.get(key);
      if (json === undefined) {
        json = Buffer.from(opts.serialize(answer(input, content)));
        // Names the catalogue does not know are free text: answered, never kept.
        const unknown = (n: string) => normalizeMedicationName(catalog, n).kind === 'unrecognized' && !findIngredient(n);
        if (input.priorMedications.some((n) => normalizeMedicationName(catalog, n).kind === 'unrecognized')) return json;
        if (input.currentMedications?.some(unknown)) return json;
        if (input.conditions?.some((c) => !findCondition(c))) return json;
        cache.set(key, json);
      }
      keys.set(context, key);
      return json;
    },
    /** Whether this input's answer was kept: it names nothing the catalogue does not know. */
    keeps: (context: PatientContext) => keys.has(context),
    cacheStats: () => ({ entries: cache.size, bytes: cache.bytes }),
  };
}
export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
