import type { MoodState } from '../input/patient-context.schema';

/**
 * Code lists that turn FHIR resources into the engine's inputs: clinical content, kept here as data
 * beside the catalogue so a reviewer can read and change them without touching the mapping code.
 * The table in docs/cds-hooks.md states every list, and each list says where its codes come from.
 */

export const CODE_SYSTEMS = {
  icd10cm: 'http://hl7.org/fhir/sid/icd-10-cm',
  snomed: 'http://snomed.info/sct',
  loinc: 'http://loinc.org',
} as const;
export type CodeSystemKey = keyof typeof CODE_SYSTEMS;

/** One code, or (for ICD-10-CM) every code under a category when `prefix` is set. */
export type ListedCode = { system: CodeSystemKey; code: string; display: string; prefix?: true };

export type CodeList = { name: string; source: string; codes: ListedCode[] };

export const ICD = 'ICD-10-CM FY2025 tabular list (category and code titles)';
export const SCT =
  'SNOMED CT International edition, fully specified names (cross-checked against published bipolar-disorder code lists, among them the eCQM Bipolar Disorder value set)';

export const icd = (code: string, display: string, prefix = false): ListedCode =>
  prefix ? { system: 'icd10cm', code, display, prefix: true } : { system: 'icd10cm', code, display };
export const sct = (code: string, display: string): ListedCode => ({ system: 'snomed', code, display });

/** A bipolar diagnosis code and what its current-episode part says; `state: null` = no usable episode. */
export type EpisodeCode = ListedCode & { state: MoodState | null; psychotic: boolean };
const ep = (c: ListedCode, state: MoodState | null, psychotic = false): EpisodeCode => ({ ...c, state, psychotic });

/**
 * Bipolar diagnoses. Order matters for ICD-10-CM prefixes: the most specific code comes first.
 * Mixed episodes (F31.6x) and codes without a current episode map to no state: the engine has no
 * mixed-state table, and guessing one would change every suggestion.
 */
export const bipolarDiagnosisCodes: { name: string; source: string; codes: EpisodeCode[] } = {
  name: 'Bipolar disorder and its current episode',
  source: `${ICD}; ${SCT}`,
  codes: [
    ep(icd('F31.0', 'Bipolar disorder, current episode hypomanic'), 'Hypomanic'),
    ep(icd('F31.1', 'Bipolar disorder, current episode manic without psychotic features', true), 'Manic'),
    ep(icd('F31.2', 'Bipolar disorder, current episode manic severe with psychotic features'), 'Manic', true),
    ep(icd('F31.3', 'Bipolar disorder, current episode depressed, mild or moderate severity', true), 'Depressed'),
    ep(icd('F31.4', 'Bipolar disorder, current episode depressed, severe, without psychotic features'), 'Depressed'),
    ep(icd('F31.5', 'Bipolar disorder, current episode depressed, severe, with psychotic features'), 'Depressed', true),
    ep(icd('F31.64', 'Bipolar disorder, current episode mixed, severe, with psychotic features'), null, true),
    ep(icd('F31.6', 'Bipolar disorder, current episode mixed', true), null),
    ep(icd('F31.7', 'Bipolar disorder, currently in remission', true), 'Euthymic'),
    ep(icd('F31.8', 'Other bipolar disorders (including bipolar II, F31.81)', true), null),
    ep(icd('F31.9', 'Bipolar disorder, unspecified'), null),
    ep(sct('13746004', 'Bipolar disorder (disorder)'), null),
    ep(sct('371596008', 'Bipolar I disorder (disorder)'), null),
    ep(sct('83225003', 'Bipolar II disorder (disorder)'), null),
    ep(sct('191618007', 'Bipolar affective disorder, current episode manic (disorder)'), 'Manic'),
    ep(sct('191620005', 'Bipolar affective disorder, currently manic, mild (disorder)'), 'Manic'),
    ep(sct('191621009', 'Bipolar affective disorder, currently manic, moderate (disorder)'), 'Manic'),
    ep(sct('68569003', 'Manic bipolar I disorder (disorder)'), 'Manic'),
    ep(sct('71984005', 'Mild manic bipolar I disorder (disorder)'), 'Manic'),
    ep(sct('82998009', 'Moderate manic bipolar I disorder (disorder)'), 'Manic'),
    ep(sct('162004', 'Severe manic bipolar I disorder without psychotic features (disorder)'), 'Manic'),
    ep(sct('767632000', 'Bipolar disorder, most recent episode manic (disorder)'), 'Manic'),
    ep(sct('767635003', 'Bipolar I disorder, most recent episode manic (disorder)'), 'Manic'),
    ep(sct('191623007', 'Bipolar affective disorder, currently manic, severe, with psychosis (disorder)'), 'Manic', true),
    ep(sct('28663008', 'Severe manic bipolar I disorder with psychotic features (disorder)'), 'Manic', true),
    ep(sct('31446002', 'Bipolar I disorder, most recent episode hypomanic (disorder)'), 'Hypomanic'),
    ep(sct('48937005', 'Bipolar II disorder, most recent episode hypomanic (disorder)'), 'Hypomanic'),
    ep(sct('191627008', 'Bipolar affective disorder, current episode depression (disorder)'), 'Depressed'),
    ep(sct('191629006', 'Bipolar affective disorder, currently depressed, mild (disorder)'), 'Depressed'),
    ep(sct('191630001', 'Bipolar affective disorder, currently depressed, moderate (disorder)'), 'Depressed'),
    ep(sct('767631007', 'Bipolar disorder, most recent episode depression (disorder)'), 'Depressed'),
    ep(sct('767636002', 'Bipolar I disorder, most recent episode depression (disorder)'), 'Depressed'),
    ep(sct('74686005', 'Mild depressed bipolar I disorder (disorder)'), 'Depressed'),
    ep(sct('66631006', 'Moderate depressed bipolar I disorder (disorder)'), 'Depressed'),
    ep(sct('61403008', 'Severe depressed bipolar I disorder without psychotic features (disorder)'), 'Depressed'),
    ep(sct('16295005', 'Bipolar II disorder, most recent episode major depressive (disorder)'), 'Depressed'),
    ep(sct('59617007', 'Severe depressed bipolar I disorder with psychotic features (disorder)'), 'Depressed', true),
    ep(
      sct('30520009', 'Severe bipolar II disorder, most recent episode major depressive with psychotic features (disorder)'),
      'Depressed',
      true,
    ),
    ep(sct('85248005', 'Bipolar disorder in remission (disorder)'), 'Euthymic'),
    ep(sct('41836007', 'Bipolar disorder in full remission (disorder)'), 'Euthymic'),
    ep(sct('5703000', 'Bipolar disorder in partial remission (disorder)'), 'Euthymic'),
    ep(sct('723903001', 'Bipolar type I disorder currently in full remission (disorder)'), 'Euthymic'),
    ep(sct('723905008', 'Bipolar type II disorder currently in full remission (disorder)'), 'Euthymic'),
    ep(sct('191636007', 'Mixed bipolar affective disorder (disorder)'), null),
    ep(sct('192362008', 'Bipolar affective disorder, current episode mixed (disorder)'), null),
    ep(sct('767633005', 'Bipolar affective disorder, most recent episode mixed (disorder)'), null),
    ep(sct('10981006', 'Severe mixed bipolar I disorder with psychotic features (disorder)'), null, true),
  ],
};

