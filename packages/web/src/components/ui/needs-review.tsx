import { NEEDS_REVIEW_NOTE } from '@balancer/domain';

/** Beside a statement or rule whose source a clinician has not yet checked; visible on screen and in print. */
export function NeedsReview({ when }: { when: boolean | undefined }) {
  if (!when) return null;
  return (
    <span className="ml-1 inline-block rounded bg-violet-50 px-1 text-xs font-medium whitespace-nowrap text-violet-900 ring-1 ring-violet-200 print:ring-0">
      {NEEDS_REVIEW_NOTE}
    </span>
  );
}
