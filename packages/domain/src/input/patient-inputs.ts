import { z } from 'zod';
import { riskFlagDefinitions, riskFlagShape, type RiskFlag } from './risk-flags';
import { whoInputs, whoInputShape } from './who-inputs';

/**
 * Every patient input the engine reads, one row each (docs/adr/0041), as `risk-flags.ts` is for the
 * flags: its engine schema, its API field and wire schema, what it means when not given, its form
 * question, its key in the browser's stored record, and its part of the answer-cache key. The engine's
 * input schema, the API request schema and the server's cache key derive from these rows; adding an
 * input is adding a row (and the rules or tables that read it).
 */
export const moodStateSchema = z.enum(['Manic', 'Depressed', 'Hypomanic', 'Euthymic']);
export type MoodState = z.infer<typeof moodStateSchema>;

/** The string schema the API uses for a typed name (the contract's, which also refuses NUL). */
export type NameSchema = () => z.ZodString;

export interface PatientInputRow<T> {
  /** Field name in the engine input and on the v2 wire. */
  id: string;
  /** What the answer assumes when the input is not given. */
  whenUnknown: string;
  /** The question as the form asks it; null while no form asks it. */
  question: string | null;
  /** Key in the browser's stored patient record; null while the record does not keep it. */
  recordKey: string | null;
  /** The same input always written the same way (order, spacing): answers to equal inputs are shared. */
  canonical: (value: T) => T;
  /** This input's part of the answer-cache key, from its canonical value. */
  cacheKey: (value: T) => string;
}

/** Typed names, trimmed, without blanks or duplicates, sorted: the order they were typed in changes nothing. */
const nameSet = (names: readonly string[]) => [...new Set(names.map((n) => n.trim()).filter(Boolean))].sort();
const nameList = (name: NameSchema) => z.array(name().trim().min(1, 'Enter a name').max(200)).max(100);

export const stateInput: PatientInputRow<MoodState> = {
  id: 'state',
  whenUnknown: 'Required: every answer is for one mood state.',
  question: 'Current episode',
  recordKey: 'Diagnosis',
  canonical: (s) => s,
  cacheKey: (s) => s,
};

export const flagInputs: PatientInputRow<boolean>[] = riskFlagDefinitions.map((f) => ({
  id: f.id,
  whenUnknown: 'Not answered: taken as No (no rule it sets off applies); the summary and the printout list it as not answered.',
  question: f.question,
  recordKey: f.recordKey,
  canonical: (b) => b,
  cacheKey: (b) => (b ? '1' : '0'),
}));

export const priorMedicationsInput: PatientInputRow<string[]> = {
  id: 'priorMedications',
  whenUnknown: 'None tried: nothing is withheld as already tried.',
  question: 'Prior medications',
  recordKey: 'PriorMedications',
  canonical: nameSet,
  cacheKey: (names) => JSON.stringify(names),
};

export const currentMedicationsInput: PatientInputRow<string[] | undefined> = {
  id: 'currentMedications',
  whenUnknown: 'Not asked: no rule about a drug taken now applies; an empty list means the patient takes nothing.',
  // Asked by the form's "Taking now" picker (names from the drug vocabulary); the API and CDS give it too.
  question: 'Taking now',
  recordKey: 'TakingNow',
  canonical: (names) => (names === undefined ? undefined : nameSet(names)),
  cacheKey: (names) => (names === undefined ? '-' : JSON.stringify(names)),
};

export const conditionsInput: PatientInputRow<string[] | undefined> = {
  id: 'conditions',
  whenUnknown: 'Not asked: no rule about a condition (long QT, epilepsy) applies; an empty list means none.',
  // The form's conditions picker gives vocabulary names; the API and CDS also give SNOMED CT or ICD-10-CM codes.
  question: 'Conditions',
  recordKey: 'Conditions',
  canonical: (names) => (names === undefined ? undefined : nameSet(names)),
  cacheKey: (names) => (names === undefined ? '-' : JSON.stringify(names)),
};

// Rows of different value types in one list: each row is only ever given its own field's value.
type AnyRow = PatientInputRow<unknown>;
const anyRow = <T>(row: PatientInputRow<T>) => row as unknown as AnyRow;

/** Every input row, in the order the cache key and the form take them. */
export const patientInputs: readonly AnyRow[] = [
  anyRow(stateInput),
  ...flagInputs.map(anyRow),
  anyRow(priorMedicationsInput),
  anyRow(currentMedicationsInput),
  anyRow(conditionsInput),
  ...whoInputs.map((row) => row as unknown as AnyRow),
];

/** The engine's input fields: each row's schema. */
export const engineInputShape = () => ({
  state: moodStateSchema,
  /** One yes/no per risk flag of `riskFlagDefinitions`. */
  ...riskFlagShape(() => z.boolean()),
  /** Names as typed: generics, brands or regimen names, any case. */
  priorMedications: z.array(z.string()),
  /** What the patient takes now, any drug (vocabulary names or brands); absent = not asked. */
  currentMedications: z.array(z.string()).optional(),
  /** Conditions on record or entered (vocabulary names, SNOMED CT or ICD-10-CM codes); absent = not asked. */
  conditions: z.array(z.string()).optional(),
  /** Who the patient is (who-inputs.ts): each optional, absent = today's answer. */
  ...whoInputShape(),
});

/** The v2 request's fields: optional inputs defaulted as `whenUnknown` says, names through `name`. */
export const wireInputShape = (name: NameSchema) => ({
  state: moodStateSchema,
  // A flag left out is a question not answered (the web form leaves it out): taken as No.
  ...riskFlagShape(() => z.boolean().default(false)),
  priorMedications: nameList(name).default([]),
  currentMedications: nameList(name).optional(),
  conditions: nameList(name).optional(),
  ...whoInputShape(),
});

type Inputs = {
  state: MoodState;
  priorMedications: string[];
  currentMedications?: string[] | undefined;
  conditions?: string[] | undefined;
} & Record<RiskFlag, boolean>;

/** Optional rows left out when not given, so that an input without them is written as before. */
const OPTIONAL_ROWS = new Set(['currentMedications', 'conditions', ...whoInputs.map((r) => r.id)]);

/** The input with every row's canonical form. */
export function canonicalInputs<T extends Inputs>(input: T): T {
  const out: Record<string, unknown> = { ...input };
  for (const row of patientInputs) if (row.id in input) out[row.id] = row.canonical((input as Record<string, unknown>)[row.id]);
  for (const id of OPTIONAL_ROWS) if (out[id] === undefined) delete out[id];
  return out as T;
}

/** One key per distinct canonical input, built from every row's part. */
export function inputsCacheKey(input: Inputs): string {
  return (patientInputs as readonly PatientInputRow<unknown>[])
    .map((row) => row.cacheKey((input as Record<string, unknown>)[row.id]))
    .join('|');
}
