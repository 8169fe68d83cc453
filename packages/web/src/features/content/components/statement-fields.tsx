import type { Citation, StatementInput } from '@balancer/domain';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form-styles';

/** One benefit or risk as edited: its text and, optionally, a published source with a locator. */
export type StatementDraft = {
  text: string;
  citationId: string;
  locator: string;
  needsReview: boolean;
  /** Edited from a reviewed statement: the server keeps the stamp if text and source are unchanged (docs/adr/0038). */
  reviewed?: boolean;
  interactsWith?: string[];
};

export const toDraft = (s: StatementInput): StatementDraft => ({
  text: s.text,
  citationId: s.source?.citationId ?? '',
  locator: s.source?.locator ?? '',
  needsReview: s.needsReview === true,
  ...(s.reviewed ? { reviewed: true } : {}),
  ...(s.interactsWith ? { interactsWith: s.interactsWith } : {}),
});

export const fromDraft = (d: StatementDraft): StatementInput => ({
  text: d.text.trim(),
  ...(d.citationId ? { source: { citationId: d.citationId, locator: d.locator.trim() || 'Not given' } } : {}),
  ...(d.needsReview ? { needsReview: true } : {}),
  ...(d.reviewed ? { reviewed: true } : {}),
  // Not editable here: an interaction statement keeps the agents it concerns.
  ...(d.interactsWith ? { interactsWith: d.interactsWith } : {}),
});

type Props = { legend: string; items: StatementDraft[]; citations: Citation[]; onChange: (items: StatementDraft[]) => void };

/** A list of statements with their sources, each editable and removable, and one more to add. */
export function StatementFields({ legend, items, citations, onChange }: Props) {
  const set = (i: number, patch: Partial<StatementDraft>) => onChange(items.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      {items.map((d, i) => (
        <div key={i} className="grid items-start gap-2 rounded border border-slate-200 bg-white p-2 sm:grid-cols-[1fr_18rem]">
          <textarea
            aria-label={`${legend} ${i + 1}`}
            rows={3}
            className={inputClass}
            value={d.text}
            onChange={(e) => set(i, { text: e.target.value })}
          />
          <div className="space-y-1">
            <select
              aria-label={`Source of ${legend.toLowerCase()} ${i + 1}`}
              className={inputClass}
              value={d.citationId}
              onChange={(e) => set(i, { citationId: e.target.value })}
            >
              <option value="">No published source</option>
              {citations.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.short}
                </option>
              ))}
            </select>
            {d.citationId ? (
              <input
                aria-label={`Locator of ${legend.toLowerCase()} ${i + 1}`}
                placeholder="Locator, e.g. Table 5"
                className={inputClass}
                value={d.locator}
                onChange={(e) => set(i, { locator: e.target.value })}
              />
            ) : null}
            <Button size="sm" variant="ghost" onClick={() => onChange(items.filter((_, j) => j !== i))}>
              Remove
            </Button>
          </div>
        </div>
      ))}
      <Button
        size="sm"
        variant="secondary"
        onClick={() => onChange([...items, { text: '', citationId: '', locator: '', needsReview: false }])}
      >
        Add a {legend === 'Benefits' ? 'benefit' : 'risk'}
      </Button>
    </fieldset>
  );
}
