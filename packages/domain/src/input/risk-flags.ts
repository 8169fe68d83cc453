import { z } from 'zod';

/**
 * The yes/no risk factors, in the order the form asks them. This list is the only place a flag is
 * defined: the engine's input schema, the API schemas, the form's questions, the stored record's keys
 * and the tooltips (from the rules that a flag triggers) all derive from it. Adding a flag is adding a row.
 */
export const riskFlagDefinitions = [
  { id: 'psychotic', recordKey: 'Psychotic', question: 'Currently psychotic', label: 'Currently psychotic' },
  { id: 'suicideHistory', recordKey: 'Suicide', question: 'History of suicide attempt(s)', label: 'History of suicide attempt(s)' },
  {
    id: 'kidneyHistory',
    recordKey: 'Kidney',
    question: 'History or risk of chronic kidney disease',
    label: 'Kidney disease (history or risk)',
  },
  { id: 'liverHistory', recordKey: 'Liver', question: 'History or risk of liver disease', label: 'Liver disease (history or risk)' },
  {
    id: 'bloodPressureHistory',
    recordKey: 'blood_pressure',
    question: 'History or risk of low blood pressure, or concern for falls',
    label: 'Low blood pressure or fall risk',
  },
  { id: 'weightGainConcern', recordKey: 'weight_gain', question: 'Concern for weight gain', label: 'Concern for weight gain' },
  {
    id: 'reproductive',
    recordKey: 'Reproductive',
    question: 'Wants to conceive in next 2 years',
    label: 'Wants to conceive in next 2 years',
  },
  { id: 'riskPregnancy', recordKey: 'risk_pregnancy', question: 'Any possibility of becoming pregnant', label: 'Possibility of pregnancy' },
  { id: 'anyPregnancy', recordKey: 'any_pregnancy', question: 'Currently pregnant or breastfeeding', label: 'Pregnant or breastfeeding' },
] as const satisfies readonly RiskFlagDefinition[];

export interface RiskFlagDefinition {
  /** Field name in the engine input and on the wire (both API versions). */
  id: string;
  /** Key of the Yes/No answer in the browser's stored patient record (the original app's spelling). */
  recordKey: string;
  /** The question as the form asks it. */
  question: string;
  /** Short wording for the summary's risk list. */
  label: string;
}

export type RiskFlag = (typeof riskFlagDefinitions)[number]['id'];
export type RiskFlagRecordKey = (typeof riskFlagDefinitions)[number]['recordKey'];

export const riskFlagIds = riskFlagDefinitions.map((f) => f.id) as [RiskFlag, ...RiskFlag[]];
export const riskFlagSchema = z.enum(riskFlagIds);

/** One schema per flag, keyed by flag id: spread into an object schema to get a field per flag. */
export function riskFlagShape<S extends z.ZodType>(schema: () => S): { [K in RiskFlag]: S } {
  return Object.fromEntries(riskFlagIds.map((id) => [id, schema()])) as { [K in RiskFlag]: S };
}

/** Every flag set to `value`. */
export function riskFlagValues<T>(value: T): { [K in RiskFlag]: T } {
  return Object.fromEntries(riskFlagIds.map((id) => [id, value])) as { [K in RiskFlag]: T };
}
