import { NeedsReview, ReviewedBy } from '../../../components/ui/needs-review';
import type { AdvisoryView } from './summary-model';

/**
 * Advisories of fired rules (e.g. psychotic features), once each above the tiers; ◆ in the tiers points
 * here. A warning advisory (the state was answered as another, or contradicts a flag) is amber and says Check.
 */
export function Advisories({ advisories, marked }: { advisories: AdvisoryView[]; marked: (anchor: string) => number }) {
  if (advisories.length === 0) return null;
  return (
    <ul aria-label="Advisories" className="mt-3 space-y-2">
      {advisories.map(({ advisory: a, anchor }) => {
        const n = marked(anchor);
        return (
          <li
            key={anchor}
            id={anchor}
            tabIndex={-1}
            className={`rounded-md border border-l-4 px-3 py-2 text-sm text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${a.severity === 'info' ? 'border-violet-200 border-l-violet-600 bg-violet-50/60' : 'border-amber-300 border-l-amber-600 bg-amber-50'}`}
          >
            <p className="font-semibold">
              <span aria-hidden="true" className={a.severity === 'info' ? 'text-violet-800' : 'text-amber-800'}>
                {a.severity === 'info' ? '◆' : '⚠\uFE0E'}{' '}
              </span>
              {a.severity === 'info' ? '' : 'Check: '}
              {a.label}
              <NeedsReview when={a.needsReview} />
            </p>
            <p className="mt-0.5">{a.text}</p>
            <p className="mt-0.5 text-xs text-slate-700">
              {n > 0 ? `Marked ◆ on ${n} ${n === 1 ? 'suggestion' : 'suggestions'}. ` : ''}
              {a.citations.length > 0 ? `Source: ${a.citations.join('; ')}` : ''}
              <ReviewedBy stamp={a.reviewed} />
            </p>
          </li>
        );
      })}
    </ul>
  );
}
