import type { ReactNode } from 'react';

/** A calculator's frame: its heading, the fields it takes, and the result announced as it changes. */
export function CalculatorCard({ id, title, fields, children }: { id: string; title: string; fields: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-md border border-slate-200 bg-white p-4">
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      <div className="mt-2 flex flex-wrap gap-4">{fields}</div>
      {children}
    </section>
  );
}
