import { riskFlagDefinitions, type RiskFlag, type RiskFlagRecordKey } from '@balancer/domain';

export type RiskAnswerKey = RiskFlagRecordKey;

export interface RiskQuestion {
  /** Key of the Yes/No answer in the stored patient record. */
  key: RiskAnswerKey;
  flag: RiskFlag;
  /** The question as asked on the form. */
  question: string;
  /** Short label for the summary's Risk Assessment list. */
  label: string;
}

/** The form's risk questions: one per flag of the domain's list (the form adds each one's rules). */
export const riskQuestions: readonly RiskQuestion[] = riskFlagDefinitions.map((f) => ({
  key: f.recordKey,
  flag: f.id,
  question: f.question,
  label: f.label,
}));

export const episodeQuestions = [
  { key: 'Mania', label: 'Mania' },
  { key: 'Depression', label: 'Depression' },
  { key: 'Hypomania', label: 'Hypomania' },
] as const;
