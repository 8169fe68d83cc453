import type { Provenance } from '../citation.schema';
import type { ReviewStamp } from '../review-stamp.schema';
import { doseSpanText, doseText, levelText, stepText } from './dosing-text';
import type { MedicationDosing } from './dosing.schema';

/**
 * Which list of a medication's dosing a fact sits in. With the medication's id and the fact's index in
 * that list it names one fact (a difference holds two: its guideline and its label side).
 */
export const dosingFactKinds = ['phase', 'level', 'adjustment', 'monitoring', 'advice', 'guideline', 'label'] as const;
export type DosingFactKind = (typeof dosingFactKinds)[number];

/** One dosing fact as the clinical-review table and the review queue read it. */
export type DosingFact = {
  medicationId: string;
  medication: string;
  fact: DosingFactKind;
  index: number;
  /** The kind in words, e.g. "Dose (Manic)", "Monitoring". */
  kind: string;
  text: string;
  source: Provenance;
  needsReview: boolean;
  reviewed?: ReviewStamp;
};

type Sourced = { source: Provenance; needsReview?: boolean | undefined; reviewed?: ReviewStamp | undefined };

/** Every fact of one medication's dosing, in content order. */
export function medicationFacts(d: MedicationDosing): DosingFact[] {
  const row = (fact: DosingFactKind, index: number, kind: string, text: string, f: Sourced): DosingFact => ({
    medicationId: d.id,
    medication: d.name,
    fact,
    index,
    kind,
    text,
    source: f.source,
    needsReview: f.needsReview === true,
    ...(f.reviewed ? { reviewed: f.reviewed } : {}),
  });
  return [
    ...d.phases.map((p, i) =>
      row(
        'phase',
        i,
        `Dose (${p.phases.join(', ')})`,
        `${p.use}: ${p.start.map((s) => `${s.when} ${stepText(s)}`).join('; ')}; usual ${doseSpanText(p.usual.low, p.usual.high, p.usual.unit)}; maximum ${doseText(p.maximum)}${p.note ? `. ${p.note}` : ''}`,
        p,
      ),
    ),
    ...d.levels.map((l, i) => row('level', i, `Target level (${l.population}; ${l.phases.join(', ')})`, levelText(l), l)),
    ...d.adjustments.map((a, i) => row('adjustment', i, `Adjustment (${a.effect})`, a.text, a)),
    ...d.monitoring.map((m, i) =>
      row(
        'monitoring',
        i,
        'Monitoring',
        `${m.test}: ${m.baseline && !/\bbaseline\b/.test(m.interval) ? 'baseline, ' : ''}${m.interval}`,
        m,
      ),
    ),
    ...d.advice.map((a, i) => row('advice', i, 'Patient advice', a.text, a)),
    ...d.differences.flatMap((x, i) => [
      row('guideline', i, `Guideline: ${x.topic}`, x.guideline.text, x.guideline),
      row('label', i, `Label: ${x.topic}`, x.label.text, x.label),
    ]),
  ];
}

/** Every fact of the dosing content, one row each, in content order. */
export function dosingFacts(dosing: readonly MedicationDosing[]): DosingFact[] {
  return dosing.flatMap(medicationFacts);
}
