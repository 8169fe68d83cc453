import type { ReactNode } from 'react';

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-6">
      <title>{`${title} · Balancer`}</title>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {children ? <div className="mt-2 max-w-3xl text-base leading-relaxed text-slate-700">{children}</div> : null}
    </header>
  );
}
