import { describe, expect, it } from 'vitest';
import { defaultClinicalContent } from '../content/clinical-content';
import { recommend } from '../engine/recommend';
import { allOf, taking } from '../rules/condition-builders';
import type { SafetyRule } from '../rules/rule.schema';
import { patientContextSchema, type PatientContext } from './patient-context.schema';
import { canonicalInputs, engineInputShape, inputsCacheKey, patientInputs } from './patient-inputs';
import { riskFlagValues } from './risk-flags';

const base: PatientContext = { state: 'Manic', ...riskFlagValues(false), priorMedications: [] };

describe('the patient input table', () => {
  it('has one row per engine input field, each saying what it means when not given', () => {
    expect(patientInputs.map((r) => r.id)).toEqual(Object.keys(engineInputShape()));
    expect(Object.keys(patientContextSchema.shape)).toEqual(patientInputs.map((r) => r.id));
    for (const row of patientInputs) expect(row.whenUnknown.length, row.id).toBeGreaterThan(10);
  });

  it('gives each distinct input its own cache key, and equal inputs typed differently the same one', () => {
    const variants: PatientContext[] = [
      base,
      { ...base, state: 'Depressed' },
      { ...base, kidneyHistory: true },
      { ...base, priorMedications: ['lithium'] },
      { ...base, currentMedications: [] },
      { ...base, currentMedications: ['ibuprofen'] },
    ];
    const keys = variants.map((v) => inputsCacheKey(canonicalInputs(v)));
    expect(new Set(keys).size).toBe(variants.length);
    const typed = canonicalInputs({ ...base, currentMedications: [' Zestril', 'Advil', 'Advil '] });
    expect(typed.currentMedications).toEqual(['Advil', 'Zestril']);
    expect(canonicalInputs(base)).not.toHaveProperty('currentMedications');
  });

  it('reaches the engine: a rule on a drug taken now applies through brands and classes (currentMedications)', () => {
    const content = defaultClinicalContent();
    const rule: SafetyRule = {
      id: 'test-nsaid-warns-lithium',
      label: 'Taking an NSAID: lithium levels rise',
      when: allOf(taking({ classes: ['nsaid'] })),
      effect: 'warn',
      target: { kind: 'ingredients', ingredientIds: ['lithium'] },
      severity: 'warning',
      rationale: 'NSAIDs reduce the renal clearance of lithium.',
      sources: [{ citationId: 'fda-lithium-label', locator: 'Drug interactions' }],
    };
    const rules = [...content.rules, rule];
    const warned = (input: PatientContext) =>
      [...recommend(input, content.pack, rules, content.catalog).first].some((s) => s.rules.some((r) => r.ruleId === rule.id));
    expect(warned({ ...base, currentMedications: ['Advil 400 mg'] })).toBe(true);
    expect(warned({ ...base, currentMedications: ['Zestril'] })).toBe(false);
    expect(warned(base)).toBe(false);
    // Tried before is not taking now.
    expect(warned({ ...base, priorMedications: ['Advil'] })).toBe(false);
  });
});
