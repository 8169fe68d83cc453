import type { ReactNode } from 'react';
import { NeedsReview, ReviewedBy } from '../../../components/ui/needs-review';
import { AnchorList, type LinkTo } from './in-page-links';
import { lineName, type ExcludedView, type ExclusionRuleView } from './summary-model';

export type ExcludedGrouping = 'regimen' | 'rule';

interface NotSuggestedProps {
  excluded: ExcludedView[];
  rules: ExclusionRuleView[];
  open: boolean;
  grouping: ExcludedGrouping;
  onOpenChange: (open: boolean) => void;
  onGroupingChange: (grouping: ExcludedGrouping) => void;
  link: LinkTo;
}

const count = (n: number) => `${n} ${n === 1 ? 'medication' : 'medications'}`;

/**
 * What the rules removed. Collapsed: one line per rule with its count. Open: each medication once with
 * every rule that removed it, the rules' reasons once below; grouping by rule is the secondary view.
 */
export function NotSuggested({ excluded, rules, open, grouping, onOpenChange, onGroupingChange, link }: NotSuggestedProps) {
  return (
    <section id="not-suggested" tabIndex={-1} aria-labelledby="not-suggested-title" className="mt-5 focus:outline-none">
      <h3 id="not-suggested-title" className="text-base font-semibold text-slate-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="not-suggested-body"
          disabled={excluded.length === 0}
          onClick={() => onOpenChange(!open)}
          className="flex items-baseline gap-2 rounded text-left"
        >
          {excluded.length > 0 ? (
            <span aria-hidden="true" className="w-3 text-xs text-slate-600">
              {open ? '▾' : '▸'}
            </span>
          ) : null}
          Not suggested <span className="text-sm font-medium text-slate-600">({excluded.length})</span>
        </button>
      </h3>
      {excluded.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">No medication of the guideline table was removed by a rule.</p>
      ) : !open ? (
        <ul className="mt-1.5 space-y-0.5 pl-5 text-sm text-slate-800">
          {rules.map((g) => (
            <li key={g.anchor} className="break-words">
              {g.rule.label}: <span className="text-slate-600">{count(g.regimens.length)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <div id="not-suggested-body" className="mt-2">
          <div role="group" aria-label="Group the list" className="inline-flex rounded-md border border-slate-300 text-xs font-medium">
            {(['regimen', 'rule'] as const).map((g) => (
              <button
                key={g}
                type="button"
                aria-pressed={grouping === g}
                onClick={() => onGroupingChange(g)}
                className={`px-2.5 py-1 first:rounded-l-md last:rounded-r-md ${grouping === g ? 'bg-slate-800 text-white' : 'bg-white text-slate-800 hover:bg-slate-50'}`}
              >
                {g === 'regimen' ? 'By medication' : 'By rule'}
              </button>
            ))}
          </div>
          {grouping === 'regimen' ? <ByRegimen excluded={excluded} rules={rules} link={link} /> : <ByRule rules={rules} link={link} />}
        </div>
      )}
    </section>
  );
}

function ByRegimen({ excluded, rules, link }: Pick<NotSuggestedProps, 'excluded' | 'rules' | 'link'>) {
  return (
    <>
      <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200 text-sm">
        {excluded.map(({ exclusion: e, anchor }) => (
          <li
            key={anchor}
            id={anchor}
            tabIndex={-1}
            className="px-3 py-1.5 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <span className="font-medium text-slate-900">{e.name}</span>
            {e.guideline ? (
              <span className="text-xs text-slate-600">
                {' '}
                ({lineName(e.guideline.line).toLowerCase()}, rank {e.guideline.rank})
              </span>
            ) : null}
            <span className="block text-slate-700 sm:inline">
              <span className="hidden sm:inline"> · </span>
              {e.rules.map((r, i) => (
                <span key={r.ruleId}>
                  {i > 0 ? '; ' : ''}
                  <a
                    href={`#${ruleAnchor(rules, r.ruleId)}`}
                    onClick={link(ruleAnchor(rules, r.ruleId))}
                    className="break-words text-red-900 underline underline-offset-2"
                  >
                    {r.label}
                  </a>
                  {r.matched.length > 0 && !r.label.toLowerCase().includes(r.matched.join(' ').toLowerCase()) ? (
                    <span className="text-slate-600"> ({r.matched.join(', ')})</span>
                  ) : null}
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
      <h4 className="mt-3 text-sm font-semibold text-slate-900">Why</h4>
      <ul className="mt-1 space-y-1.5">
        {rules.map((g) => (
          <RuleReason key={g.anchor} group={g} />
        ))}
      </ul>
    </>
  );
}

function ByRule({ rules, link }: Pick<NotSuggestedProps, 'rules' | 'link'>) {
  return (
    <ul className="mt-2 space-y-2">
      {rules.map((g) => (
        <RuleReason key={g.anchor} group={g}>
          <p className="mt-1 text-sm">
            <AnchorList targets={g.regimens} link={link} className="text-red-900" />
          </p>
        </RuleReason>
      ))}
    </ul>
  );
}

const ruleAnchor = (rules: ExclusionRuleView[], ruleId: string) => rules.find((g) => g.rule.ruleId === ruleId)?.anchor ?? 'not-suggested';

function RuleReason({ group, children }: { group: ExclusionRuleView; children?: ReactNode }) {
  const { rule } = group;
  return (
    <li
      id={group.anchor}
      tabIndex={-1}
      className="rounded-md border border-l-4 border-slate-200 border-l-red-700 bg-white px-3 py-2 text-sm text-slate-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <p className="font-semibold break-words text-slate-900">
        {rule.label} <span className="font-normal text-slate-600">({count(group.regimens.length)})</span>
      </p>
      <p className="mt-0.5">
        {rule.reason}
        <NeedsReview when={rule.needsReview} />
      </p>
      {rule.citations.length > 0 ? (
        <p className="mt-0.5 text-xs text-slate-600">
          Source: {rule.citations.join('; ')}
          <ReviewedBy stamp={rule.reviewed} />
        </p>
      ) : null}
      {children}
    </li>
  );
}
