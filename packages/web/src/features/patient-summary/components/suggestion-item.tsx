import type { AppliedRule } from '@balancer/domain';
import { MedicationDetail, type DetailKind } from './medication-detail';
import type { TierItem } from './tiers';

interface SuggestionItemProps {
  item: TierItem;
  active: DetailKind | null;
  onToggle: (kind: DetailKind) => void;
}

const lineNames = { 1: 'First line', 2: 'Second line', 3: 'Third line' } as const;

export function SuggestionItem({ item, active, onToggle }: SuggestionItemProps) {
  const s = item.suggestion;
  const panelId = `detail-${item.name.replace(/[^a-z0-9]+/gi, '-')}`;
  if (item.name === 'None') return <li className="py-2 text-sm text-slate-800">None</li>;
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="font-semibold text-slate-900">{item.name}</h4>
          {s?.guideline ? (
            <p className="mt-1 flex flex-wrap gap-1.5 text-xs">
              <span className="sr-only">Guideline row: </span>
              <span className="rounded bg-brand-50 px-1.5 py-0.5 font-medium text-brand-900">{lineNames[s.guideline.line]}</span>
              <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-800">rank {s.guideline.rank}</span>
              <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-800">{s.guideline.locator}</span>
              {s.guideline.row !== item.name ? <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-800">row “{s.guideline.row}”</span> : null}
            </p>
          ) : s ? (
            <p className="mt-1 text-xs text-slate-600">Not in the guideline table for this state; added by a rule.</p>
          ) : null}
        </div>
        <div className="flex shrink-0 gap-2 print:hidden">
          <DetailButton label="Sources" pressed={active === 'sources'} controls={panelId} onClick={() => onToggle('sources')} />
          <DetailButton label="Benefits and risks" pressed={active === 'benefits'} controls={panelId} onClick={() => onToggle('benefits')} />
        </div>
      </div>
      {s ? <p className="mt-1 text-sm text-slate-700">{s.explanation}</p> : null}
      {s?.guideline?.note ? <p className="mt-1 text-sm text-slate-700">Note: {s.guideline.note}</p> : null}
      {s && s.rules.length > 0 ? <RuleList rules={s.rules} /> : null}
      {active ? <MedicationDetail id={panelId} drug={item.name} medicationId={s?.regimenId} kind={active} /> : null}
    </li>
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

export function RuleList({ rules }: { rules: AppliedRule[] }) {
  return (
    <ul className="mt-2 space-y-1">
      {rules.map((r) => (
        <li
          key={r.ruleId}
          className={`rounded border-l-4 px-2 py-1 text-sm ${r.effect === 'promote' ? 'border-emerald-600 bg-emerald-50 text-emerald-950' : r.effect === 'warn' ? 'border-amber-500 bg-amber-50 text-amber-950' : 'border-red-600 bg-red-50 text-red-950'}`}
        >
          <span className="font-medium">{r.label}.</span> {r.reason}
          {r.citations.length > 0 ? <span className="block text-xs opacity-90">Source: {r.citations.join('; ')}</span> : null}
        </li>
      ))}
    </ul>
  );
}
