import { z } from 'zod';
import { slugSchema } from '../catalog/catalog.schema';
import { provenanceSchema } from '../citation.schema';
import { drugSelectorSchema } from '../rules/condition.schema';
import { reviewStampSchema } from '../review-stamp.schema';

/**
 * A drug–drug interaction as content (docs/adr/0041): two drug selectors (ingredients or vocabulary
 * classes) and what the pair means for a suggestion. Compiled into ordinary rules when content loads
 * (compile-interactions.ts), so the engine, the rule views and the review queue need nothing new.
 */
export const interactionSchema = z.object({
  id: slugSchema,
  /** The drugs Balancer may suggest on one side, and what the patient may take on the other; the pair applies either way. */
  a: drugSelectorSchema,
  b: drugSelectorSchema,
  /** What it does to a suggested regimen holding one side while the patient takes the other, or holding both. */
  effect: z.enum(['exclude', 'deprioritise', 'warn']),
  severity: z.enum(['critical', 'warning', 'info']),
  /** The clinical effect, for a prescriber ("Lithium levels rise; toxicity"). */
  clinicalEffect: z.string().min(1),
  mechanism: z.string().min(1),
  /** What to do ("Check lithium levels within five days of starting or changing the dose"). */
  management: z.string().min(1),
  sources: z.array(provenanceSchema).min(1),
  needsReview: z.boolean().optional(),
  /** Set only by `review.mark` (docs/adr/0038): who checked the interaction against its sources. */
  reviewed: reviewStampSchema.optional(),
  disabled: z.boolean().optional(),
});
export type Interaction = z.infer<typeof interactionSchema>;
