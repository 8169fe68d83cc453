import type { CitedSources } from '@balancer/contract';

type Source = CitedSources['sources'][number];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What cites a source, in words: "18 tier entries · 3 safety rules · 12 statements". */
function citedBy(s: Source): string {
  return [
    s.tiers ? plural(s.tiers, 'tier entry', 'tier entries') : '',
    s.rules ? plural(s.rules, 'safety rule', 'safety rules') : '',
    s.statements ? plural(s.statements, 'benefit or risk statement', 'benefit and risk statements') : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The references the rules, tiers and statements cite, each once, with what cites it. */
export function CitedSourcesList({ sources }: { sources: Source[] }) {
  return (
    <ol className="divide-y divide-slate-200">
      {sources.map((s) => (
        <li key={s.id} className="px-5 py-3 text-sm">
          <p className="font-semibold text-slate-900">
            {s.short}
            {s.year ? <span className="font-normal text-slate-600"> ({s.year})</span> : null}
          </p>
          <p className="mt-0.5 text-slate-700">
            {s.reference}
            {s.url ? (
              <>
                {' '}
                <a href={s.url} target="_blank" rel="noreferrer" className="text-brand-700 underline underline-offset-2">
                  Open the source<span className="sr-only"> for {s.short} (opens in a new tab)</span>
                </a>
              </>
            ) : null}
          </p>
          <p className="mt-0.5 text-xs text-slate-600">Cited by {citedBy(s)}</p>
        </li>
      ))}
    </ol>
  );
}
