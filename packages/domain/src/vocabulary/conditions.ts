import { conditionFlagLists, pregnancyConditionList } from '../fhir/condition-value-sets';
import type { ListedCode } from '../fhir/code-lists';
import type { ConditionCode, VocabularyCondition } from './vocabulary.schema';

/**
 * Conditions a rule or a question can name, with the codes a record carries. Where the CDS mapping
 * already has a reviewed value set (kidney, liver, pregnancy, obesity) the codes come from it, so the
 * two never disagree.
 */
const ICD = 'ICD-10-CM FY2025 tabular list';
const SCT = 'SNOMED CT International edition (fully specified names)';

const sct = (code: string, display: string): ConditionCode => ({ system: 'snomed', code, display });
const icd = (code: string, display: string, prefix = false): ConditionCode =>
  prefix ? { system: 'icd10cm', code, display, prefix: true } : { system: 'icd10cm', code, display };

function fromValueSet(codes: ListedCode[]): ConditionCode[] {
  return codes.flatMap((c) => (c.system === 'snomed' || c.system === 'icd10cm' ? [{ ...c, system: c.system }] : []));
}

const cond = (id: string, name: string, synonyms: string[], codes: ConditionCode[], source = `${SCT}; ${ICD}`): VocabularyCondition => ({
  id,
  name,
  synonyms,
  codes,
  source,
});

export const vocabularyConditions: VocabularyCondition[] = [
  cond(
    'long-qt-syndrome',
    'Long QT syndrome',
    ['congenital long QT syndrome', 'LQTS', 'long QT', 'prolonged QT interval'],
    [sct('9651007', 'Long QT syndrome (disorder)'), icd('I45.81', 'Long QT syndrome')],
  ),
  cond(
    'epilepsy',
    'Epilepsy',
    ['seizure disorder', 'seizures', 'epileptic', 'history of seizures'],
    [
      sct('84757009', 'Epilepsy (disorder)'),
      sct('128613002', 'Seizure disorder (disorder)'),
      icd('G40', 'Epilepsy and recurrent seizures', true),
    ],
  ),
  cond(
    'dementia',
    'Dementia',
    ['dementia-related psychosis', "Alzheimer's disease", 'major neurocognitive disorder'],
    [
      sct('52448006', 'Dementia (disorder)'),
      sct('26929004', "Alzheimer's disease (disorder)"),
      icd('F01', 'Vascular dementia', true),
      icd('F02', 'Dementia in other diseases classified elsewhere', true),
      icd('F03', 'Unspecified dementia', true),
      icd('G30', "Alzheimer's disease", true),
    ],
  ),
  cond(
    'type-2-diabetes',
    'Type 2 diabetes',
    ['type 2 diabetes mellitus', 'T2DM', 'diabetes mellitus type 2', 'non-insulin-dependent diabetes'],
    [sct('44054006', 'Diabetes mellitus type 2 (disorder)'), icd('E11', 'Type 2 diabetes mellitus', true)],
  ),
  cond(
    'chronic-kidney-disease',
    'Chronic kidney disease',
    ['CKD', 'renal impairment', 'kidney disease', 'renal insufficiency', 'kidney failure'],
    fromValueSet(conditionFlagLists.kidneyHistory?.codes ?? []),
    `The CDS kidney value set (fhir/condition-value-sets.ts): ${conditionFlagLists.kidneyHistory?.source ?? ''}`,
  ),
  cond(
    'hepatic-impairment',
    'Hepatic impairment',
    ['liver disease', 'hepatic disease', 'cirrhosis', 'liver impairment', 'hepatic insufficiency'],
    fromValueSet(conditionFlagLists.liverHistory?.codes ?? []),
    `The CDS liver value set (fhir/condition-value-sets.ts): ${conditionFlagLists.liverHistory?.source ?? ''}`,
  ),
  cond(
    'pregnancy',
    'Pregnancy',
    ['pregnant', 'currently pregnant', 'gestation'],
    fromValueSet(pregnancyConditionList.codes),
    `The CDS pregnancy value set (fhir/condition-value-sets.ts): ${pregnancyConditionList.source}`,
  ),
  cond(
    'obesity',
    'Obesity',
    ['overweight', 'metabolic syndrome', 'BMI 30 or more'],
    fromValueSet(conditionFlagLists.weightGainConcern?.codes ?? []),
    `The CDS weight value set (fhir/condition-value-sets.ts): ${conditionFlagLists.weightGainConcern?.source ?? ''}`,
  ),
  cond(
    'heart-failure',
    'Heart failure',
    ['congestive heart failure', 'CHF', 'cardiac failure'],
    [sct('84114007', 'Heart failure (disorder)'), icd('I50', 'Heart failure', true)],
  ),
  cond(
    'hypertension',
    'Hypertension',
    ['high blood pressure', 'essential hypertension'],
    [sct('38341003', 'Hypertensive disorder, systemic arterial (disorder)'), icd('I10', 'Essential (primary) hypertension')],
  ),
  cond(
    'atrial-fibrillation',
    'Atrial fibrillation',
    ['AF', 'AFib', 'a-fib'],
    [sct('49436004', 'Atrial fibrillation (disorder)'), icd('I48', 'Atrial fibrillation and flutter', true)],
  ),
  cond(
    'hypothyroidism',
    'Hypothyroidism',
    ['underactive thyroid', 'low thyroid'],
    [sct('40930008', 'Hypothyroidism (disorder)'), icd('E03', 'Other hypothyroidism', true)],
  ),
  cond(
    'hyponatremia',
    'Hyponatraemia',
    ['hyponatremia', 'low sodium'],
    [sct('89627008', 'Hyponatremia (disorder)'), icd('E87.1', 'Hypo-osmolality and hyponatremia')],
  ),
  cond(
    'hypokalemia',
    'Hypokalaemia',
    ['hypokalemia', 'low potassium'],
    [sct('43339004', 'Hypokalemia (disorder)'), icd('E87.6', 'Hypokalemia')],
  ),
  cond(
    'parkinsons-disease',
    "Parkinson's disease",
    ['Parkinson disease', 'parkinsonism'],
    [sct('49049000', "Parkinson's disease (disorder)"), icd('G20', "Parkinson's disease", true)],
  ),
];
