import { useEffect, useRef, useState } from 'react';

interface SummaryActionsProps {
  onPrint: () => void;
  onEdit: () => void;
  onReportIssue: () => void;
  onHide: () => void;
}

const action = 'rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50';

/** Print, Edit, Report Issue, Hide; on small screens an overflow menu (Edit, Print, Report Issue) plus a close control. */
export function SummaryActions({ onPrint, onEdit, onReportIssue, onHide }: SummaryActionsProps) {
  const menuItems: [string, () => void][] = [
    ['Edit', onEdit],
    ['Print', onPrint],
    ['Report Issue', onReportIssue],
  ];
  return (
    <div className="flex items-center gap-2">
      <div className="hidden gap-2 sm:flex">
        <button type="button" className={action} onClick={onPrint}>
          Print
        </button>
        <button type="button" className={action} onClick={onEdit}>
          Edit
        </button>
        <button type="button" className={action} onClick={onReportIssue}>
          Report Issue
        </button>
        <button type="button" className={action} onClick={onHide}>
          Hide
        </button>
      </div>
      <OverflowMenu items={menuItems} />
      <button
        type="button"
        aria-label="Hide summary"
        onClick={onHide}
        className="rounded p-1 text-2xl leading-none text-slate-600 hover:text-slate-900 sm:hidden"
      >
        ×
      </button>
    </div>
  );
}

/** A disclosure menu: Escape or a click elsewhere closes it and returns focus to its button. */
function OverflowMenu({ items }: { items: [string, () => void][] }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return (
    <div ref={root} className="relative sm:hidden">
      <button
        ref={button}
        type="button"
        className={`${action} whitespace-nowrap`}
        aria-expanded={open}
        aria-controls="summary-menu"
        onClick={() => setOpen((o) => !o)}
      >
        More actions
      </button>
      {open ? (
        <ul id="summary-menu" className="absolute right-0 z-30 mt-1 w-44 rounded-md border border-slate-200 bg-white py-1 shadow-lg">
          {items.map(([label, fn]) => (
            <li key={label}>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  fn();
                }}
                className="block w-full px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100"
              >
                {label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
