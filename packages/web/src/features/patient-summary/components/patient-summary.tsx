import { useState } from 'react';
import type { PatientRecord } from '../../../lib/patients/patient-record';
import { NotSuggested } from './not-suggested';
import { PrintSummary } from './print-summary';
import { SummaryActions } from './summary-actions';
import { SummaryFacts } from './summary-facts';
import { TierSection, type ActiveDetail } from './tier-section';
import { tiersOf } from './tiers';

export interface PatientSummaryProps {
  patient: PatientRecord;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  onEdit: () => void;
  onReportIssue: () => void;
}

/** Render with key={patient.ID + patient.CreatedAt} so that the open detail panel resets when the patient changes. */
export function PatientSummary({ patient, expanded, onExpandedChange, onEdit, onReportIssue }: PatientSummaryProps) {
  const [active, setActive] = useState<ActiveDetail | null>(null);
  const rec = patient.Recommendation;
  const toggle = (name: string, kind: ActiveDetail['kind']) =>
    setActive((cur) => (cur && cur.name === name && cur.kind === kind ? null : { name, kind }));

  return (
    <>
      <section aria-labelledby="summary-title" className="rounded-lg border border-slate-200 bg-white shadow-sm print:hidden">
        {!expanded ? (
          <button
            type="button"
            aria-expanded="false"
            onClick={() => onExpandedChange(true)}
            className="flex w-full items-center justify-between px-5 py-4 text-left"
          >
            <h2 id="summary-title" className="text-base font-semibold text-slate-900">
              Patient Summary
            </h2>
            <span className="text-sm text-slate-600">Patient {patient.ID} · Show</span>
          </button>
        ) : (
          <>
            <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-3">
              <h2 id="summary-title" className="text-lg font-semibold text-slate-900">
                Summary
              </h2>
              <SummaryActions onPrint={() => window.print()} onEdit={onEdit} onReportIssue={onReportIssue} onHide={() => onExpandedChange(false)} />
            </div>
            <div className="px-5 py-5">
              <SummaryFacts patient={patient} />
              <h3 className="mt-6 text-base font-semibold text-slate-900">Possible Medications</h3>
              <div className="mt-2 space-y-3">
                {tiersOf(patient).map((tier) => (
                  <TierSection key={tier.key} tier={tier} active={active} onToggle={toggle} />
                ))}
              </div>
              {rec ? <NotSuggested excluded={rec.excluded} /> : null}
              {rec && rec.nonPharmacological.length > 0 ? (
                <p className="mt-4 text-sm text-slate-700">
                  Non-drug options in the same guideline table: {rec.nonPharmacological.map((n) => `${n.name} (line ${n.line})`).join(', ')}.
                </p>
              ) : null}
            </div>
          </>
        )}
      </section>
      <PrintSummary patient={patient} />
    </>
  );
}
