import type { ReportedPatient } from '@balancer/contract';
import { riskQuestions } from './risk-questions';
import { splitPriorMedications, type PatientRecord } from './patient-record';

/**
 * What a Report Issue form carries about a patient: the structured, non-identifying inputs and the
 * summary. Never the free-text fields, never the ID.
 */
export function toReportedPatient(record: PatientRecord): ReportedPatient {
  const rec = record.Recommendation;
  const names = (list: { name: string }[]) => list.slice(0, 60).map((m) => m.name.slice(0, 100));
  return {
    state: record.Diagnosis,
    riskFactors: riskQuestions.filter((q) => record[q.key] === 'Yes').map((q) => q.flag),
    priorMedications: splitPriorMedications(record.PriorMedications)
      .slice(0, 50)
      .map((m) => m.slice(0, 100)),
    first: names(record.PossibleMedications.first),
    second: names(record.PossibleMedications.second),
    third: names(record.PossibleMedications.third),
    excluded: rec ? rec.excluded.slice(0, 100).map((e) => e.name.slice(0, 100)) : [],
    ...(rec ? { guidelineVersion: `${rec.guideline.name} ${rec.guideline.version}`.slice(0, 100) } : {}),
  };
}
