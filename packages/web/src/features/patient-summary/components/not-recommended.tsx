import { useState } from 'react';
import type { NotRecommendedRow } from '@balancer/domain';

/** What the guideline advises against in this phase, collapsed under the tiers. */
export function NotRecommended({ rows }: { rows: NotRecommendedRow[] }) {
  const [open, setOpen] = useState(false);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="not-recommended-title" className="mt-5">
      <h3 id="not-recommended-title" className="text-base font-semibold text-slate-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="not-recommended-body"
          onClick={() => setOpen((o) => !o)}
          className="flex items-baseline gap-2 rounded text-left"
        >
          <span aria-hidden="true" className="w-3 text-xs text-slate-600">
            {open ? '▾' : '▸'}
          </span>
          Not recommended by the guideline <span className="text-sm font-medium text-slate-600">({rows.length})</span>
        </button>
      </h3>
      {open ? (
        <ul id="not-recommended-body" className="mt-1.5 space-y-0.5 pl-5 text-sm text-slate-800">
          {rows.map((r) => (
            <li key={r.row}>
              {r.row}{' '}
              <span className="text-xs text-slate-600">
                ({r.citation}, {r.locator})
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
