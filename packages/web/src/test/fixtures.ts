import { defaultSafetyRules, recommendationSchema, riskFlagIds, riskFlagRuleSummary, type Recommendation } from '@balancer/domain';
import { defaultPatientFormValues, toPatientRecord, type PatientRecord } from '../lib/patients/patient-record';

const guideline = (line: 1 | 2 | 3, rank: number, row: string) => ({
  line,
  rank,
  row,
  locator: 'CANMAT-2018 Table 5',
  citation: 'CANMAT/ISBD 2018',
  evidence: { level: `Level ${line}`, text: `Line ${line} evidence (CANMAT Table 1)` },
});

export const recommendationFixture: Recommendation = recommendationSchema.parse({
  state: 'Manic',
  guideline: { id: 'canmat', name: 'CANMAT/ISBD', version: '2018 + 2023 update', phase: 'Acute mania (bipolar I)' },
  extrapolation: null,
  first: [
    {
      regimenId: 'lithium',
      name: 'Lithium',
      source: 'include',
      tier: 1,
      guideline: guideline(1, 1, 'Lithium'),
      rules: [
        {
          ruleId: 'suicide-history-promotes-lithium',
          label: 'Suicide history favours lithium',
          effect: 'promote',
          severity: 'info',
          reason: 'Lithium reduces suicide risk.',
          matched: ['Lithium'],
          citations: ['CANMAT/ISBD 2018, Section 7'],
        },
      ],
      explanation: 'First line in the guideline table.',
    },
    {
      regimenId: 'quetiapine',
      name: 'Quetiapine',
      source: 'diagnosis_manic',
      tier: 1,
      guideline: guideline(1, 2, 'Quetiapine'),
      rules: [],
      explanation: 'First line in the guideline table.',
    },
  ],
  second: [],
  third: [
    {
      regimenId: 'haloperidol',
      name: 'Haloperidol',
      source: 'diagnosis_manic',
      tier: 3,
      guideline: guideline(3, 1, 'Haloperidol'),
      rules: [],
      explanation: 'Third line in the guideline table.',
    },
  ],
  excluded: [
    {
      regimenId: 'valproate',
      name: 'Valproate',
      guideline: guideline(1, 3, 'Divalproex'),
      rules: [
        {
          ruleId: 'liver-history-excludes-valproate',
          label: 'Liver disease excludes valproate',
          effect: 'exclude',
          severity: 'critical',
          reason: 'Valproate can cause severe liver injury.',
          matched: ['Valproate'],
          citations: ['Depakote US label, Boxed warning'],
        },
      ],
      explanation: 'Not suggested because valproate can cause severe liver injury.',
    },
  ],
  unrecognizedPriorMedications: ['Zzzmed'],
  nonPharmacological: [],
});

export function patientFixture(overrides: Partial<PatientRecord> = {}): PatientRecord {
  const base = toPatientRecord(
    'ab12c',
    { ...defaultPatientFormValues, Suicide: 'Yes', Liver: 'Yes', PriorMedications: ['Zzzmed'] },
    recommendationFixture,
    '2025-02-04T10:00:00.000Z',
  );
  return { ...base, ...overrides };
}

/** What GET /api/v2/content/risk-flags answers for the built-in rules (the server computes it the same way). */
export const ruleTooltipsFixture = Object.fromEntries(riskFlagIds.map((flag) => [flag, riskFlagRuleSummary(flag, defaultSafetyRules)]));
