import { z } from 'zod';
import type { PatientInputRow } from './patient-inputs';

/**
 * Who the patient is (issue 37 findings 6, 7, 9; docs/adr/0046): age group, sex, childbearing
 * potential, bipolar type, mixed features and the predominant polarity for maintenance. Every one is
 * optional: not given, the answer is exactly the one given without it (the bipolar I adult tables,
 * and the cautions that say what the form does not know).
 */
export const ageGroupSchema = z.enum(['youth', 'adult', 'olderAdult']);
export type AgeGroup = z.infer<typeof ageGroupSchema>;
export const sexSchema = z.enum(['female', 'male']);
export type Sex = z.infer<typeof sexSchema>;
export const bipolarTypeSchema = z.enum(['I', 'II']);
export type BipolarType = z.infer<typeof bipolarTypeSchema>;
export const maintenancePolaritySchema = z.enum(['manic', 'depressive', 'none']);
export type MaintenancePolarity = z.infer<typeof maintenancePolaritySchema>;

/**
 * The age thresholds: CANMAT/ISBD treats children and adolescents (under 18) and older adults (65
 * and over in the studies it summarises) as special populations with their own lines of treatment.
 */
export const ageGroupThresholds = {
  adultFrom: 18,
  olderAdultFrom: 65,
  source: { citationId: 'canmat-2023u', locator: 'Special populations: children and adolescents; older adults' },
} as const;

/** A choice the form offers, in the form's words. */
export type InputChoice = { value: string; label: string };

/** A "who" row: the input table's row plus the schema of its value and the form's choices. */
export interface WhoInputRow<T> extends PatientInputRow<T | undefined> {
  schema: () => z.ZodType<T>;
  choices: InputChoice[];
  /** Shown beside the question (thresholds, when the answer matters). */
  hint: string;
}

const optionalRow = <T extends string | boolean>(
  row: Omit<WhoInputRow<T>, 'canonical' | 'cacheKey'> & { key?: (v: T) => string },
): WhoInputRow<T> => ({
  ...row,
  canonical: (v) => v,
  cacheKey: (v) => (v === undefined ? '-' : (row.key?.(v) ?? String(v))),
});

const yesNo: InputChoice[] = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

export const ageGroupInput = optionalRow<AgeGroup>({
  id: 'ageGroup',
  schema: () => ageGroupSchema,
  whenUnknown: 'Not asked: the adult tables, with no caution that depends on age.',
  question: 'Age group',
  hint: `Youth: under ${ageGroupThresholds.adultFrom}. Older adult: ${ageGroupThresholds.olderAdultFrom} or over (CANMAT/ISBD special populations).`,
  recordKey: 'AgeGroup',
  choices: [
    { value: 'youth', label: `Youth (under ${ageGroupThresholds.adultFrom})` },
    { value: 'adult', label: `Adult (${ageGroupThresholds.adultFrom}–${ageGroupThresholds.olderAdultFrom - 1})` },
    { value: 'olderAdult', label: `Older adult (${ageGroupThresholds.olderAdultFrom} or over)` },
  ],
});

export const sexInput = optionalRow<Sex>({
  id: 'sex',
  schema: () => sexSchema,
  whenUnknown: 'Not asked: the pregnancy-prevention cautions are shown for everyone.',
  question: 'Sex',
  hint: 'As it bears on pregnancy and on valproate advice for men.',
  recordKey: 'Sex',
  choices: [
    { value: 'female', label: 'Female' },
    { value: 'male', label: 'Male' },
  ],
});

export const childbearingPotentialInput = optionalRow<boolean>({
  id: 'childbearingPotential',
  schema: () => z.boolean(),
  whenUnknown: 'Not asked: a female patient under 65 is taken as able to become pregnant.',
  question: 'Could become pregnant (childbearing potential)',
  hint: 'No: after menopause, or sterile.',
  recordKey: 'ChildbearingPotential',
  choices: yesNo,
  key: (b) => (b ? '1' : '0'),
});

export const bipolarTypeInput = optionalRow<BipolarType>({
  id: 'bipolarType',
  schema: () => bipolarTypeSchema,
  whenUnknown: 'Not asked: the bipolar I tables.',
  question: 'Bipolar type',
  hint: 'Bipolar II depression has its own CANMAT table.',
  recordKey: 'BipolarType',
  choices: [
    { value: 'I', label: 'Bipolar I' },
    { value: 'II', label: 'Bipolar II' },
  ],
});

export const mixedFeaturesInput = optionalRow<boolean>({
  id: 'mixedFeatures',
  schema: () => z.boolean(),
  whenUnknown: 'Not asked: the episode is taken as without mixed features.',
  question: 'Mixed features (DSM-5 specifier)',
  hint: 'Features of the opposite pole.',
  recordKey: 'MixedFeatures',
  choices: yesNo,
  key: (b) => (b ? '1' : '0'),
});

export const maintenancePolarityInput = optionalRow<MaintenancePolarity>({
  id: 'maintenancePolarity',
  schema: () => maintenancePolaritySchema,
  whenUnknown: 'Not asked: maintenance choices are not weighed by which pole recurs.',
  question: 'Predominant polarity of past episodes (for maintenance)',
  hint: 'Read for the maintenance answer only.',
  recordKey: 'MaintenancePolarity',
  choices: [
    { value: 'manic', label: 'Mostly manic or hypomanic' },
    { value: 'depressive', label: 'Mostly depressive' },
    { value: 'none', label: 'Neither predominates' },
  ],
});

/** The rows, in the order the form asks them and the cache key takes them. */
export const whoInputs = [
  ageGroupInput,
  sexInput,
  childbearingPotentialInput,
  bipolarTypeInput,
  mixedFeaturesInput,
  maintenancePolarityInput,
] as const;

/** The engine's (and the v2 wire's) optional fields, one per row. */
export function whoInputShape() {
  return {
    ageGroup: ageGroupSchema.optional(),
    sex: sexSchema.optional(),
    childbearingPotential: z.boolean().optional(),
    bipolarType: bipolarTypeSchema.optional(),
    mixedFeatures: z.boolean().optional(),
    maintenancePolarity: maintenancePolaritySchema.optional(),
  };
}

/** The age group of a patient of this age in whole years (the thresholds above). */
export function ageGroupOf(age: number): AgeGroup {
  if (age < ageGroupThresholds.adultFrom) return 'youth';
  return age >= ageGroupThresholds.olderAdultFrom ? 'olderAdult' : 'adult';
}
