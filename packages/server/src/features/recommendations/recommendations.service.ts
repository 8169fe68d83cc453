import { recommend, type PatientContext, type Recommendation } from '@balancer/domain';
import type { ClinicalContent } from '../../clinical/clinical-content';

/** Runs the pure engine over the current clinical content. Holds nothing about the patient. */
export function createRecommendationsService(content: () => ClinicalContent) {
  return {
    recommend(context: PatientContext): Recommendation {
      const { pack, rules, catalog } = content();
      return recommend(context, pack, rules, catalog);
    },
  };
}
export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
