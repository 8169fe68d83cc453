import { z } from 'zod';
import { slugSchema } from '../catalog/catalog.schema';
import type { Provenance } from '../citation.schema';
import type { ReviewStamp } from '../review-stamp.schema';
import type { ReviewItem, ReviewSource } from '../content/review-queue';
import { dosingFactKinds, medicationFacts, type DosingFact } from './dosing-facts';
import type { MedicationDosing } from './dosing.schema';

/**
 * A dosing fact as the review queue names it (docs/adr/0049): the medication's dosing entry, the list
 * the fact sits in and its place there. `text` is the fact in words as the queue showed it: a mark is
 * refused when the fact at that place now says something else, so a reviewer never stamps a fact they
 * did not read.
 */
export const dosingReviewRefSchema = z.object({
  area: z.literal('dosing'),
  medicationId: slugSchema,
  fact: z.enum(dosingFactKinds),
  index: z.number().int().min(0).max(1000),
  text: z.string().min(1).max(2000),
});
export type DosingReviewRef = z.infer<typeof dosingReviewRefSchema>;

/** "Acute mania…" → "acute mania…", after the medication's name; an acronym ("TSH") is left as it is. */
const afterName = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);

/** "dosing: start and titration (Manic, Hypomanic)", "dosing: adjustment (reduce)", "dosing: monitoring". */
const kindWords = (f: DosingFact) =>
  f.fact === 'phase' ? `dosing: start and titration ${f.kind.replace(/^Dose /, '')}` : `dosing: ${afterName(f.kind)}`;

/** Every dosing fact still awaiting review, one queue item each, in content order. */
export function dosingReviewItems(dosing: readonly MedicationDosing[], source: (p: Provenance) => ReviewSource): ReviewItem[] {
  return dosing.flatMap((d) =>
    medicationFacts(d)
      .filter((f) => f.needsReview)
      .map(
        (f): ReviewItem => ({
          ref: { area: 'dosing', medicationId: d.id, fact: f.fact, index: f.index, text: f.text },
          title: `${d.name}, ${afterName(f.text)}`,
          detail: `Product: ${d.product}.`,
          kind: kindWords(f),
          usedBy: [d.name],
          sources: [source(f.source)],
        }),
      ),
  );
}

type Marks = { needsReview?: boolean | undefined; reviewed?: ReviewStamp | undefined };
const stamped = <T extends Marks>(x: T, stamp: ReviewStamp): T => {
  const { needsReview: _was, ...rest } = x;
  return { ...rest, reviewed: stamp } as T;
};

/** The entry with the fact at `fact`/`index` stamped. */
function stampFact(d: MedicationDosing, ref: DosingReviewRef, stamp: ReviewStamp): MedicationDosing {
  const at = <T extends Marks>(list: T[]) => list.map((x, i) => (i === ref.index ? stamped(x, stamp) : x));
  switch (ref.fact) {
    case 'phase':
      return { ...d, phases: at(d.phases) };
    case 'level':
      return { ...d, levels: at(d.levels) };
    case 'adjustment':
      return { ...d, adjustments: at(d.adjustments) };
    case 'monitoring':
      return { ...d, monitoring: at(d.monitoring) };
    case 'advice':
      return { ...d, advice: at(d.advice) };
    case 'guideline':
    case 'label': {
      const side = ref.fact;
      return { ...d, differences: d.differences.map((x, i) => (i === ref.index ? { ...x, [side]: stamped(x[side], stamp) } : x)) };
    }
  }
}

/** The dosing with the one named fact reviewed by `stamp`; null when no such fact awaits review (unknown, changed, or reviewed already). */
export function markDosingReviewed(
  dosing: readonly MedicationDosing[],
  ref: DosingReviewRef,
  stamp: ReviewStamp,
): MedicationDosing[] | null {
  const entry = dosing.find((d) => d.id === ref.medicationId);
  const fact = entry && medicationFacts(entry).find((f) => f.fact === ref.fact && f.index === ref.index);
  if (!entry || !fact?.needsReview || fact.text !== ref.text) return null;
  return dosing.map((d) => (d === entry ? stampFact(d, ref, stamp) : d));
}
