import type { ReactNode } from 'react';
import { ZOOM_STEPS } from '../api/zoom';

export type ZoomChoice = number | 'fit';

type Props = {
  page: number;
  pageCount: number;
  zoom: ZoomChoice;
  rendering: boolean;
  onZoom: (zoom: ZoomChoice) => void;
  onPage: (page: number) => void;
  children?: ReactNode;
};

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-brand-600';

/** Zoom menu, previous/next, "Page X of N" and the Rendering… indicator; annotation tools go in `children`. */
export function ViewerToolbar({ page, pageCount, zoom, rendering, onZoom, onPage, children }: Props) {
  return (
    <div
      role="toolbar"
      aria-label="PDF viewer"
      className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-slate-200 bg-white px-2 py-1.5 text-sm"
    >
      <label className="flex items-center gap-1">
        <span className="sr-only">Zoom</span>
        <select
          value={String(zoom)}
          onChange={(e) => onZoom(e.target.value === 'fit' ? 'fit' : Number(e.target.value))}
          className="rounded-md border border-slate-300 bg-white py-1 pr-7 pl-2 text-sm"
        >
          <option value="fit">Page fit</option>
          {ZOOM_STEPS.map((z) => (
            <option key={z} value={z}>
              {z}%
            </option>
          ))}
        </select>
      </label>
      <div className="flex items-center gap-0.5">
        <button type="button" className={iconButton} onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label="Previous page">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 1 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
          </svg>
        </button>
        <span className="min-w-[7.5rem] text-center text-slate-800 tabular-nums" data-testid="page-indicator">
          Page {page} of {pageCount}
        </span>
        <button type="button" className={iconButton} onClick={() => onPage(page + 1)} disabled={page >= pageCount} aria-label="Next page">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M7.3 15.7a1 1 0 0 1 0-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 1.4-1.4l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4 0Z" />
          </svg>
        </button>
      </div>
      {rendering ? (
        <span role="status" className="text-xs text-slate-600">
          Rendering…
        </span>
      ) : null}
      {children ? <div className="ml-auto flex flex-wrap items-center gap-1">{children}</div> : null}
    </div>
  );
}
