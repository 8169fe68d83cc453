import { NeedsReview, ReviewedBy } from '../../../components/ui/needs-review';
import { AnchorList, type LinkTo } from './in-page-links';
import type { Caution } from './summary-model';

interface CautionsProps {
  cautions: Caution[];
  open: ReadonlySet<string>;
  onToggle: (anchor: string) => void;
  link: LinkTo;
}

/** Each warning once, numbered as the overview's ⚠ markers are, with the suggestions it applies to. */
export function Cautions({ cautions, open, onToggle, link }: CautionsProps) {
  if (cautions.length === 0) return null;
  return (
    <section aria-labelledby="cautions-title" className="mt-5">
      <h3 id="cautions-title" className="text-base font-semibold text-slate-900">
        Cautions <span className="text-sm font-medium text-slate-600">({cautions.length})</span>
      </h3>
      <ol className="mt-2 space-y-1.5">
        {cautions.map((c) => {
          const isOpen = open.has(c.anchor);
          const bodyId = `${c.anchor}-body`;
          const n = c.appliesTo.length;
          return (
            <li
              key={c.anchor}
              id={c.anchor}
              tabIndex={-1}
              className={`rounded-md border border-l-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${c.rule.severity === 'critical' ? 'border-red-200 border-l-red-700' : 'border-amber-200 border-l-amber-500'} bg-amber-50/60`}
            >
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={bodyId}
                onClick={() => onToggle(c.anchor)}
                className="flex w-full items-baseline gap-2 px-3 py-1.5 text-left text-sm"
              >
                <span aria-hidden="true" className="w-3 shrink-0 text-xs text-slate-600">
                  {isOpen ? '▾' : '▸'}
                </span>
                <span className="shrink-0 font-semibold text-amber-900">
                  <span aria-hidden="true">⚠&#xFE0E;</span>
                  {c.number}
                </span>
                <span className="min-w-0 flex-1 text-slate-900">
                  <span className="font-medium">{c.rule.label}</span>{' '}
                  <span className="text-xs whitespace-nowrap text-slate-700">
                    · {n} {n === 1 ? 'suggestion' : 'suggestions'}
                  </span>
                </span>
              </button>
              {isOpen ? (
                <div id={bodyId} className="px-3 pb-2 pl-8 text-sm text-slate-800">
                  <p>
                    {c.rule.reason}
                    <NeedsReview when={c.rule.needsReview} />
                  </p>
                  {c.rule.citations.length > 0 ? (
                    <p className="mt-1 text-xs text-slate-700">
                      Source: {c.rule.citations.join('; ')}
                      <ReviewedBy stamp={c.rule.reviewed} />
                    </p>
                  ) : null}
                  <p className="mt-1.5">
                    Applies to: <AnchorList targets={c.appliesTo} link={link} className="text-brand-700" />
                  </p>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
