import type { Exclusion } from '@balancer/domain';
import { RuleList } from './suggestion-item';

/** Every medication a rule removed, with the rule and its reason (decisions.md 7). */
export function NotSuggested({ excluded }: { excluded: Exclusion[] }) {
  return (
    <section aria-labelledby="not-suggested-title" className="mt-6">
      <h3 id="not-suggested-title" className="text-base font-semibold text-slate-900">
        Not suggested
      </h3>
      {excluded.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">No medication of the guideline table was removed by a rule.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200 px-3">
          {excluded.map((e) => (
            <li key={e.regimenId} className="py-2.5">
              <p className="font-medium text-slate-900">{e.name}</p>
              <p className="text-sm text-slate-700">{e.explanation}</p>
              <RuleList rules={e.rules} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
