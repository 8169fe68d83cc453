import { useEffect, useMemo, useState } from 'react';
import type { PatientRecord } from '../../../lib/patients/patient-record';
import { Advisories } from './advisories';
import { AtAGlance } from './at-a-glance';
import { Cautions } from './cautions';
import { NotRecommended } from './not-recommended';
import { NotSuggested, type ExcludedGrouping } from './not-suggested';
import { PrintSummary } from './print-summary';
import { SummaryActions } from './summary-actions';
import { SummaryCalculators } from './summary-calculators';
import { SummaryFacts } from './summary-facts';
import { summaryModel, type MarkKind, type SummaryModel } from './summary-model';
import { clearTarget, useInPageTarget } from './use-in-page-target';
import { useMonitoringPlan } from './use-monitoring-plan';

export interface PatientSummaryProps {
  patient: PatientRecord;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  onEdit: () => void;
  onReportIssue: () => void;
}

/**
 * The answer first: patient facts, the three tiers at a glance, each warning once under Cautions, then
 * what the rules removed. Every explanation is one click away and has its own #fragment.
 * Render with key={patient.ID + patient.CreatedAt} so that what is open resets when the patient changes.
 */
export function PatientSummary({ patient, expanded, onExpandedChange, onEdit, onReportIssue }: PatientSummaryProps) {
  const model = useMemo(() => summaryModel(patient), [patient]);
  const [openRegimen, setOpenRegimen] = useState<string | null>(null);
  const [openCautions, setOpenCautions] = useState<ReadonlySet<string>>(new Set());
  const [excludedOpen, setExcludedOpen] = useState(false);
  const [grouping, setGrouping] = useState<ExcludedGrouping>('regimen');
  const [printDetails, setPrintDetails] = useState(false);
  const plan = useMonitoringPlan();
  const rec = patient.Recommendation;
  // Mounted for each new patient (see the key above): the heading takes focus and the summary's top comes
  // into view, so that everyone lands on the answer even after submitting from the foot of a long page;
  // a deep link (#rx-…) keeps its own target instead.
  useEffect(() => {
    if (window.location.hash) return;
    const title = document.getElementById('summary-title');
    title?.focus({ preventScroll: true });
    title?.closest('section')?.scrollIntoView({ block: 'start' });
  }, []);

  const items = model.tiers.flatMap((t) => t.items);
  const nav = useInPageTarget((anchor) => {
    if (model.advisories.some((a) => a.anchor === anchor)) {
      // Always on screen; nothing to open.
    } else if (items.some((i) => i.anchor === anchor)) {
      setOpenRegimen(anchor);
    } else if (model.cautions.some((c) => c.anchor === anchor)) {
      setOpenCautions((open) => new Set(open).add(anchor));
    } else if (model.excluded.some((e) => e.anchor === anchor)) {
      setExcludedOpen(true);
      setGrouping('regimen');
    } else if (anchor === 'not-suggested' || model.exclusionRules.some((r) => r.anchor === anchor)) {
      setExcludedOpen(true);
    } else {
      return false;
    }
    onExpandedChange(true);
    return true;
  });

  const toggleRegimen = (anchor: string) => {
    if (openRegimen === anchor) {
      setOpenRegimen(null);
      clearTarget();
    } else nav.go(anchor, false);
  };
  const toggleCaution = (anchor: string) => {
    if (!openCautions.has(anchor)) return nav.go(anchor, false);
    const next = new Set(openCautions);
    next.delete(anchor);
    setOpenCautions(next);
    clearTarget();
  };

  return (
    <>
      <section aria-labelledby="summary-title" className="rounded-lg border border-slate-200 bg-white shadow-sm print:hidden">
        {!expanded ? (
          <button
            type="button"
            aria-expanded="false"
            onClick={() => onExpandedChange(true)}
            className="flex w-full flex-wrap items-center justify-between gap-x-3 px-4 py-4 text-left sm:px-5"
          >
            <h2 id="summary-title" className="text-base font-semibold text-slate-900">
              Patient Summary
            </h2>
            <span className="text-sm text-slate-600">Patient {patient.ID} · Show</span>
          </button>
        ) : (
          <>
            <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-2.5 sm:px-5">
              <h2 id="summary-title" tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
                Summary
              </h2>
              <SummaryActions
                onPrint={() => window.print()}
                onEdit={onEdit}
                onReportIssue={onReportIssue}
                onHide={() => onExpandedChange(false)}
              />
            </div>
            <div className="px-4 py-4 sm:px-5">
              <SummaryFacts patient={patient} />
              <Advisories
                advisories={model.advisories}
                marked={(anchor) => items.filter((i) => i.advisories.some((a) => a.anchor === anchor)).length}
              />
              <div className="mt-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h3 className="text-base font-semibold text-slate-900">
                  Possible Medications <span className="text-sm font-medium text-slate-600">({model.count})</span>
                </h3>
                <Legend items={items} />
              </div>
              <AtAGlance tiers={model.tiers} nav={{ openRegimen, toggleRegimen, link: nav.link, plan }} />
              <Cautions cautions={model.cautions} open={openCautions} onToggle={toggleCaution} link={nav.link} />
              {rec ? (
                <NotSuggested
                  excluded={model.excluded}
                  rules={model.exclusionRules}
                  open={excludedOpen}
                  grouping={grouping}
                  onOpenChange={(open) => {
                    setExcludedOpen(open);
                    if (!open) clearTarget();
                  }}
                  onGroupingChange={setGrouping}
                  link={nav.link}
                />
              ) : null}
              <NotRecommended rows={model.notRecommended} />
              <SummaryCalculators />
              {rec && rec.nonPharmacological.length > 0 ? (
                <p className="mt-4 text-sm text-slate-700">
                  Non-drug options in the same guideline table: {rec.nonPharmacological.map((n) => `${n.name} (line ${n.line})`).join(', ')}
                  .
                </p>
              ) : null}
              <label className="mt-4 flex items-start gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={printDetails}
                  onChange={(e) => setPrintDetails(e.target.checked)}
                  className="mt-0.5 size-4 accent-brand-700"
                />
                Print the details too: every explanation, benefit, risk and source, from page 2. The first page always holds the whole
                summary.
              </label>
              {rec ? (
                <p className="mt-4 text-xs text-slate-600">
                  Content version <span className="font-mono break-all">{rec.contentVersion}</span> (guideline tables, rules and medication
                  statements this answer was made with).
                </p>
              ) : null}
            </div>
          </>
        )}
      </section>
      <PrintSummary patient={patient} model={model} withDetails={printDetails} planned={plan.marked} />
    </>
  );
}

const legend: [MarkKind, string, string][] = [
  ['favoured', '▲', 'favoured'],
  ['caution', '⚠\uFE0E', 'caution'],
  ['deprioritised', '▼', 'moved to end of line'],
  ['advised', '◆', 'advisory'],
];
const legendTone: Record<MarkKind, string> = {
  favoured: 'text-emerald-700',
  caution: 'font-semibold text-amber-900',
  deprioritised: 'text-orange-800',
  advised: 'text-violet-800',
};

/** Explains the markers this answer uses. */
function Legend({ items }: { items: SummaryModel['tiers'][number]['items'] }) {
  const used = new Set(items.flatMap((i) => [...i.marks, ...(i.cautions.length ? (['caution'] as const) : [])]));
  return (
    <p className="text-xs text-slate-600">
      {legend
        .filter(([kind]) => used.has(kind))
        .map(([kind, symbol, text]) => (
          <span key={kind}>
            <span aria-hidden="true" className={legendTone[kind]}>
              {symbol}
            </span>{' '}
            {text} ·{' '}
          </span>
        ))}
      # guideline rank · select a medication for why
    </p>
  );
}
