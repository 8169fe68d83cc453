import { useId, useState } from 'react';
import { splitList, type MedicationListItem } from '../../../lib/api/medications';

export function MedicationItem({ medication }: { medication: MedicationListItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const brands = medication.aliases.filter((a) => a.toLowerCase() !== medication.name.toLowerCase());
  return (
    <li>
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between gap-4 px-5 py-3 text-left hover:bg-slate-50"
        >
          <span>
            <span className="block font-semibold text-slate-900">{medication.name}</span>
            {brands.length > 0 ? <span className="block text-sm text-slate-600">Also: {brands.slice(0, 6).join(', ')}</span> : null}
          </span>
          <span aria-hidden="true" className={`inline-block text-slate-600 transition-transform ${open ? 'rotate-180' : ''}`}>
            ▾
          </span>
        </button>
      </h2>
      {open ? (
        <div id={id} className="grid gap-4 px-5 pb-4 text-sm sm:grid-cols-2">
          <Statements title="Benefits" items={splitList(medication.benefits)} />
          <Statements title="Risks" items={splitList(medication.risks)} />
        </div>
      ) : null}
    </li>
  );
}

function Statements({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {items.length === 0 ? (
        <p className="mt-1 text-slate-600">None listed.</p>
      ) : (
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700">
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
