import { groupRisks } from '@balancer/domain';
import { useId, useState } from 'react';
import type { MedicationSummary } from '../../../lib/api/medications';
import { StatementList } from '../../../components/ui/statement-list';

export function MedicationItem({ medication }: { medication: MedicationSummary }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const brands = medication.aliases.filter((a) => a.toLowerCase() !== medication.name.toLowerCase());
  return (
    <li>
      <h3>
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
      </h3>
      {open ? (
        <div id={id} className="grid gap-4 px-5 pb-4 text-sm sm:grid-cols-2">
          <StatementList title="Benefits" heading="h4" items={medication.benefits.map((b) => b.text)} />
          <div>
            <h4 className="font-semibold text-slate-900">Risks</h4>
            {medication.risks.length === 0 ? <p className="mt-1 text-slate-600">None listed.</p> : null}
            {/* Headed by what each statement is (its source section), from packages/domain risk-groups. */}
            {groupRisks(medication.risks).map((g) => (
              <div key={g.id} className="mt-2">
                <StatementList title={g.heading} heading="h5" items={g.items.map((r) => r.text)} />
              </div>
            ))}
          </div>
        </div>
      ) : null}
    </li>
  );
}
