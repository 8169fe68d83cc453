import { NEEDS_REVIEW_NOTE, reviewedText, type ReviewStamp } from '@balancer/domain';
import { InfoTip } from './info-tip';

/** What "awaiting clinical review" means, said once wherever the marker shows (docs/adr/0031-clinician-journeys.md). */
export const REVIEW_EXPLAINED =
  'Background knowledge that a clinician reviewer has not yet checked against its cited source. It is shown because it is believed correct; verify it before relying on it.';

/** "2 statements awaiting clinical review" (or another noun: "dosing fact"), or null when none is. */
export const reviewCountText = (count: number, noun = 'statement'): string | null =>
  count > 0 ? `${count} ${count === 1 ? noun : `${noun}s`} awaiting clinical review` : null;

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

/**
 * One marker per medication instead of a tag on every statement: how many await review, what that means,
 * and, opened, which ones (issue 39: a count alone did not say which).
 */
export function ReviewStatus({ statements, noun }: { statements: readonly string[]; noun?: string }) {
  const text = reviewCountText(statements.length, noun);
  if (!text) return null;
  return (
    <div className="text-xs text-violet-900">
      <div className="flex items-center gap-2">
        <details className="group">
          <summary className="cursor-pointer rounded bg-violet-50 px-1.5 py-0.5 font-medium ring-1 ring-violet-200">{text}</summary>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-800">
            {statements.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </details>
        <InfoTip label="What awaiting clinical review means" text={REVIEW_EXPLAINED} />
      </div>
    </div>
  );
}

/** The statements of a list that await review, by their text. */
export const awaitingReview = (items: ReadonlyArray<string | { text: string; needsReview?: boolean | undefined }>): string[] =>
  items.flatMap((i) => (typeof i !== 'string' && i.needsReview ? [i.text] : []));
