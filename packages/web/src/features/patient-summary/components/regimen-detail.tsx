import { useState } from 'react';
import type { AppliedRule } from '@balancer/domain';
import { NeedsReview, ReviewedBy } from '../../../components/ui/needs-review';
import type { LinkTo } from './in-page-links';
import { MedicationDetail, type DetailKind } from './medication-detail';
import { StartTargetMonitorBlock } from './start-target-monitor-block';
import { markOf, type RegimenView } from './summary-model';

/** The regimens the clinician marks for the printout's monitoring plan. */
export interface PlanMarks {
  marked: ReadonlySet<string>;
  toggle: (regimenId: string) => void;
}

interface RegimenDetailProps {
  id: string;
  item: RegimenView;
  link: LinkTo;
  /** Set when shown apart from its row (the wide layout's panel), which then names the regimen and can close. */
  title?: string;
  onClose?: () => void;
  plan?: PlanMarks | undefined;
}

/** One regimen's explanation: guideline row, the rules that moved it (cautions by reference), sources, benefits and risks. */
export function RegimenDetail({ id, item, link, title, onClose, plan }: RegimenDetailProps) {
  const [kind, setKind] = useState<DetailKind | null>(null);
  const panelId = `${id}-more`;
  return (
    <div
      id={id}
      role={title ? 'region' : undefined}
      aria-label={title}
      tabIndex={title ? -1 : undefined}
      className={`@container rounded-md border bg-white text-sm text-slate-800 ${title ? 'mt-3 border-brand-200 p-4 shadow-sm focus:outline-none' : 'mx-3 mb-3 border-slate-200 p-3'}`}
    >
      {title ? (
        <div className="mb-2 flex items-start justify-between gap-3">
          <h4 className="text-base font-semibold text-slate-900">{title}</h4>
          <button
            type="button"
            onClick={onClose}
            className="rounded-md border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-slate-50"
          >
            Close <span className="sr-only">{item.name}</span>
          </button>
        </div>
      ) : null}
      <div className="grid gap-x-6 @3xl:grid-cols-2">
        <Explanation item={item} link={link} />
        <div>
          <div className="mt-3 flex flex-wrap gap-2 @3xl:mt-0 print:hidden">
            <DetailButton
              label="Sources"
              pressed={kind === 'sources'}
              controls={panelId}
              onClick={() => setKind((k) => (k === 'sources' ? null : 'sources'))}
            />
            <DetailButton
              label="Benefits and risks"
              pressed={kind === 'benefits'}
              controls={panelId}
              onClick={() => setKind((k) => (k === 'benefits' ? null : 'benefits'))}
            />
          </div>
          {kind ? (
            <MedicationDetail
              id={panelId}
              drug={item.name}
              medicationId={item.medicationId}
              contentVersion={item.contentVersion}
              kind={kind}
            />
          ) : null}
          {item.suggestion?.startTargetMonitor ? (
            <>
              <StartTargetMonitorBlock block={item.suggestion.startTargetMonitor} name={item.name} />
              {plan && item.suggestion.startTargetMonitor.medications.length > 0 ? (
                <label className="mt-2 flex items-start gap-2 text-sm print:hidden">
                  <input
                    type="checkbox"
                    checked={plan.marked.has(item.regimenId)}
                    onChange={() => plan.toggle(item.regimenId)}
                    className="mt-0.5 size-4 accent-brand-700"
                  />
                  Add {item.name} to the printed monitoring plan
                </label>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** Why it is in its tier: the guideline row, the rules that moved it, and its cautions by reference. */
function Explanation({ item, link }: Pick<RegimenDetailProps, 'item' | 'link'>) {
  const s = item.suggestion;
  return (
    <div>
      {s ? <p>{s.explanation}</p> : null}
      {s?.guideline ? (
        <p className="mt-1 text-xs text-slate-600">
          Guideline row: “{s.guideline.row}”, {s.guideline.locator}; {s.guideline.citation}
        </p>
      ) : null}
      {s?.guideline?.evidence ? <p className="mt-1 text-xs text-slate-600">Evidence: {s.guideline.evidence.text}</p> : null}
      {s?.guideline?.note ? <p className="mt-1">Note: {s.guideline.note}</p> : null}
      {item.explained.length > 0 ? <RuleList rules={item.explained} /> : null}
      {item.cautions.length > 0 ? (
        <ul className="mt-2 space-y-1">
          {item.cautions.map((c) => (
            <li key={c.anchor} className="rounded border-l-4 border-amber-500 bg-amber-50 px-2 py-1 text-amber-950">
              <a href={`#${c.anchor}`} onClick={link(c.anchor)} className="font-medium underline underline-offset-2">
                Caution {c.number}: {c.rule.label}
              </a>
              {c.appliesTo.length > 1 ? (
                <span>
                  {' '}
                  (also for {c.appliesTo.length - 1} other {c.appliesTo.length > 2 ? 'suggestions' : 'suggestion'})
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {item.advisories.map((a) => (
        <p key={a.anchor} className="mt-2 rounded border-l-4 border-violet-600 bg-violet-50 px-2 py-1 text-violet-950">
          <a href={`#${a.anchor}`} onClick={link(a.anchor)} className="font-medium underline underline-offset-2">
            Advisory: {a.advisory.label}
          </a>
        </p>
      ))}
    </div>
  );
}

function DetailButton({ label, pressed, controls, onClick }: { label: string; pressed: boolean; controls: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-controls={pressed ? controls : undefined}
      onClick={onClick}
      className={`rounded-md border px-2.5 py-1 text-xs font-medium ${pressed ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`}
    >
      {label}
    </button>
  );
}

const ruleTone: Record<string, string> = {
  favoured: 'border-emerald-600 bg-emerald-50 text-emerald-950',
  deprioritised: 'border-orange-600 bg-orange-50 text-orange-950',
  caution: 'border-amber-500 bg-amber-50 text-amber-950',
  advised: 'border-violet-600 bg-violet-50 text-violet-950',
};
export const ruleVerb: Record<string, string> = {
  favoured: 'Favoured',
  deprioritised: 'Moved to the end of its line',
  caution: 'Caution',
  advised: 'Advisory',
};

/** Rules with their rationale and sources, each once. */
export function RuleList({ rules }: { rules: AppliedRule[] }) {
  return (
    <ul className="mt-2 space-y-1">
      {rules.map((r) => {
        const mark = markOf(r);
        return (
          <li
            key={r.ruleId}
            className={`rounded border-l-4 px-2 py-1 ${mark ? ruleTone[mark] : 'border-slate-400 bg-slate-50 text-slate-900'}`}
          >
            <span className="font-medium break-words">
              {mark ? `${ruleVerb[mark]}: ` : ''}
              {r.label}.
            </span>{' '}
            {r.reason}
            <NeedsReview when={r.needsReview} />
            {r.citations.length > 0 ? (
              <span className="block text-xs opacity-90">
                Source: {r.citations.join('; ')}
                <ReviewedBy stamp={r.reviewed} />
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
