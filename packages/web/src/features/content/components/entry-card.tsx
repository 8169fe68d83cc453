import { useState, type ReactNode } from 'react';

type Props = {
  /** The list item's data attribute, by which a page scrolls to the entry just saved (`data-rule`, `data-interaction`). */
  data: Record<`data-${string}`, string>;
  title: string;
  /** The content version the entry was just saved in: it is ringed, opened and says so. */
  savedIn: number | null;
  /** Open from the start (being edited). */
  initiallyOpen: boolean;
  /** Badges after "Saved as version …": effect, review state, disabled. */
  badges: ReactNode;
  children: ReactNode;
};

/** One collapsible item of a clinical-content list (a rule, an interaction): the shell the editors share. */
export function EntryCard({ data, title, savedIn, initiallyOpen, badges, children }: Props) {
  const [open, setOpen] = useState(initiallyOpen || savedIn !== null);
  // The entry just saved is shown open, its actions at hand (adjusted while rendering, not in an effect).
  const [shownSaved, setShownSaved] = useState(savedIn);
  if (shownSaved !== savedIn) {
    setShownSaved(savedIn);
    if (savedIn !== null) setOpen(true);
  }
  return (
    <li
      {...data}
      className={`scroll-mt-16 rounded-md border bg-white ${savedIn !== null ? 'border-brand-500 ring-2 ring-brand-500' : 'border-slate-200'}`}
    >
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="flex cursor-pointer flex-wrap items-center gap-2 px-4 py-3 text-sm font-medium text-slate-900">
          <span className="min-w-0 flex-1 break-words">{title}</span>
          {savedIn !== null ? (
            <span className="rounded bg-brand-100 px-2 py-0.5 text-xs text-brand-900">Saved as version {savedIn}</span>
          ) : null}
          {badges}
        </summary>
        <div className="space-y-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-800">{children}</div>
      </details>
    </li>
  );
}
