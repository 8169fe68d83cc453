import type { RiskFlag } from '../input/patient-context.schema';
import { ICD, icd, SCT, sct, type CodeList } from './code-lists';

/**
 * Conditions that answer the engine's yes/no questions: reviewed clinical data. SNOMED CT has no
 * hierarchy at run time here, so each list names the concept and the descendants that matter clinically
 * (stages, causes, the codes Synthea and US EHRs send); a condition outside the codes whose wording names
 * one of these is still read, from its text, and shown as such for the clinician to confirm.
 */
export type ConditionValueSet = CodeList & {
  /** Wording that names the condition in a display or text; `unless` vetoes a match ("no history of …"). */
  text: { names: RegExp; unless?: RegExp };
};

// Negations a problem-list entry may carry; such an entry says the condition is absent.
const NEGATED = /\b(no|not|denies|denied|negative for|without|ruled out|free of)\b/i;
const HIERARCHY = `${SCT}; descendants enumerated by hand from the SNOMED CT hierarchy and checked against Synthea's modules and published value sets (not expanded from a release file: refresh when the SNOMED CT edition changes)`;

/** Yes/no risk questions; any clinical status counts (history is what they ask). */
export const conditionFlagLists: Partial<Record<RiskFlag, ConditionValueSet>> = {
  kidneyHistory: {
    name: 'Chronic kidney disease, kidney failure, nephropathy, dialysis or kidney transplant',
    source: `${ICD}; ${HIERARCHY}`,
    codes: [
      icd('N18', 'Chronic kidney disease (CKD)', true),
      icd('N19', 'Unspecified kidney failure'),
      icd('N17', 'Acute kidney failure (a risk of CKD)', true),
      icd('E11.2', 'Type 2 diabetes mellitus with kidney complications', true),
      icd('E10.2', 'Type 1 diabetes mellitus with kidney complications', true),
      icd('I12', 'Hypertensive chronic kidney disease', true),
      icd('I13', 'Hypertensive heart and chronic kidney disease', true),
      icd('Z99.2', 'Dependence on renal dialysis'),
      icd('Z94.0', 'Kidney transplant status'),
      sct('709044004', 'Chronic kidney disease (disorder)'),
      sct('431855005', 'Chronic kidney disease stage 1 (disorder)'),
      sct('431856006', 'Chronic kidney disease stage 2 (disorder)'),
      sct('433144002', 'Chronic kidney disease stage 3 (disorder)'),
      sct('700378005', 'Chronic kidney disease stage 3A (disorder)'),
      sct('700379002', 'Chronic kidney disease stage 3B (disorder)'),
      sct('431857002', 'Chronic kidney disease stage 4 (disorder)'),
      sct('433146000', 'Chronic kidney disease stage 5 (disorder)'),
      sct('46177005', 'End-stage renal disease (disorder)'),
      sct('90688005', 'Chronic renal failure syndrome (disorder)'),
      sct('723190009', 'Chronic renal insufficiency (disorder)'),
      sct('42399005', 'Renal failure syndrome (disorder)'),
      sct('14669001', 'Acute renal failure syndrome (disorder)'),
      sct('127013003', 'Disorder of kidney due to diabetes mellitus (disorder)'),
      sct('90781000119102', 'Microalbuminuria due to type 2 diabetes mellitus (disorder)'),
      sct('157141000119108', 'Proteinuria due to type 2 diabetes mellitus (disorder)'),
      sct('38481006', 'Hypertensive renal disease (disorder)'),
      sct('105502003', 'Dependence on renal dialysis (finding)'),
      sct('737295003', 'Transplanted kidney present (finding)'),
      sct('429451003', 'Disorder related to renal transplantation (disorder)'),
    ],
    text: {
      names:
        /\b(chronic kidney|ckd|renal (failure|insufficiency|impairment)|kidney (failure|insufficiency|transplant)|nephropath|end[- ]stage renal|esrd|dialysis|glomerulonephritis)/i,
      unless: NEGATED,
    },
  },
  liverHistory: {
    name: 'Liver disease: cirrhosis of any cause, hepatitis, fatty liver, hepatic failure',
    source: `${ICD}; ${HIERARCHY}`,
    codes: [
      icd('K70', 'Alcoholic liver disease', true),
      icd('K71', 'Toxic liver disease', true),
      icd('K72', 'Hepatic failure, not elsewhere classified', true),
      icd('K73', 'Chronic hepatitis, not elsewhere classified', true),
      icd('K74', 'Fibrosis and cirrhosis of liver', true),
      icd('K75', 'Other inflammatory liver diseases', true),
      icd('K76', 'Other diseases of liver', true),
      icd('K77', 'Liver disorders in diseases classified elsewhere', true),
      icd('B15', 'Acute hepatitis A', true),
      icd('B16', 'Acute hepatitis B', true),
      icd('B17', 'Other acute viral hepatitis', true),
      icd('B18', 'Chronic viral hepatitis', true),
      icd('B19', 'Unspecified viral hepatitis', true),
      icd('Z94.4', 'Liver transplant status'),
      sct('235856003', 'Disorder of liver (disorder)'),
      sct('19943007', 'Cirrhosis of liver (disorder)'),
      sct('420054005', 'Alcoholic cirrhosis (disorder)'),
      sct('1761006', 'Biliary cirrhosis (disorder)'),
      sct('41309000', 'Alcoholic liver damage (disorder)'),
      sct('76783007', 'Chronic hepatitis (disorder)'),
      sct('128302006', 'Chronic hepatitis C (disorder)'),
      sct('50711007', 'Viral hepatitis type C (disorder)'),
      sct('61977001', 'Chronic type B viral hepatitis (disorder)'),
      sct('66071002', 'Viral hepatitis type B (disorder)'),
      sct('59927004', 'Hepatic failure (disorder)'),
      sct('197321007', 'Steatosis of liver (disorder)'),
    ],
    text: {
      names:
        /\b(cirrhosis|hepatitis|hepatic (failure|fibrosis|steatosis)|liver (disease|failure|damage|transplant)|fatty liver|steatohepatitis|nash|nafld)\b/i,
      unless: NEGATED,
    },
  },
  bloodPressureHistory: {
    name: 'Low blood pressure or falls',
    source: `${ICD}; ${HIERARCHY}`,
    codes: [
      icd('I95', 'Hypotension', true),
      icd('Z91.81', 'History of falling'),
      icd('R29.6', 'Repeated falls'),
      sct('45007003', 'Low blood pressure (disorder)'),
      sct('28651003', 'Orthostatic hypotension (disorder)'),
      sct('129839007', 'At risk for falls (finding)'),
      sct('161898004', 'Falls (finding)'),
      sct('217082002', 'Accidental fall (event)'),
    ],
    text: { names: /\b(hypotension|low blood pressure|falls?|syncope)\b/i, unless: NEGATED },
  },
  // Type 2 diabetes and prediabetes are metabolic concerns the weight question stands for: the
  // antipsychotics' metabolic warnings (hyperglycaemia, diabetes) weigh most there (issue 37, finding 10).
  weightGainConcern: {
    name: 'Overweight, obesity, metabolic syndrome, type 2 diabetes or prediabetes',
    source: `${ICD}; ${HIERARCHY}`,
    codes: [
      icd('E66', 'Overweight and obesity', true),
      icd('Z68.3', 'Body mass index [BMI] 30.0-39.9, adult', true),
      icd('Z68.4', 'Body mass index [BMI] 40 or greater, adult', true),
      icd('E88.81', 'Metabolic syndrome'),
      sct('414916001', 'Obesity (disorder)'),
      sct('238136002', 'Morbid obesity (disorder)'),
      sct('162864005', 'Body mass index 30+ - obesity (finding)'),
      sct('408512008', 'Body mass index 40+ - severely obese (finding)'),
      sct('162863004', 'Body mass index 25-29 - overweight (finding)'),
      sct('238131007', 'Overweight (finding)'),
      sct('237602007', 'Metabolic syndrome X (disorder)'),
      icd('E11', 'Type 2 diabetes mellitus', true),
      icd('R73.03', 'Prediabetes'),
      sct('44054006', 'Diabetes mellitus type 2 (disorder)'),
      sct('714628002', 'Prediabetes (finding)'),
    ],
    text: {
      names: /\b(obes(e|ity)|overweight|metabolic syndrome|type (2|ii) diabet\w*|diabet\w* (mellitus )?type (2|ii)|t2dm|pre-?diabet\w*)\b/i,
      unless: NEGATED,
    },
  },
  suicideHistory: {
    name: 'Suicide attempt, suicidal behaviour or ideation',
    source: `${ICD}; ${HIERARCHY}`,
    codes: [
      icd('T14.91', 'Suicide attempt', true),
      icd('Z91.51', 'Personal history of suicidal behavior', true),
      icd('R45.851', 'Suicidal ideations'),
      sct('82313006', 'Suicide attempt (event)'),
      sct('6471006', 'Suicidal thoughts (finding)'),
      sct('225444004', 'At risk for suicide (finding)'),
    ],
    text: { names: /\b(suicid\w*|self[- ]harm|overdose, intentional)\b/i, unless: NEGATED },
  },
  psychotic: {
    name: 'Psychotic features (active conditions only: the question is "currently psychotic")',
    source: `${ICD}; ${HIERARCHY}`,
    codes: [
      icd('F23', 'Brief psychotic disorder'),
      icd('F29', 'Unspecified psychosis not due to a substance or known physiological condition'),
      icd('R44', 'Hallucinations', true),
      sct('69322001', 'Psychotic disorder (disorder)'),
      sct('7011001', 'Hallucinations (finding)'),
      sct('2073000', 'Delusions (finding)'),
    ],
    text: { names: /\b(psychos[ie]s|psychotic|hallucinations?|delusions?)\b/i, unless: NEGATED },
  },
};

