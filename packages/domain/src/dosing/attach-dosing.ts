import type { Catalog } from '../catalog/catalog.schema';
import type { PatientContext } from '../input/patient-context.schema';
import type { Recommendation, Suggestion } from '../engine/recommendation.schema';
import { defaultDosing } from './default-dosing';
import type { MedicationDosing } from './dosing.schema';
import { startTargetMonitor, type DosingPatient } from './start-target-monitor';

/**
 * The answer with each suggestion's "Start, target, monitor" block for this patient. Kept out of
 * `recommend` so that the engine's answer (and its tests' hashes) stays what it was; the v2 API and the
 * CDS cards call this on the engine's answer.
 */
export function withStartTargetMonitor(
  rec: Recommendation,
  input: PatientContext & Pick<DosingPatient, 'ageBand' | 'ageGroup'>,
  catalog: Catalog,
  dosing: readonly MedicationDosing[] = defaultDosing,
): Recommendation {
  const regimens = new Map(catalog.regimens.map((r) => [r.id, r]));
  const add = (s: Suggestion): Suggestion => {
    const regimen = regimens.get(s.regimenId);
    return regimen ? { ...s, startTargetMonitor: startTargetMonitor(regimen, input, dosing) } : s;
  };
  return { ...rec, first: rec.first.map(add), second: rec.second.map(add), third: rec.third.map(add) };
}
