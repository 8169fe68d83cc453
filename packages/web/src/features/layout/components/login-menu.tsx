import { useEffect, useId, useRef, useState } from 'react';

/**
 * The login drop-down slot. Accounts arrive in a later issue; until then it explains what signing in
 * will offer and offers no form.
 */
export function LoginMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
      >
        Sign in
      </button>
      {open ? (
        <div id={panelId} className="absolute right-0 z-40 mt-2 w-72 rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-lg">
          <p className="font-semibold text-slate-900">Sign in</p>
          <p className="mt-1 text-slate-700">
            Signed-in clinicians will be able to chat with our library of research papers and view documents. Accounts are coming soon; everything else on
            Balancer works without one.
          </p>
        </div>
      ) : null}
    </div>
  );
}
