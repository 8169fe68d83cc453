import type { ReviewItem } from '@balancer/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorTextClass, inputClass, labelClass } from '../../../components/ui/form-styles';

type Props = {
  item: ReviewItem;
  saving: boolean;
  error: string | null;
  /** The name prescribers will see, shared by every card so that it is typed once. */
  reviewer: string;
  onReviewer: (name: string) => void;
  onMark: (reason: string) => void;
  /** The item "Next awaiting review" went to: brought into view with its form open and the focus on it. */
  current?: boolean;
};

/** Why a typed name cannot be saved, or null; the server checks the same (docs/adr/0038-clinical-review-queue.md). */
const nameProblem = (name: string) =>
  !name.trim()
    ? 'Type the name prescribers will see.'
    : name.includes('@')
      ? 'A name, not an e-mail address: prescribers and printouts show it.'
      : null;

/** What a reviewer checked, pre-filled from the source so that the usual case is one click. */
const defaultReason = (item: ReviewItem) => {
  const s = item.sources[0];
  return s ? `Checked against ${s.citation}, ${s.locator}.` : 'Checked against its source.';
};

/** One statement, rule or dosing fact awaiting review: its text, who carries it, its sources, and "Mark reviewed". */
export function ReviewItemCard({ item, saving, error, reviewer, onReviewer, onMark, current = false }: Props) {
  const [open, setOpen] = useState(current);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened when it becomes the current item (state adjusted while rendering, not in an effect).
  const [wasCurrent, setWasCurrent] = useState(current);
  if (current !== wasCurrent) {
    setWasCurrent(current);
    if (current) setOpen(true);
  }
  useEffect(() => {
    if (!current) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, [current]);
  const [reason, setReason] = useState(() => defaultReason(item));
  const id = useId();
  const nameId = useId();
  const nameHint = useId();
  const problem = nameProblem(reviewer);
  const titleId = useId();
  const isRule = item.ref.area === 'rule';
  return (
    <li
      className={`scroll-mt-16 rounded-md border bg-white px-3 py-2.5 ${current ? 'border-brand-500 ring-2 ring-brand-500' : 'border-slate-200'}`}
    >
      <h3
        ref={heading}
        id={titleId}
        tabIndex={-1}
        className="scroll-mt-16 text-sm font-semibold break-words text-slate-900 focus:outline-none"
      >
        {item.title}
      </h3>
      {item.detail ? <p className="mt-1 text-sm text-slate-700">{item.detail}</p> : null}
      <p className="mt-1 text-xs text-slate-700">
        <span className="font-medium text-slate-800">{item.kind}</span> ·{' '}
        {isRule ? 'acts on' : item.ref.area === 'interaction' ? 'between' : 'shown for'} {item.usedBy.join(', ')}
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
            if (reason.trim() && !problem) onMark(reason.trim());
          }}
        >
          <div>
            <label htmlFor={nameId} className={labelClass}>
              Your name as prescribers will see it
            </label>
            <p id={nameHint} className="text-xs text-slate-700">
              Shown beside the item as “Reviewed by …”, e.g. “Dr Ana Ruiz, psychiatrist”; never your e-mail address.
            </p>
            <input
              id={nameId}
              className={`${inputClass} mt-1 sm:max-w-md`}
              value={reviewer}
              onChange={(e) => onReviewer(e.target.value)}
              aria-describedby={nameHint}
              aria-invalid={problem ? true : undefined}
              autoComplete="name"
              required
            />
            {problem && reviewer ? <p className={errorTextClass}>{problem}</p> : null}
          </div>
          <label htmlFor={id} className={labelClass}>
            What you checked (saved as the version's reason, under your account)
          </label>
          <textarea id={id} rows={3} className={inputClass} value={reason} onChange={(e) => setReason(e.target.value)} required />
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={saving || !reason.trim() || Boolean(problem)}>
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
