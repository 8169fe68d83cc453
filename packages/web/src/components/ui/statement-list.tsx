import type { ReviewStamp } from '@balancer/domain';
import { ReviewedBy } from './needs-review';

/**
 * A statement; one awaiting review is counted once per medication (ReviewStatus), not tagged here,
 * while one a clinician reviewed says by whom.
 */
export type Statement = string | { text: string; needsReview?: boolean | undefined; reviewed?: ReviewStamp | undefined };

/** A titled bullet list of short statements (benefits, risks), or "None listed." when empty. */
export function StatementList({
  title,
  items,
  heading: Heading = 'h3',
}: {
  title: string;
  items: Statement[];
  heading?: 'h3' | 'h4' | 'h5';
}) {
  return (
    <div>
      <Heading className="font-semibold text-slate-900">{title}</Heading>
      {items.length === 0 ? (
        <p className="mt-1 text-slate-600">None listed.</p>
      ) : (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
          {items.map((item) => {
            if (typeof item === 'string') return <li key={item}>{item}</li>;
            return (
              <li key={item.text}>
                {item.text}
                <ReviewedBy stamp={item.reviewed} block />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
