/** Shared classes for text inputs, selects and textareas. */
export const inputClass =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600';
export const labelClass = 'block text-sm font-medium text-slate-800';
export const errorTextClass = 'mt-1 text-sm text-red-700';
