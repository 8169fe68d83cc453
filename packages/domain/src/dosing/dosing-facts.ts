import type { Provenance } from '../citation.schema';
import { doseSpanText, doseText, levelText, stepText } from './dosing-text';
import type { MedicationDosing } from './dosing.schema';

/** One dosing fact as the clinical-review table and the review queue read it. */
export type DosingFact = { medication: string; kind: string; text: string; source: Provenance; needsReview: boolean };

/** Every fact of the dosing content, one row each, in content order. */
export function dosingFacts(dosing: readonly MedicationDosing[]): DosingFact[] {
  return dosing.flatMap((d) => {
    const row = (kind: string, text: string, f: { source: Provenance; needsReview?: boolean | undefined }): DosingFact => ({
      medication: d.name,
      kind,
      text,
      source: f.source,
      needsReview: f.needsReview === true,
    });
    return [
      ...d.phases.map((p) =>
        row(
          `Dose (${p.phases.join(', ')})`,
          `${p.use}: ${p.start.map((s) => `${s.when} ${stepText(s)}`).join('; ')}; usual ${doseSpanText(p.usual.low, p.usual.high, p.usual.unit)}; maximum ${doseText(p.maximum)}${p.note ? `. ${p.note}` : ''}`,
          p,
        ),
      ),
      ...d.levels.map((l) => row(`Target level (${l.population}; ${l.phases.join(', ')})`, levelText(l), l)),
      ...d.adjustments.map((a) => row(`Adjustment (${a.effect})`, a.text, a)),
      ...d.monitoring.map((m) => row('Monitoring', `${m.test}: ${m.baseline && !/\bbaseline\b/.test(m.interval) ? 'baseline, ' : ''}${m.interval}`, m)),
      ...d.advice.map((a) => row('Patient advice', a.text, a)),
      ...d.differences.flatMap((x) => [
        row(`Guideline: ${x.topic}`, x.guideline.text, x.guideline),
        row(`Label: ${x.topic}`, x.label.text, x.label),
      ]),
    ];
  });
}
