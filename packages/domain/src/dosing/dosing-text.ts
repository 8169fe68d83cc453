import type { Provenance } from '../citation.schema';
import { defaultCitations } from '../citations';
import { dosingCitations } from './dosing-citations';
import type { Dose, TargetLevel, TitrationStep } from './dosing.schema';
import type { MedicationBlock, StartTargetMonitor } from './start-target-monitor.schema';

const num = (n: number) => String(n);
const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;

/** "0.6–1.0 mEq/L": both ends with the same decimals, as levels are written. */
export function rangeText(low: number, high: number, unit: string): string {
  const d = Math.max(decimals(low), decimals(high));
  return `${low.toFixed(d)}–${high.toFixed(d)} ${unit}`;
}

/** "300 mg/day, 300 mg three times daily"; "2–3 mg/day, once daily". */
export function doseText(d: Dose): string {
  const amount = d.upTo === undefined ? num(d.amount) : `${num(d.amount)}–${num(d.upTo)}`;
  return `${amount} ${d.unit}, ${d.frequency}`;
}

/** A titration step as read: a total ("900 mg/day, 300 mg three times daily") or a change ("increase by 300 mg/day every 3 days"). */
export function stepText(s: TitrationStep): string {
  return s.increment ? s.dose.frequency : doseText(s.dose);
}

/** A usual dose range; a source that gives one dose as the usual ("300 mg/day") is not a span. */
export const doseSpanText = (low: number, high: number, unit: string) =>
  low === high ? `${num(low)} ${unit}` : `${num(low)}–${num(high)} ${unit}`;

/** "0.8–1.2 mEq/L (trough, 12 h after the last dose …)". */
export function levelText(l: TargetLevel): string {
  const also = l.alsoAs ? `; ${l.alsoAs}` : '';
  return `${l.analyte} ${rangeText(l.low, l.high, l.unit)}${also} (${l.draw})`;
}

/** One line: start, usual range and maximum, target level, and the patient's adjustments by reason. */
export function medicationSummary(b: MedicationBlock): string {
  const first = b.start[0];
  const parts = [
    first ? `start ${doseText(first.dose)}` : '',
    `usual ${doseSpanText(b.usual.low, b.usual.high, b.usual.unit)}`,
    `max ${num(b.maximum.amount)} ${b.maximum.unit}`,
  ];
  const level = b.targets[0];
  if (level) parts.push(`target ${rangeText(level.low, level.high, level.unit)}`);
  return `${b.name}: ${parts.filter(Boolean).join('; ')}`;
}

/** An adjustment's text without its own lead-in ("Kidney disease: …"), for use after the reason. */
export const adjustmentBody = (text: string) => text.replace(/^[^:]*:\s*/, '');

/** "Kidney disease (history or risk): estimate CrCl … check the level at 5 days …", each applied adjustment once. */
export function adjustmentsText(b: MedicationBlock): string {
  return b.adjustments.map((a) => `${a.reason}: ${adjustmentBody(a.text)}.`).join(' ');
}

/** The baseline tests of a regimen, once each, for a card's monitoring line. */
export function baselineTests(s: StartTargetMonitor): string[] {
  return [...new Set(s.medications.flatMap((m) => m.monitoring.filter((x) => x.baseline).map((x) => x.test)))];
}

/** The start and monitoring line a CDS card shows for a suggestion. */
export function startMonitorLine(s: StartTargetMonitor): string {
  const starts = s.medications.map((m) => [m.summary + '.', adjustmentsText(m)].filter(Boolean).join(' ')).join(' ');
  const tests = baselineTests(s);
  return tests.length > 0 ? `${starts} Baseline: ${tests.join(', ')}.` : starts;
}

const allCitations = [...defaultCitations, ...dosingCitations];

/** "Lithium US label, Section 2 …": a dosing fact's source as the screen and the printout show it. */
export function dosingSourceLabel(p: Provenance): string {
  return `${allCitations.find((c) => c.id === p.citationId)?.short ?? p.citationId}, ${p.locator}`;
}
