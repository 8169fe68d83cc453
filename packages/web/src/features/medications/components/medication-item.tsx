import { useId, useState } from 'react';
import type { MedicationSummary } from '../../../lib/api/medications';
import { StatementList } from '../../../components/ui/statement-list';

export function MedicationItem({ medication }: { medication: MedicationSummary }) {
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
          <StatementList title="Benefits" items={medication.benefits.map((b) => b.text)} />
          <StatementList title="Risks" items={medication.risks.map((r) => r.text)} />
        </div>
      ) : null}
    </li>
  );
}