/** Questions only an active (current) condition answers; the others count history too. */
export const ACTIVE_ONLY_FLAGS: readonly RiskFlag[] = ['psychotic'];

/** Current pregnancy, coded as a condition; only an active one counts. */
export const pregnancyConditionList: ConditionValueSet = {
  name: 'Current pregnancy (pregnancy conditions and findings)',
  source: `${ICD}; ${HIERARCHY}`,
  codes: [
    icd('Z33.1', 'Pregnant state, incidental'),
    icd('Z34', 'Encounter for supervision of normal pregnancy', true),
    icd('Z3A', 'Weeks of gestation', true),
    icd('O', 'Pregnancy, childbirth and the puerperium (chapter 15)', true),
    sct('77386006', 'Pregnancy (finding)'),
    sct('72892002', 'Normal pregnancy (finding)'),
    sct('47200007', 'High risk pregnancy (finding)'),
    sct('16356006', 'Multiple pregnancy (disorder)'),
    sct('34801009', 'Ectopic pregnancy (disorder)'),
    sct('11687002', 'Gestational diabetes mellitus (disorder)'),
    sct('398254007', 'Pre-eclampsia (disorder)'),
    sct('15938005', 'Eclampsia (disorder)'),
  ],
  text: { names: /\b(pregnan(t|cy)|gestation(al)?|antenatal|prenatal|trimester)\b/i, unless: NEGATED },
};

/** A birth: within the recent-pregnancy window it raises breastfeeding as a question. */
export const deliveryConditionList: ConditionValueSet = {
  name: 'Delivery or postpartum state',
  source: `${ICD}; ${HIERARCHY}`,
  codes: [
    icd('Z37', 'Outcome of delivery', true),
    icd('Z39', 'Encounter for maternal postpartum care and examination', true),
    sct('169826009', 'Single live birth (finding)'),
    sct('86569001', 'Postpartum state (finding)'),
  ],
  text: { names: /\b(live birth|delivery|delivered|postpartum|post-partum|breastfeeding|lactating)\b/i, unless: NEGATED },
};

/** True when a condition's wording (text or a display) names this value set. */
export function textNames(set: ConditionValueSet, wording: string): boolean {
  return set.text.names.test(wording) && !set.text.unless?.test(wording);
}
