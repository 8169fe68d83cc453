import { NEEDS_REVIEW_NOTE, reviewedText, type ReviewStamp } from '@balancer/domain';
import { InfoTip } from './info-tip';

/** What "awaiting clinical review" means, said once wherever the marker shows (docs/adr/0031-clinician-journeys.md). */
export const REVIEW_EXPLAINED =
  'Background knowledge that a clinician reviewer has not yet checked against its cited source. It is shown because it is believed correct; verify it before relying on it.';

/** "2 statements awaiting clinical review", or null when none is. */
export const reviewCountText = (count: number): string | null =>
  count > 0 ? `${count} ${count === 1 ? 'statement' : 'statements'} awaiting clinical review` : null;

type Stamped = { reviewed?: ReviewStamp | undefined };

/**
 * "Reviewed by Dr Ana Ruiz, 2026-11-26": small and muted, on its own line under a statement, or after a
 * rule's sources (docs/adr/0038-clinical-review-queue.md).
 */
export function ReviewedBy({ stamp, block = false }: { stamp: ReviewStamp | undefined; block?: boolean }) {
  if (!stamp) return null;
  if (block) return <span className="block text-xs text-slate-600">{reviewedText(stamp)}</span>;
  return <span> · {reviewedText(stamp)}</span>;
}

/** "reviewed by Dr Ana Ruiz, 2026-11-26; Dr Li, 2026-11-27" for a printout's compact line, or null when none was. */
export function reviewedByList(items: readonly Stamped[]): string | null {
  const stamps = [...new Set(items.flatMap((i) => (i.reviewed ? [`${i.reviewed.by}, ${i.reviewed.on}`] : [])))];
  return stamps.length ? `reviewed by ${stamps.join('; ')}` : null;
}

/** Beside a rule whose source a clinician has not yet checked; visible on screen and in print. */
export function NeedsReview({ when }: { when: boolean | undefined }) {
  if (!when) return null;
  return (
    <span className="ml-1 inline-block rounded bg-violet-50 px-1 text-xs font-medium whitespace-nowrap text-violet-900 ring-1 ring-violet-200 print:ring-0">
      {NEEDS_REVIEW_NOTE}
    </span>
  );
}

/** One marker per medication instead of a tag on every statement: how many await review, and what that means. */
export function ReviewStatus({ count }: { count: number }) {
  const text = reviewCountText(count);
  if (!text) return null;
  return (
    <p className="flex items-center gap-2 text-xs text-violet-900">
      <span className="rounded bg-violet-50 px-1.5 py-0.5 font-medium ring-1 ring-violet-200">{text}</span>
      <InfoTip label="What awaiting clinical review means" text={REVIEW_EXPLAINED} />
    </p>
  );
}

/** How many statements of a list await review. */
export const awaitingReview = (items: ReadonlyArray<string | { needsReview?: boolean | undefined }>): number =>
  items.filter((i) => typeof i !== 'string' && i.needsReview).length;
