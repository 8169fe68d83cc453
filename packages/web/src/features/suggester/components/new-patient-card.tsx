import type { ReactNode } from 'react';

interface NewPatientCardProps {
  open: boolean;
  editingId: string | null;
  onToggle: () => void;
  /** Called when the user shows intent to open the form (hover, focus), to start loading it. */
  onIntent?: () => void;
  children: ReactNode;
}

/** Collapsed 'Click To Enter New Patient' card that expands into the form. */
export function NewPatientCard({ open, editingId, onToggle, onIntent, children }: NewPatientCardProps) {
  if (!open) {
    return (
      <section aria-label="New patient" className="print:hidden">
        <button
          type="button"
          onClick={onToggle}
          onPointerEnter={onIntent}
          onFocus={onIntent}
          aria-expanded="false"
          className="flex w-full items-center justify-between rounded-lg border border-dashed border-brand-200 bg-white px-5 py-4 text-left text-base font-semibold text-brand-800 shadow-sm hover:border-brand-600 hover:bg-brand-50"
        >
          Click To Enter New Patient
          <span aria-hidden="true" className="text-xl">
            +
          </span>
        </button>
      </section>
    );
  }
  return (
    <section aria-labelledby="patient-form-title" className="rounded-lg border border-slate-200 bg-white shadow-sm print:hidden">
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
        <h2 id="patient-form-title" className="text-lg font-semibold text-slate-900">
          {editingId ? `Edit Patient ${editingId} Details` : 'Enter Patient Details'}
        </h2>
        <button
          type="button"
          onClick={onToggle}
          aria-expanded="true"
          aria-label="Close the patient form"
          className="rounded p-1 text-2xl leading-none text-slate-600 hover:text-slate-900"
        >
          ×
        </button>
      </div>
      <div className="px-3 py-4 sm:px-5 sm:py-5">{children}</div>
    </section>
  );
}
