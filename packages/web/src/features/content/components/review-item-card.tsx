import type { ReviewItem } from '@balancer/domain';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { inputClass, labelClass } from '../../../components/ui/form-styles';

type Props = {
  item: ReviewItem;
  saving: boolean;
  error: string | null;
  onMark: (reason: string) => void;
};

/** What a reviewer checked, pre-filled from the source so that the usual case is one click. */
const defaultReason = (item: ReviewItem) => {
  const s = item.sources[0];
  return s ? `Checked against ${s.citation}, ${s.locator}.` : 'Checked against its source.';
};

/** One statement or rule awaiting review: its text, who carries it, its sources, and "Mark reviewed". */
export function ReviewItemCard({ item, saving, error, onMark }: Props) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState(() => defaultReason(item));
  const id = useId();
  const titleId = useId();
  const isRule = item.ref.area === 'rule';
  return (
    <li className="rounded-md border border-slate-200 bg-white px-3 py-2.5">
      <h3 id={titleId} className="text-sm font-semibold break-words text-slate-900">
        {item.title}
      </h3>
      {item.detail ? <p className="mt-1 text-sm text-slate-700">{item.detail}</p> : null}
      <p className="mt-1 text-xs text-slate-700">
        <span className="font-medium text-slate-800">{item.kind}</span> · {isRule ? 'acts on' : 'shown for'} {item.usedBy.join(', ')}
      </p>
      <ul className="mt-1 space-y-0.5 text-xs text-slate-700">
        {item.sources.map((s, i) => (
          <li key={`${s.citation}-${s.locator}-${i}`}>
            <span className="font-medium text-slate-800">Source:</span>{' '}
            {s.url ? (
              <a href={s.url} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                {s.citation}
              </a>
            ) : (
              s.citation
            )}
            , {s.locator}
            <details className="inline">
              <summary className="ml-1 inline cursor-pointer text-brand-700 underline">full reference</summary>
              <span className="block break-words">{s.reference}</span>
            </details>
          </li>
        ))}
      </ul>
      {open ? (
        <form
          className="mt-2 space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (reason.trim()) onMark(reason.trim());
          }}
        >
          <label htmlFor={id} className={labelClass}>
            What you checked (saved with your name as the version's reason)
          </label>
          <textarea id={id} rows={3} className={inputClass} value={reason} onChange={(e) => setReason(e.target.value)} required />
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={saving || !reason.trim()}>
              {saving ? 'Saving…' : 'Save as reviewed'}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button size="sm" variant="secondary" className="mt-2" aria-describedby={titleId} onClick={() => setOpen(true)}>
          Mark reviewed
        </Button>
      )}
    </li>
  );
}
