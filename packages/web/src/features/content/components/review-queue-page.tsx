import type { ReviewItem } from '@balancer/domain';
import { useId, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { inputClass, labelClass } from '../../../components/ui/form-styles';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../auth';
import { useReviewQueue, useSaveChange } from '../api/content-api';
import { ReviewItemCard } from './review-item-card';
import { pageOf, REVIEW_PAGE_SIZE, ReviewQueuePager } from './review-queue-pager';

const keyOf = (i: ReviewItem) => JSON.stringify(i.ref);
/** The queue's sections, in reading order; an item's area says where it goes (an area added to the domain needs a line here). */
const AREAS: readonly (readonly [ReviewItem['ref']['area'], string, string])[] = [
  ['statement', 'Statements', 'statements'],
  ['rule', 'Rules', 'rules'],
  ['interaction', 'Interactions', 'interactions'],
  ['dosing', 'Dosing facts', 'dosing facts'],
];
/** "a, b and c". */
const listed = (parts: string[]) => (parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? ''));
const inArea = (area: string) => (i: ReviewItem) => i.ref.area === area;
const matches = (i: ReviewItem, q: string) =>
  !q || [i.title, i.detail, i.kind, ...i.usedBy, ...i.sources.map((s) => `${s.citation} ${s.locator}`)].join(' ').toLowerCase().includes(q);
const short = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}…` : text);

function Section({
  title,
  total,
  items,
  children,
}: {
  title: string;
  total: number;
  items: ReviewItem[];
  children: (i: ReviewItem) => React.ReactNode;
}) {
  const id = useId();
  if (!items.length) return null;
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title} ({total})
      </h2>
      <ul className="mt-2 space-y-2">{items.map(children)}</ul>
    </section>
  );
}

/**
 * /review: every statement, rule and dosing fact prescribers see as "Not yet verified against its source", with its source;
 * a clinician reviewer marks one reviewed, stored as a content version under their name with what they checked.
 */
export function ReviewQueuePage() {
  const queue = useReviewQueue();
  const save = useSaveChange();
  const { user } = useAuth();
  const accountName = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  // Pre-filled from the account's name when it has one, until the reviewer types (a title, a role).
  const [typed, setReviewer] = useState<string | null>(null);
  const reviewer = typed ?? accountName;
  const [filter, setFilter] = useState('');
  const [saving, setSaving] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<{ key: string; message: string } | null>(null);
  const [page, setPage] = useState(0);
  // The item "Next awaiting review" went to; the next press goes on from it.
  const [cursor, setCursor] = useState<string | null>(null);
  // After a mark the item leaves the queue and the one after it takes its place: "next" resumes there.
  const [resume, setResume] = useState<number | null>(null);
  const filterId = useId();
  const q = filter.trim().toLowerCase();
  // Statements first, then rules, interactions and dosing facts, paged together: the queue is read in this order.
  const shown = useMemo(() => {
    const items = (queue.data?.items ?? []).filter((i) => matches(i, q));
    return AREAS.flatMap(([area]) => items.filter(inArea(area)));
  }, [queue.data, q]);
  const at = Math.min(page, pageOf(shown.length - 1));
  const onPage = shown.slice(at * REVIEW_PAGE_SIZE, (at + 1) * REVIEW_PAGE_SIZE);

  const next = () => {
    const from = resume ?? (cursor ? shown.findIndex((i) => keyOf(i) === cursor) + 1 : 0);
    const index = from < shown.length ? from : 0;
    const target = shown[index];
    if (!target) return;
    setPage(pageOf(index));
    setCursor(keyOf(target));
    setResume(null);
  };

  const mark = (item: ReviewItem, reason: string) => {
    setSaving(keyOf(item));
    setDone(null);
    setFailed(null);
    save.mutate(
      { change: { kind: 'review.mark', item: item.ref, reviewer: reviewer.trim() }, reason, baseVersion: queue.data?.version.id },
      {
        onSuccess: (r) => {
          setDone(`Marked reviewed: "${short(item.title)}" (version ${r.version.id}).`);
          // Gone from the queue: "Next awaiting review" goes on to the item that followed it.
          setResume(shown.findIndex((i) => keyOf(i) === keyOf(item)));
          setCursor(null);
        },
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
      current={cursor === keyOf(i)}
    />
  );
  const all = queue.data?.items ?? [];
  const pager = (label: string) => <ReviewQueuePager page={at} total={shown.length} onPage={setPage} label={label} />;
  return (
    <div className="max-w-4xl">
      <PageHeader title="Clinical review">
        <p>
          Statements, rules, interactions and dosing facts that prescribers see as “Not yet verified against its source”. Check each against
          its source and mark it reviewed: prescribers then see “Reviewed by” the name you give, with the date; the mark is a new content
          version under your account, with what you checked, and appears in the audit log.
        </p>
      </PageHeader>
      {queue.isPending ? <Spinner label="Loading what awaits review…" /> : null}
      {queue.isError ? <Alert tone="error">{errorMessage(queue.error)}</Alert> : null}
      {done ? (
        <Alert tone="success">
          {done}{' '}
          {shown.length ? (
            <Button size="sm" variant="secondary" className="ml-2" onClick={next}>
              Next awaiting review
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {queue.data ? (
        <>
          <p className="mt-2 text-sm text-slate-800" aria-live="polite">
            {all.length
              ? `${listed(AREAS.map(([area, , words]) => `${all.filter(inArea(area)).length} ${words}`))} await review (content version ${queue.data.version.id}).`
              : 'Nothing awaits review: every statement, rule, interaction and dosing fact has been checked against its source.'}
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
              onChange={(e) => {
                setFilter(e.target.value);
                setPage(0);
              }}
            />
          </div>
          {all.length && !shown.length ? <p className="mt-4 text-sm text-slate-700">Nothing awaiting review matches “{filter}”.</p> : null}
          {shown.length ? (
            <Button size="sm" className="mt-3" onClick={next}>
              Next awaiting review
            </Button>
          ) : null}
          {pager('Review queue pages')}
          {AREAS.map(([area, title]) => (
            <Section key={area} title={title} total={shown.filter(inArea(area)).length} items={onPage.filter(inArea(area))}>
              {card}
            </Section>
          ))}
          {pager('Review queue pages, at the end')}
        </>
      ) : null}
    </div>
  );
}
