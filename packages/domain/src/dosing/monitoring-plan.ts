import type { Provenance } from '../citation.schema';
import type { StartTargetMonitor } from './start-target-monitor.schema';

/** One checklist row of a monitoring plan: a test on a day after the start (0 = baseline). */
export type MonitoringPlanRow = {
  day: number;
  test: string;
  /** Medications the test is for, e.g. ["Lithium"]. */
  for: string[];
  interval: string;
  source: Provenance;
  needsReview?: boolean;
};

/**
 * The printout's monitoring plan for the regimens the clinician marks: every baseline test and every
 * scheduled check, merged across medications (the same test on the same day once), sorted by day.
 * Dates are the browser's: start date + `day`.
 */
export function monitoringPlan(blocks: readonly StartTargetMonitor[]): MonitoringPlanRow[] {
  const rows = new Map<string, MonitoringPlanRow>();
  for (const block of blocks)
    for (const med of block.medications)
      for (const m of med.monitoring) {
        const days = [...(m.baseline ? [0] : []), ...m.days];
        for (const day of days) {
          const key = `${day}|${m.test}`;
          const row = rows.get(key);
          if (row) {
            if (!row.for.includes(med.name)) row.for.push(med.name);
            continue;
          }
          const fresh: MonitoringPlanRow = { day, test: m.test, for: [med.name], interval: m.interval, source: m.source };
          if (m.needsReview) fresh.needsReview = true;
          rows.set(key, fresh);
        }
      }
  return [...rows.values()].sort((a, b) => a.day - b.day || a.test.localeCompare(b.test));
}

/** "Baseline", "Day 5", "Month 6" (from 180 days), "Year 1" (365). */
export function planDayLabel(day: number): string {
  if (day === 0) return 'Baseline';
  if (day >= 365 && day % 365 === 0) return `Year ${day / 365}`;
  if (day >= 90 && day % 30 === 0) return `Month ${day / 30}`;
  return `Day ${day}`;
}
