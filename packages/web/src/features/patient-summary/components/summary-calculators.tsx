import { DosingCalculators } from '../../calculators';

/** The dosing calculators under the summary, closed until asked for; never printed. */
export function SummaryCalculators() {
  return (
    <details className="mt-4 rounded-md border border-slate-200 p-3 print:hidden">
      <summary className="cursor-pointer text-sm font-medium text-slate-900">
        Calculators: lithium level, creatinine clearance and eGFR
      </summary>
      <div className="mt-3">
        <DosingCalculators />
      </div>
    </details>
  );
}
