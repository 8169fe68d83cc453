import { moodStateSchema, recommendationSchema, riskFlagDefinitions, type Recommendation, type RiskFlagRecordKey } from '@balancer/domain';
import { freeTextLimits, type RecommendationRequest } from '@balancer/contract';
import { z } from 'zod';
import { riskQuestions } from './risk-questions';
import { aboutRequest } from './about-the-patient';

/** A risk answer: '' = not answered (issue 39). Records saved before then hold only Yes or No, and still load. */
const yesNo = z.enum(['Yes', 'No', '']);
const trueFalse = z.enum(['True', 'False']);
const possibleMedicationSchema = z.object({ name: z.string(), source: z.string() });

/** The Yes/No risk answers, one per flag, stored and edited under the record's key names. */
const riskAnswers = Object.fromEntries(riskFlagDefinitions.map((f) => [f.recordKey, yesNo])) as { [K in RiskFlagRecordKey]: typeof yesNo };
/** Every risk question starts not answered: a question nobody answered is never printed as No. */
const unanswered = Object.fromEntries(riskFlagDefinitions.map((f) => [f.recordKey, ''])) as { [K in RiskFlagRecordKey]: '' };

/** One entry of localStorage `patientInfos` (see docs/product.md), plus the full explained recommendation. */

export const patientRecordSchema = z.object({
  ID: z.string().min(1).max(40),
  Diagnosis: moodStateSchema,
  OtherDiagnosis: z.string(),
  Description: z.string(),
  CurrentMedications: z.string(),
  /** Comma-joined names. */
  PriorMedications: z.string(),
  Mania: trueFalse,
  Depression: trueFalse,
  Hypomania: trueFalse,
  ...riskAnswers,
  /** "About the patient" answers by input row key, '' = not answered (docs/adr/0046); absent in older records. */
  About: z.record(z.string(), z.string()).optional(),
  /** What the patient takes now and the conditions on record, as picked (issue 37); absent in older records. */
  TakingNow: z.array(z.string()).optional(),
  Conditions: z.array(z.string()).optional(),
  PossibleMedications: z.object({
    first: z.array(possibleMedicationSchema),
    second: z.array(possibleMedicationSchema),
    third: z.array(possibleMedicationSchema),
  }),
  Recommendation: recommendationSchema.optional(),
  /** ISO time of the recommendation, shown on the printout. */
  CreatedAt: z.string().optional(),
});
export type PatientRecord = z.infer<typeof patientRecordSchema>;

/** The new-patient form's values. Free-text fields stay in this browser; the server never receives them. */
export const patientFormSchema = z.object({
  Diagnosis: moodStateSchema,
  OtherDiagnosis: z.string().max(freeTextLimits.otherDiagnosis, `Keep this under ${freeTextLimits.otherDiagnosis} characters`),
  Description: z.string().max(freeTextLimits.description, `Keep this under ${freeTextLimits.description} characters`),
  CurrentMedications: z.string().max(freeTextLimits.currentMedications, `Keep this under ${freeTextLimits.currentMedications} characters`),
  PriorMedications: z.array(z.string()).max(50, 'At most 50 prior medications'),
  Mania: z.boolean(),
  Depression: z.boolean(),
  Hypomania: z.boolean(),
  ...riskAnswers,
  About: z.record(z.string(), z.string()),
  TakingNow: z.array(z.string()).max(50, 'At most 50 medications'),
  Conditions: z.array(z.string()).max(30, 'At most 30 conditions'),
});
export type PatientFormValues = z.infer<typeof patientFormSchema>;

export const defaultPatientFormValues: PatientFormValues = {
  Diagnosis: 'Manic',
  OtherDiagnosis: '',
  Description: '',
  CurrentMedications: '',
  PriorMedications: [],
  Mania: false,
  Depression: false,
  Hypomania: false,
  ...unanswered,
  About: {},
  TakingNow: [],
  Conditions: [],
};

export function splitPriorMedications(joined: string): string[] {
  return joined
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * What goes on the wire: only what the engine reads. No id, free text or episode answers: those stay
 * in this browser.
 */
export function toRecommendRequest(values: PatientFormValues): RecommendationRequest {
  // A risk question not answered is not sent: the API takes it as No (the input row's `whenUnknown`).
  const flags = Object.fromEntries(riskQuestions.flatMap((q) => (values[q.key] ? [[q.flag, values[q.key] === 'Yes']] : [])));
  // An empty picker is a question not answered: nothing is sent, and no rule about it applies.
  return {
    state: values.Diagnosis,
    ...flags,
    priorMedications: values.PriorMedications,
    ...(values.TakingNow.length > 0 && { currentMedications: values.TakingNow }),
    ...(values.Conditions.length > 0 && { conditions: values.Conditions }),
    ...aboutRequest(values.About),
  };
}

export function toPatientRecord(id: string, values: PatientFormValues, recommendation: Recommendation, createdAt: string): PatientRecord {
  const pick = (list: Recommendation['first']) => list.map((s) => ({ name: s.name, source: s.source }));
  return {
    ...values,
    ID: id,
    PriorMedications: values.PriorMedications.join(','),
    Mania: values.Mania ? 'True' : 'False',
    Depression: values.Depression ? 'True' : 'False',
    Hypomania: values.Hypomania ? 'True' : 'False',
    PossibleMedications: { first: pick(recommendation.first), second: pick(recommendation.second), third: pick(recommendation.third) },
    Recommendation: recommendation,
    CreatedAt: createdAt,
  };
}

export function toFormValues(record: PatientRecord): PatientFormValues {
  const { ID: _id, PossibleMedications: _pm, Recommendation: _r, CreatedAt: _c, ...rest } = record;
  return {
    ...rest,
    PriorMedications: splitPriorMedications(record.PriorMedications),
    Mania: record.Mania === 'True',
    Depression: record.Depression === 'True',
    Hypomania: record.Hypomania === 'True',
    About: record.About ?? {},
    TakingNow: record.TakingNow ?? [],
    Conditions: record.Conditions ?? [],
  };
}

type RiskAnswers = Pick<PatientRecord, (typeof riskQuestions)[number]['key']>;

/** The Yes answers, as the summary's Risk Assessment list. */
export function riskAssessment(record: RiskAnswers): string[] {
  return riskQuestions.filter((q) => record[q.key] === 'Yes').map((q) => q.label);
}

/** The questions nobody answered (taken as No by the suggestions), for the summary and the printout. */
export function unansweredRisks(record: RiskAnswers): string[] {
  return riskQuestions.filter((q) => !record[q.key]).map((q) => q.label);
}

/** The risk answers for the summary and the printout: the Yes answers, and the questions not answered. */
export function riskWords(record: RiskAnswers): { yes: string[]; notAnswered: string[] } {
  return { yes: riskAssessment(record), notAnswered: unansweredRisks(record) };
}
