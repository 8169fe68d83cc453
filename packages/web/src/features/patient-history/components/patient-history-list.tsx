import { useState } from 'react';
import type { PatientRecord } from '../../../lib/patients/patient-record';

interface PatientHistoryListProps {
  patients: PatientRecord[];
  onSelect: (patient: PatientRecord) => void;
  onRemove: (id: string) => void;
  onReportIssue: (patient: PatientRecord) => void;
}

const small = 'rounded-md border px-2.5 py-1 text-xs font-medium';

/** 'List of Patients', newest first. Remove asks for confirmation first. */
export function PatientHistoryList({ patients, onSelect, onRemove, onReportIssue }: PatientHistoryListProps) {
  const [pending, setPending] = useState<string | null>(null);
  return (
    <section aria-labelledby="history-title" className="rounded-lg border border-slate-200 bg-white shadow-sm print:hidden">
      <div className="border-b border-slate-200 px-5 py-3">
        <h2 id="history-title" className="text-lg font-semibold text-slate-900">
          List of Patients
        </h2>
        <p className="text-sm text-slate-600">Saved in this browser only. Select a patient to show their summary.</p>
      </div>
      {patients.length === 0 ? (
        <p className="px-5 py-4 text-sm text-slate-700">No patients yet. Entered patients appear here.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {patients.map((p) => (
            <li key={p.ID} className="flex flex-wrap items-center justify-between gap-2 px-5 py-3">
              <button type="button" onClick={() => onSelect(p)} className="min-w-0 rounded text-left hover:underline">
                <span className="block font-medium text-brand-800">Patient {p.ID}</span>
                <span className="block text-sm text-slate-700">Current State: {p.Diagnosis}</span>
              </button>
              {pending === p.ID ? (
                <div role="group" aria-label={`Confirm removal of patient ${p.ID}`} className="flex items-center gap-2">
                  <span className="text-sm text-slate-800">Remove patient {p.ID}?</span>
                  <button
                    type="button"
                    className={`${small} border-red-700 bg-red-700 text-white hover:bg-red-800`}
                    onClick={() => {
                      setPending(null);
                      onRemove(p.ID);
                    }}
                  >
                    Confirm remove
                  </button>
                  <button type="button" className={`${small} border-slate-300 bg-white text-slate-800`} onClick={() => setPending(null)}>
                    Cancel
                  </button>
                </div>
              ) : (
                <div className="flex gap-2">
                  <button
                    type="button"
                    className={`${small} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
                    onClick={() => onReportIssue(p)}
                    aria-label={`Report Issue for patient ${p.ID}`}
                  >
                    Report Issue
                  </button>
                  <button
                    type="button"
                    className={`${small} border-red-300 bg-white text-red-800 hover:bg-red-50`}
                    onClick={() => setPending(p.ID)}
                    aria-label={`Remove patient ${p.ID}`}
                  >
                    Remove
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
