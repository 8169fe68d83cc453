import { Button } from '../../../components/ui/button';

/** Items per page of the review queue: one page stays a screen or two long, at any width. */
export const REVIEW_PAGE_SIZE = 10;

/** The page that holds item `index`. */
export const pageOf = (index: number) => Math.floor(Math.max(0, index) / REVIEW_PAGE_SIZE);

type Props = { page: number; total: number; onPage: (page: number) => void; label: string };

/** "Items 11–20 of 97", with the pages before and after; nothing when one page holds everything. */
export function ReviewQueuePager({ page, total, onPage, label }: Props) {
  const pages = Math.ceil(total / REVIEW_PAGE_SIZE);
  if (pages <= 1) return null;
  const first = page * REVIEW_PAGE_SIZE + 1;
  const last = Math.min(total, first + REVIEW_PAGE_SIZE - 1);
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-3 text-sm text-slate-800">
      <Button size="sm" variant="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span aria-live="polite">
        Items {first}–{last} of {total} (page {page + 1} of {pages})
      </span>
      <Button size="sm" variant="secondary" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
