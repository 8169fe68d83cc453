import { useState } from 'react';

interface SummaryActionsProps {
  onPrint: () => void;
  onEdit: () => void;
  onReportIssue: () => void;
  onHide: () => void;
}

const action = 'rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50';

/** Print, Edit, Report Issue, Hide; on small screens an overflow menu plus a close control (spec §2). */
export function SummaryActions({ onPrint, onEdit, onReportIssue, onHide }: SummaryActionsProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const run = (fn: () => void) => () => {
    setMenuOpen(false);
    fn();
  };
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
      <div className="relative sm:hidden">
        <button type="button" className={action} aria-expanded={menuOpen} aria-controls="summary-menu" onClick={() => setMenuOpen((o) => !o)}>
          More actions
        </button>
        {menuOpen ? (
          <ul id="summary-menu" className="absolute right-0 z-30 mt-1 w-44 rounded-md border border-slate-200 bg-white py-1 shadow-lg">
            {menuItems.map(([label, fn]) => (
              <li key={label}>
                <button type="button" onClick={run(fn)} className="block w-full px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100">
                  {label}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <button type="button" aria-label="Hide summary" onClick={onHide} className="rounded p-1 text-2xl leading-none text-slate-600 hover:text-slate-900 sm:hidden">
        ×
      </button>
    </div>
  );
}
