import type { ExtractedRule } from '@balancer/contract';
import type { PageTarget } from '../api/citations';
import { PageLink } from './page-link';

const badge = {
  EXCLUDE: { label: 'Exclude', className: 'border-red-300 bg-red-50 text-red-800' },
  INCLUDE: { label: 'Include', className: 'border-emerald-300 bg-emerald-50 text-emerald-800' },
} as const;

/**
 * One extracted rule: its kind as a red or green badge, the medications, the quote and a link to its page.
 * Marked a draft: read from the document, it is not guidance until a clinician confirms it in the rules manager.
 */
export function RuleItem({ guid, rule, onOpen }: { guid: string; rule: ExtractedRule; onOpen: (t: PageTarget) => void }) {
  const kind = badge[rule.type];
  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm shadow-sm" data-testid="rule-item">
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${kind.className}`}>{kind.label}</span>
        {rule.medications.map((m) => (
          <span key={m} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-800">
            {m}
          </span>
        ))}
        <span className="rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs text-amber-900">Draft: check the source</span>
        <span className="ml-auto">
          <PageLink
            target={{ guid, page: rule.page, highlight: rule.quote || rule.chunkText }}
            label={`Page ${rule.page}`}
            onOpen={onOpen}
          />
        </span>
      </div>
      <p className="mt-2 font-medium text-slate-900">{rule.rule}</p>
      {rule.reason ? <p className="mt-1 text-slate-700">{rule.reason}</p> : null}
      {rule.quote ? (
        <blockquote className="mt-2 border-l-4 border-slate-200 pl-3 text-xs text-slate-600 italic">“{rule.quote}”</blockquote>
      ) : null}
    </li>
  );
}
