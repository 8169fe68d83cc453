import type { ReviewItem } from '@balancer/domain';
import { useId, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { inputClass, labelClass } from '../../../components/ui/form-styles';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../auth';
import { useReviewQueue, useSaveChange } from '../api/content-api';
import { ReviewItemCard } from './review-item-card';

const keyOf = (i: ReviewItem) => JSON.stringify(i.ref);
const matches = (i: ReviewItem, q: string) =>
  !q || [i.title, i.detail, i.kind, ...i.usedBy, ...i.sources.map((s) => `${s.citation} ${s.locator}`)].join(' ').toLowerCase().includes(q);
const short = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}…` : text);

function Section({ title, items, children }: { title: string; items: ReviewItem[]; children: (i: ReviewItem) => React.ReactNode }) {
  const id = useId();
  if (!items.length) return null;
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title} ({items.length})
      </h2>
      <ul className="mt-2 space-y-2">{items.map(children)}</ul>
    </section>
  );
}

/**
 * /review: every statement and rule prescribers see as "Not yet verified against its source", with its source;
 * a clinician reviewer marks one reviewed, stored as a content version under their name with what they checked.
 */
export function ReviewQueuePage() {
  const queue = useReviewQueue();
  const save = useSaveChange();
  const { user } = useAuth();
  const accountName = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  // Pre-filled from the account's name when it has one, until the reviewer types (a title, a role).
  const [typed, setReviewer] = useState<string | null>(null);
  const reviewer = typed ?? accountName;
  const [filter, setFilter] = useState('');
  const [saving, setSaving] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<{ key: string; message: string } | null>(null);
  const filterId = useId();
  const q = filter.trim().toLowerCase();
  const shown = useMemo(() => (queue.data?.items ?? []).filter((i) => matches(i, q)), [queue.data, q]);

  const mark = (item: ReviewItem, reason: string) => {
    setSaving(keyOf(item));
    setDone(null);
    setFailed(null);
    save.mutate(
      { change: { kind: 'review.mark', item: item.ref, reviewer: reviewer.trim() }, reason, baseVersion: queue.data?.version.id },
      {
        onSuccess: (r) => setDone(`Marked reviewed: "${short(item.title)}" (version ${r.version.id}).`),
        onError: (e) => setFailed({ key: keyOf(item), message: errorMessage(e) }),
        onSettled: () => setSaving(null),
      },
    );
  };
  const card = (i: ReviewItem) => (
    <ReviewItemCard
      key={keyOf(i)}
      item={i}
      saving={saving === keyOf(i)}
      error={failed?.key === keyOf(i) ? failed.message : null}
      reviewer={reviewer}
      onReviewer={setReviewer}
      onMark={(reason) => mark(i, reason)}
    />
  );
  const statements = shown.filter((i) => i.ref.area === 'statement');
  const rules = shown.filter((i) => i.ref.area === 'rule');
  const all = queue.data?.items ?? [];
  return (
    <div className="max-w-4xl">
      <PageHeader title="Clinical review">
        <p>
          Statements and rules that prescribers see as “Not yet verified against its source”. Check each against its source and mark it
          reviewed: prescribers then see “Reviewed by” the name you give, with the date; the mark is a new content version under your
          account, with what you checked, and appears in the audit log.
        </p>
      </PageHeader>
      {queue.isPending ? <Spinner label="Loading what awaits review…" /> : null}
      {queue.isError ? <Alert tone="error">{errorMessage(queue.error)}</Alert> : null}
      {done ? <Alert tone="success">{done}</Alert> : null}
      {queue.data ? (
        <>
          <p className="mt-2 text-sm text-slate-800" aria-live="polite">
            {all.length
              ? `${all.filter((i) => i.ref.area === 'statement').length} statements and ${all.filter((i) => i.ref.area === 'rule').length} rules await review (content version ${queue.data.version.id}).`
              : 'Nothing awaits review: every statement and rule has been checked against its source.'}
          </p>
          <div className="mt-3 max-w-md">
            <label htmlFor={filterId} className={labelClass}>
              Filter by text, medication or source
            </label>
            <input
              id={filterId}
              type="search"
              className={`${inputClass} mt-1`}
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
          </div>
          {all.length && !shown.length ? <p className="mt-4 text-sm text-slate-700">Nothing awaiting review matches “{filter}”.</p> : null}
          <Section title="Statements" items={statements}>
            {card}
          </Section>
          <Section title="Rules" items={rules}>
            {card}
          </Section>
        </>
      ) : null}
    </div>
  );
}
