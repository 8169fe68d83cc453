import type { RiskFlag } from '@balancer/domain';

/** Keys of the Yes/No answers in the stored patient record (spec §3 spelling). */
export type RiskAnswerKey =
  | 'Psychotic'
  | 'Suicide'
  | 'Kidney'
  | 'Liver'
  | 'blood_pressure'
  | 'weight_gain'
  | 'Reproductive'
  | 'risk_pregnancy'
  | 'any_pregnancy';

export interface RiskQuestion {
  key: RiskAnswerKey;
  flag: RiskFlag;
  /** The question as asked on the form. */
  question: string;
  /** Short label for the summary's Risk Assessment list. */
  label: string;
  /** The rule this answer triggers, stated for the tooltip. */
  rule: string;
}

export const riskQuestions: readonly RiskQuestion[] = [
  {
    key: 'Psychotic',
    flag: 'psychotic',
    question: 'Currently psychotic',
    label: 'Currently psychotic',
    rule: 'Recorded for context; no safety rule changes the suggestions for this answer.',
  },
  {
    key: 'Suicide',
    flag: 'suicideHistory',
    question: 'History of suicide attempt(s)',
    label: 'History of suicide attempt(s)',
    rule: 'Rule: lithium is moved to the top of the first line (unless another rule or a prior medication excludes it).',
  },
  {
    key: 'Kidney',
    flag: 'kidneyHistory',
    question: 'History or risk of chronic kidney disease',
    label: 'Kidney disease (history or risk)',
    rule: 'Rule: lithium, and every combination containing it, is not suggested.',
  },
  {
    key: 'Liver',
    flag: 'liverHistory',
    question: 'History or risk of liver disease',
    label: 'Liver disease (history or risk)',
    rule: 'Rule: valproate (Depakote), and every combination containing it, is not suggested.',
  },
  {
    key: 'blood_pressure',
    flag: 'bloodPressureHistory',
    question: 'History or risk of low blood pressure, or concern for falls',
    label: 'Low blood pressure or fall risk',
    rule: 'Rule: second-generation antipsychotics, and combinations containing them, are not suggested.',
  },
  {
    key: 'weight_gain',
    flag: 'weightGainConcern',
    question: 'Concern for weight gain',
    label: 'Concern for weight gain',
    rule: 'Rule: quetiapine (Seroquel), risperidone (Risperdal), aripiprazole (Abilify) and olanzapine (Zyprexa) are not suggested.',
  },
  {
    key: 'Reproductive',
    flag: 'reproductive',
    question: 'Wants to conceive in next 2 years',
    label: 'Wants to conceive in next 2 years',
    rule: 'Rule: valproate (Depakote), and every combination containing it, is not suggested.',
  },
  {
    key: 'risk_pregnancy',
    flag: 'riskPregnancy',
    question: 'Any possibility of becoming pregnant',
    label: 'Possibility of pregnancy',
    rule: 'Rule: valproate (Depakote), and every combination containing it, is not suggested.',
  },
  {
    key: 'any_pregnancy',
    flag: 'anyPregnancy',
    question: 'Currently pregnant or breastfeeding',
    label: 'Pregnant or breastfeeding',
    rule: 'Rule: valproate (Depakote), and every combination containing it, is not suggested.',
  },
];

export const episodeQuestions = [
  { key: 'Mania', label: 'Mania' },
  { key: 'Depression', label: 'Depression' },
  { key: 'Hypomania', label: 'Hypomania' },
] as const;
