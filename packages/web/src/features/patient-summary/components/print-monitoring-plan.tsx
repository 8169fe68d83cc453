import {
  adjustmentBody,
  doseText,
  dosingSourceLabel,
  monitoringPlan,
  planDayLabel,
  rangeText,
  stepText,
  type MedicationBlock,
  type MonitoringPlanRow,
  type StartTargetMonitor,
} from '@balancer/domain';
import { REVIEW_EXPLAINED } from '../../../components/ui/needs-review';

const heading = 'border-b border-black text-[10.5pt] font-bold break-after-avoid';

/** The rows of one day, in the plan's order. */
function byDay(rows: MonitoringPlanRow[]): [number, MonitoringPlanRow[]][] {
  const days = new Map<number, MonitoringPlanRow[]>();
  for (const r of rows) days.set(r.day, [...(days.get(r.day) ?? []), r]);
  return [...days];
}

/** Each medication once, even when two marked regimens share it (lithium alone and with quetiapine). */
function medicationsOf(blocks: { block: StartTargetMonitor }[]): MedicationBlock[] {
  const seen = new Map<string, MedicationBlock>();
  for (const { block } of blocks) for (const m of block.medications) if (!seen.has(m.id)) seen.set(m.id, m);
  return [...seen.values()];
}

/**
 * The printout's monitoring plan (issue 41), on a page of its own: for the regimens the clinician
 * marked, how each medication starts and what level to aim for, then a checklist of every test by day
 * after the start (dates written in by hand), then how often each test repeats.
 */
export function PrintMonitoringPlan({ blocks }: { blocks: { name: string; block: StartTargetMonitor }[] }) {
  if (blocks.length === 0) return null;
  const rows = monitoringPlan(blocks.map((b) => b.block));
  const meds = medicationsOf(blocks);
  const several = meds.length > 1;
  // A test two medications share keeps both intervals (weight: monthly for an SGA, 3–6-monthly for lithium).
  const intervals = new Map<string, Set<string>>();
  for (const r of rows) intervals.set(r.test, (intervals.get(r.test) ?? new Set()).add(r.interval));
  const unverified = rows.some((r) => r.needsReview) || meds.some((m) => m.doseNeedsReview || m.adjustments.some((a) => a.needsReview));
  return (
    <section data-testid="print-monitoring-plan" className="break-before-page text-[8.5pt]">
      <h2 className="text-[12pt] font-bold">Monitoring plan: {blocks.map((b) => b.name).join('; ')}</h2>
      <p>Start date: ____________ · Each check is due the stated number of days after the start; write its date beside it.</p>
      <h3 className={heading}>Start and target</h3>
      <ul className="list-none">
        {meds.map((m) => (
          <li key={m.id} className="break-inside-avoid">
            <strong>{m.name}:</strong> {m.start.map((s) => `${s.when} ${stepText(s)}`).join('; ')}; maximum {doseText(m.maximum)}
            {m.targets.map((t) => `; target ${t.analyte.toLowerCase()} ${rangeText(t.low, t.high, t.unit)} (${t.draw})`).join('')}
            {m.adjustments.map((a) => ` ◼ ${a.reason}: ${adjustmentBody(a.text)}`).join('')}. ({dosingSourceLabel(m.doseSource)})
          </li>
        ))}
      </ul>
      <h3 className={`${heading} mt-1`}>Checklist</h3>
      <table className="w-full border-collapse">
        <thead>
          <tr className="text-left">
            <th className="border border-black px-1">When</th>
            <th className="border border-black px-1">Date</th>
            <th className="border border-black px-1">Tests</th>
          </tr>
        </thead>
        <tbody>
          {byDay(rows).map(([day, tests]) => (
            <tr key={day} className="break-inside-avoid align-top">
              <td className="border border-black px-1 whitespace-nowrap">{planDayLabel(day)}</td>
              <td className="w-20 border border-black px-1" />
              <td className="border border-black px-1">
                {tests.map((r) => (
                  <span key={r.test} className="mr-3 inline-block">
                    ☐ {r.test}
                    {r.needsReview ? ' *' : ''}
                    {several ? ` (${r.for.join(', ')})` : ''}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1">
        <strong>Then:</strong> {[...intervals].map(([test, every]) => `${test}: ${[...every].join(' / ')}`).join('; ')}.
      </p>
      <p className="mt-1 text-[7.5pt]">
        {unverified ? `* and ◼ may rest on facts awaiting clinical review: ${REVIEW_EXPLAINED} ` : ''}
        Sources: CANMAT/ISBD 2018 with the 2023 update (levels and monitoring) and the US prescribing information of each product (doses and
        adjustments); each fact with its section is listed on screen.
      </p>
    </section>
  );
}
