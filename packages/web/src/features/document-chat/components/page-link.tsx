import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { pageHref, type PageTarget } from '../api/citations';

/**
 * A small link to a page of a library file. A plain click is handled by `onOpen` (scroll the open
 * viewer, or open the other file with the passage to highlight); a modified click opens the link as usual.
 */
export function PageLink({
  target,
  label,
  onOpen,
  children,
}: {
  target: PageTarget;
  /** The accessible name, e.g. "Page 7 of Invented handbook". */
  label: string;
  onOpen: (target: PageTarget) => void;
  children?: ReactNode;
}) {
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onOpen(target);
  };
  return (
    <Link
      to={pageHref(target)}
      state={target.highlight ? { highlight: target.highlight, context: target.context } : null}
      onClick={click}
      aria-label={label}
      title={label}
      className="mx-0.5 inline-flex items-center rounded border border-brand-200 bg-brand-50 px-1.5 align-baseline text-xs leading-5 font-medium whitespace-nowrap text-brand-800 no-underline hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
    >
      {children ?? `p. ${target.page}`}
    </Link>
  );
}
