import { ageGroupOf, ageGroupThresholds, bipolarTypeCodes, type PatientContext, type PatientFacts } from '@balancer/domain';
import { coded, describe } from './fhir-conditions';
import type { FhirResource } from './fhir-read';
import type { RecordAnswers } from './record-answers';

type Who = Pick<PatientContext, 'ageGroup' | 'sex' | 'bipolarType'>;

const GROUP_WORDS = {
  youth: `youth (under ${ageGroupThresholds.adultFrom})`,
  adult: `adult (${ageGroupThresholds.adultFrom} to ${ageGroupThresholds.olderAdultFrom - 1})`,
  olderAdult: `older adult (${ageGroupThresholds.olderAdultFrom} or over)`,
} as const;

/**
 * Who the patient is, from the record (docs/adr/0046): the age group from Patient.birthDate on the
 * hook's date, the sex from Patient.gender (female or male; other and unknown say nothing), and the
 * bipolar type from a confirmed diagnosis code that names it. Each is read with what it was read from,
 * or left out; two codes that disagree on the type are quoted and decide nothing.
 */
export function readWho(a: RecordAnswers, patient: PatientFacts | null, conditions: FhirResource[]): Who {
  const who: Who = {};
  if (patient?.age !== undefined) {
    who.ageGroup = ageGroupOf(patient.age);
    a.read.push({ input: 'Age group', from: `${GROUP_WORDS[who.ageGroup]}: age ${patient.age} from Patient.birthDate` });
  }
  if (patient?.sex === 'female' || patient?.sex === 'male') {
    who.sex = patient.sex;
    a.read.push({ input: 'Sex', from: `${patient.sex} (Patient.gender)` });
  }
  // The type is lifelong: a code in remission or resolved still names it; an uncertain one does not.
  const typed = coded(conditions, bipolarTypeCodes.codes).filter((h) => !h.uncertain);
  const types = new Set(typed.map((h) => h.listed!.type));
  if (types.size === 1) {
    who.bipolarType = [...types][0]!;
    a.read.push({ input: 'Bipolar type', from: `bipolar ${who.bipolarType} (${typed.map(describe).join('; ')})` });
  } else if (types.size > 1) {
    a.unclear.push(
      `Bipolar type: the record names both bipolar I and bipolar II (${typed.map(describe).join('; ')}); the bipolar I tables are used`,
    );
  }
  return who;
}
