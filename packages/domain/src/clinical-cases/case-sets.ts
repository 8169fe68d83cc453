import { clinicalCasesSchema } from './clinical-case.schema';
import thirdReview from './third-review-cases.json' with { type: 'json' };

/** The third clinical review's cases (docs/clinical/third-review.md), for the domain and the API agreement tests. */
export const thirdReviewCases = () => clinicalCasesSchema.parse(thirdReview).cases;
