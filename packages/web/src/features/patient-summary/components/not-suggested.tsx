import type { AppliedRule, Exclusion } from '@balancer/domain';

interface RuleGroup {
  rule: AppliedRule;
  medications: { name: string; matched: string[] }[];
}

/** Groups exclusions by the rule that removed them, so that each reason is read once. */
export function groupByRule(excluded: Exclusion[]): RuleGroup[] {
  const groups = new Map<string, RuleGroup>();
  for (const e of excluded) {
    for (const r of e.rules) {
      const group = groups.get(r.ruleId) ?? { rule: r, medications: [] };
      group.medications.push({ name: e.name, matched: r.matched });
      groups.set(r.ruleId, group);
    }
  }
  return [...groups.values()];
}

/** Every medication a rule removed, under the rule and its reason (decisions.md 7). */
export function NotSuggested({ excluded }: { excluded: Exclusion[] }) {
  const groups = groupByRule(excluded);
  return (
    <section aria-labelledby="not-suggested-title" className="mt-6">
      <h3 id="not-suggested-title" className="text-base font-semibold text-slate-900">
        Not suggested
      </h3>
      {groups.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">No medication of the guideline table was removed by a rule.</p>
      ) : (
        <div className="mt-2 space-y-3">
          {groups.map(({ rule, medications }) => (
            <div key={rule.ruleId} className="rounded-md border border-slate-200 border-l-4 border-l-red-700 bg-white px-4 py-3">
              <h4 className="text-sm font-semibold text-slate-900">{rule.label}</h4>
              <p className="mt-1 text-sm text-slate-700">{rule.reason}</p>
              {rule.citations.length > 0 ? <p className="mt-1 text-xs text-slate-600">Source: {rule.citations.join('; ')}</p> : null}
              <p className="mt-2 text-xs font-medium tracking-wide text-slate-600 uppercase">Not suggested because of this rule</p>
              <ul className="mt-1 flex flex-wrap gap-1.5">
                {medications.map((m) => (
                  <li key={m.name} className="rounded-full bg-red-50 px-2.5 py-0.5 text-sm text-red-900 ring-1 ring-red-200">
                    {m.name}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
