import type { RuleView } from '@balancer/domain';
import { useId, useState } from 'react';

type Medication = RuleView['medications'][number];

const List = ({ items, empty }: { items: string[]; empty: string }) =>
  items.length ? (
    <ul className="list-disc pl-5">
      {items.map((t, i) => (
        <li key={i}>{t}</li>
      ))}
    </ul>
  ) : (
    <p className="text-slate-600">{empty}</p>
  );

/** A medication a rule acts on: toggles its Benefits, Risks, Explanation and Sources. */
export function RuleMedication({ medication: m }: { medication: Medication }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li>
      <button type="button" aria-expanded={open} aria-controls={id} className="text-brand-700 underline" onClick={() => setOpen(!open)}>
        {m.name}
      </button>
      {open ? (
        <div id={id} className="mt-2 space-y-2 rounded border border-slate-200 bg-slate-50 p-3">
          <h4 className="font-medium">Benefits</h4>
          <List items={m.benefits} empty="No benefits listed" />
          <h4 className="font-medium">Risks</h4>
          <List items={m.risks} empty="No risks listed" />
          <h4 className="font-medium">Explanation</h4>
          <p>{m.explanation || 'No explanation provided'}</p>
          <h4 className="font-medium">Sources</h4>
          {m.sources.length ? (
            <ul className="space-y-2">
              {m.sources.map((s, i) => (
                <li key={i} className="rounded border border-slate-200 bg-white p-2 text-xs">
                  <p className="font-medium text-slate-900">{s.name}</p>
                  <p>{s.text}</p>
                  <p className="text-slate-600">
                    {s.locator} · Page: {s.page ?? '—'} · Chunk: {s.chunk ?? '—'} · ID: {s.id}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">No sources listed</p>
          )}
        </div>
      ) : null}
    </li>
  );
}
