import { z } from 'zod';

/**
 * The name prescribers read beside a reviewed statement or rule, typed by the reviewer
 * (e.g. "Dr Ana Ruiz, psychiatrist"). Never an e-mail address: it reaches anonymous users of the public
 * suggester and printouts that leave the building (docs/adr/0038-clinical-review-queue.md).
 */
export const reviewerNameSchema = z
  .string()
  .trim()
  .min(1, 'the name prescribers will see is required')
  .max(120)
  .refine((s) => !s.includes('@'), 'a name prescribers will see, not an e-mail address');

/** Who checked a statement or rule against its source, and when (set by the server; ISO date). */
export const reviewStampSchema = z.object({ by: reviewerNameSchema, on: z.iso.date() });
export type ReviewStamp = z.infer<typeof reviewStampSchema>;

/** "Reviewed by Dr Ana Ruiz, 2026-11-26": the words prescribers read, on screen, in print and in CDS cards. */
export const reviewedText = (stamp: ReviewStamp) => `Reviewed by ${stamp.by}, ${stamp.on}`;
