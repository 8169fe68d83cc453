import { useId } from 'react';

/** A small "i" button whose text shows on hover and keyboard focus, and is the button's description. */
export function InfoTip({ text, label }: { text: string; label: string }) {
  const id = useId();
  return (
    <span className="group relative inline-flex align-middle">
      <button
        type="button"
        aria-label={label}
        aria-describedby={id}
        className="inline-flex size-5 items-center justify-center rounded-full border border-slate-400 text-xs font-semibold text-slate-700 hover:border-brand-700 hover:text-brand-700"
      >
        i
      </button>
      <span
        role="tooltip"
        id={id}
        className="invisible absolute bottom-full left-1/2 z-20 mb-2 w-64 -translate-x-1/2 rounded-md bg-slate-900 px-3 py-2 text-xs leading-snug font-normal text-white shadow-lg group-focus-within:visible group-hover:visible print:hidden"
      >
        {text}
      </span>
    </span>
  );
}
