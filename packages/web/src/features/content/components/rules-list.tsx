import type { ContentChangeResult, ContentRules } from '@balancer/contract';
import { useId } from 'react';
import { inputClass, labelClass } from '../../../components/ui/form-styles';
import { RuleEntry } from './rule-entry';
import { groupRules, searchRules, type RuleGrouping } from './rule-list-model';

type Props = {
  content: ContentRules;
  query: string;
  onQuery: (q: string) => void;
  grouping: RuleGrouping;
  onGrouping: (g: RuleGrouping) => void;
  /** The rule being edited in place, if any. */
  editingId: string | null;
  onEdit: (id: string | null) => void;
  /** The rule saved last and its version: marked, and scrolled into view by the page. */
  saved: { id: string; version: number } | null;
  onSaved: (ruleId: string, label: string, result: ContentChangeResult) => void;
};

const GROUPINGS: [RuleGrouping, string][] = [
  ['flag', 'Risk answer'],
  ['effect', 'Effect'],
];

/** The rules, searchable and grouped by risk answer or effect, each group with its count. */
export function RulesList({ content, query, onQuery, grouping, onGrouping, editingId, onEdit, saved, onSaved }: Props) {
  const id = useId();
  const found = searchRules(content.rules, query);
  const groups = groupRules(found, grouping);
  return (
    <section aria-label="Rules" className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          <label htmlFor={`${id}-q`} className={labelClass}>
            Search rules (name, medication, risk answer, text)
          </label>
          <input id={`${id}-q`} type="search" className={`${inputClass} mt-1`} value={query} onChange={(e) => onQuery(e.target.value)} />
        </div>
        <div>
          <label htmlFor={`${id}-g`} className={labelClass}>
            Group by
          </label>
          <select
            id={`${id}-g`}
            className={`${inputClass} mt-1`}
            value={grouping}
            onChange={(e) => onGrouping(e.target.value as RuleGrouping)}
          >
            {GROUPINGS.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p aria-live="polite" className="text-sm text-slate-700">
        {query.trim()
          ? `${found.length} of ${content.rules.length} rules match “${query.trim()}”.`
          : `${content.rules.length} rules in ${groups.length} groups.`}
      </p>
      {groups.map((g) => (
        <div key={g.key}>
          <h2 id={`${id}-${g.key}`} className="mb-2 text-sm font-semibold text-slate-900">
            {g.title} <span className="font-normal text-slate-600">({g.views.length})</span>
          </h2>
          <ul aria-labelledby={`${id}-${g.key}`} className="space-y-2">
            {g.views.map((view) => (
              <RuleEntry
                key={view.rule.id}
                view={view}
                content={content}
                editing={editingId === view.rule.id}
                savedIn={saved?.id === view.rule.id ? saved.version : null}
                onEdit={(on) => onEdit(on ? view.rule.id : null)}
                onSaved={onSaved}
              />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
