import type { MouseEvent, ReactNode } from 'react';

/** onClick for a link to a target within the summary (see use-in-page-target). */
export type LinkTo = (anchor: string) => (e: MouseEvent<HTMLAnchorElement>) => void;

/** "A, B, C" as links to their places in the summary. */
export function AnchorList({ targets, link, className }: { targets: { anchor: string; name: string }[]; link: LinkTo; className: string }) {
  return targets.map((t, i) => (
    <span key={t.anchor}>
      {i > 0 ? ', ' : ''}
      <a href={`#${t.anchor}`} onClick={link(t.anchor)} className={`${className} underline underline-offset-2`}>
        {t.name}
      </a>
    </span>
  ));
}

/** A small marker beside a regimen that leads to what it stands for; `label` is what a screen reader hears. */
export function MarkerLink({
  anchor,
  link,
  title,
  label,
  className,
  children,
}: {
  anchor: string;
  link: LinkTo;
  title: string;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <a
      href={`#${anchor}`}
      onClick={link(anchor)}
      title={title}
      className={`shrink-0 rounded px-1.5 py-0.5 text-xs font-semibold ring-1 ${className}`}
    >
      <span aria-hidden="true">{children}</span>
      <span className="sr-only">{label}</span>
    </a>
  );
}
