import { useId } from 'react';

/**
 * A small "i" button whose text shows on hover and keyboard focus, and is the button's description.
 * With `tabbable` false it leaves the Tab order: the control it explains names `id` in its
 * aria-describedby and shows the text while focused (one Tab stop per question, docs/adr/0031-clinician-journeys.md).
 */
export function InfoTip({ text, label, id: givenId, tabbable = true }: { text: string; label: string; id?: string; tabbable?: boolean }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <span className="group relative inline-flex align-middle">
      <button
        type="button"
        aria-label={label}
        aria-describedby={id}
        tabIndex={tabbable ? undefined : -1}
        className="inline-flex size-5 items-center justify-center rounded-full border border-slate-400 text-xs font-semibold text-slate-700 hover:border-brand-700 hover:text-brand-700"
      >
        i
      </button>
      <span
        role="tooltip"
        id={id}
        className="pointer-events-none invisible fixed inset-x-4 bottom-4 z-40 rounded-md bg-slate-900 px-3 py-2 text-sm leading-snug font-normal text-white shadow-lg group-focus-within:visible group-hover:visible sm:absolute sm:inset-x-auto sm:bottom-full sm:left-1/2 sm:mb-2 sm:w-72 sm:-translate-x-1/2 sm:text-xs print:hidden"
      >
        {text}
      </span>
    </span>
  );
}
