import { normalizeMedicationName, recommend, type PatientContext, type Recommendation } from '@balancer/domain';
import type { ActiveContent } from '../../clinical/clinical-content';
import { createAnswerCache } from './answer-cache';

/** About 350 answers of ~22 KB. */
const CACHE_BYTES = 16 * 1024 * 1024;

/**
 * The input the engine sees: prior medications trimmed, without repeats, in one order, so that every
 * way of typing the same list is one cache entry and gets the very same answer.
 */
function canonical(context: PatientContext): PatientContext {
  const priorMedications = [...new Set(context.priorMedications.map((n) => n.trim()).filter(Boolean))].sort();
  return { ...context, priorMedications };
}

/** Field names sorted, so the key does not depend on the order the fields arrived in. */
function cacheKey(version: string, input: PatientContext): string {
  const fields = input as Record<string, unknown>;
  return `${version}\n${JSON.stringify(
    Object.keys(fields)
      .sort()
      .map((k) => [k, fields[k]]),
  )}`;
}

/**
 * Runs the pure engine over the active content version. Holds nothing about the patient beyond a
 * bounded in-memory cache of answers to inputs made only of flags and catalogued medication names.
 */
export function createRecommendationsService(active: () => Promise<ActiveContent>, opts: { serialize: (r: Recommendation) => string }) {
  const cache = createAnswerCache(CACHE_BYTES);
  return {
    async recommend(context: PatientContext): Promise<Recommendation> {
      const { pack, rules, catalog, versionId } = await active();
      return recommend(canonical(context), pack, rules, catalog, versionId);
    },
    /**
     * The answer as UTF-8 JSON, from the cache when the same canonical input was answered under the
     * same content version (part of the key: new content never gets an old answer).
     */
    async recommendJson(context: PatientContext): Promise<Buffer> {
      // The ACTIVE version's id and hash: a new version (or a rollback, which has a new id) is a new key.
      const { pack, rules, catalog, versionId, contentVersion } = await active();
      const input = canonical(context);
      const key = cacheKey(contentVersion, input);
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      const json = Buffer.from(opts.serialize(recommend(input, pack, rules, catalog, versionId)));
      // Names the catalogue does not know are free text: answered, never kept.
      if (input.priorMedications.every((n) => normalizeMedicationName(catalog, n).kind !== 'unrecognized')) cache.set(key, json);
      return json;
    },
    cacheStats: () => ({ entries: cache.size, bytes: cache.bytes }),
  };
}
export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