const LOINC = 'LOINC (check against the current LOINC table when updating)';

/** Observations the rules need, with the values that decide them. */
export const observationLists = {
  pregnancyStatus: {
    name: 'Pregnancy status (US Core Pregnancy Status)',
    source: `${LOINC}; values ${SCT}`,
    codes: [{ system: 'loinc', code: '82810-3', display: 'Pregnancy status' }] as ListedCode[],
    pregnant: sct('77386006', 'Pregnant (finding)'),
    notPregnant: sct('60001007', 'Not pregnant (finding)'),
    /** A "pregnant" result older than this (a term pregnancy plus two weeks) is not taken as current. */
    currentForDays: 294,
    /** A "not pregnant" result answers the question for a trimester; after that it is quoted as old. */
    notPregnantForDays: 90,
    /** A pregnancy (status, condition or birth) this recent leaves breastfeeding as an open question. */
    recentForDays: 365,
  },
  egfr: {
    name: 'Estimated glomerular filtration rate',
    source: `${LOINC}; threshold from the KDIGO CKD definition (GFR below 60 mL/min/1.73 m2)`,
    codes: [
      { system: 'loinc', code: '98979-8', display: 'eGFR (CKD-EPI 2021, creatinine)' },
      { system: 'loinc', code: '62238-1', display: 'eGFR (CKD-EPI, creatinine)' },
      { system: 'loinc', code: '33914-3', display: 'eGFR (MDRD)' },
      { system: 'loinc', code: '48642-3', display: 'eGFR (MDRD, non-Black)' },
      { system: 'loinc', code: '48643-1', display: 'eGFR (MDRD, Black)' },
      { system: 'loinc', code: '69405-9', display: 'eGFR' },
    ] as ListedCode[],
    /** mL/min/1.73 m2: below it the kidney question is answered yes. */
    below: 60,
    /** Counts only when this recent (KDIGO: kidney function is re-checked at least yearly); older is quoted as old. */
    validForDays: 365,
  },
  bmi: {
    name: 'Body mass index',
    source: `${LOINC}; threshold from the WHO obesity definition (BMI 30 kg/m2)`,
    codes: [{ system: 'loinc', code: '39156-5', display: 'Body mass index (BMI) [Ratio]' }] as ListedCode[],
    /** kg/m2: at or above it the weight-gain question is answered yes. */
    atLeast: 30,
    /** Counts only when this recent (weight changes, and antipsychotics change it); older is quoted as old. */
    validForDays: 365,
  },
};

const compact = (code: string) => code.replace(/\./g, '').toUpperCase();

/** True when a FHIR coding (system URL and code) is this listed code, or under it for a prefix. */
export function codingMatches(listed: ListedCode, system: string | undefined, code: string | undefined): boolean {
  if (!system || !code || CODE_SYSTEMS[listed.system] !== system) return false;
  if (listed.system !== 'icd10cm') return listed.code === code;
  return listed.prefix ? compact(code).startsWith(compact(listed.code)) : compact(code) === compact(listed.code);
}
