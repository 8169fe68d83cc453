import { describe, expect, it } from 'vitest';
import { allOf, anyOf, flag, inState, taking } from '../rules/condition-builders';
import type { SafetyRule } from '../rules/rule.schema';
import { defaultClinicalContent } from './clinical-content';
import { conditionPatients } from './condition-patients';
import { previewImpact } from './impact-preview';

const content = defaultClinicalContent();
const nsaidRule: SafetyRule = {
  id: 'test-nsaid-deprioritises-lithium',
  label: 'Taking an NSAID: lithium moved down',
  when: allOf(anyOf(taking({ classes: ['nsaid'] })), inState('Manic')),
  effect: 'deprioritise',
  target: { kind: 'ingredients', ingredientIds: ['lithium'] },
  severity: 'warning',
  rationale: 'NSAIDs reduce the renal clearance of lithium.',
  sources: [{ citationId: 'fda-lithium-label', locator: 'Drug interactions' }],
};

describe('reference patients from the rules’ conditions', () => {
  it('makes a patient each rule about a drug applies to, in the states it allows; none for flag-only rules', () => {
    const patientAtoms = /"(taking|tried|hasCondition|ageBand|sex|bipolarType|specifier|maintenancePolarity)"/;
    const flagOnly = content.rules.filter((r) => !patientAtoms.test(JSON.stringify(r.when)));
    expect(conditionPatients(flagOnly)).toEqual([]);
    // Each patient gives a drug, a condition or who the patient is (ADR 0046).
    const givesMore = (c: Record<string, unknown>) =>
      ['currentMedications', 'conditions'].some((k) => ((c[k] as unknown[] | undefined) ?? []).length > 0) ||
      ['ageGroup', 'sex', 'bipolarType', 'mixedFeatures', 'maintenancePolarity'].some((k) => c[k] !== undefined);
    expect(conditionPatients(content.rules).every((p) => givesMore(p.context))).toBe(true);
    const [p, ...rest] = conditionPatients([nsaidRule]);
    expect(rest).toEqual([]);
    expect(p?.context).toMatchObject({ state: 'Manic', currentMedications: [expect.any(String)] });
    expect(p?.label).toMatch(/^Manic, taking \w+/);
  });

  it('lets the preview of a rule on a drug taken now show whom it changes', () => {
    const proposed = { ...content, rules: [...content.rules, nsaidRule] };
    const impact = previewImpact(content, proposed);
    expect(impact.patients.map((x) => x.patient.id)).toEqual([`rule:${nsaidRule.id}:Manic`]);
    expect(impact.patients[0]?.changes.some((c) => c.regimenId === 'lithium')).toBe(true);
  });

  it('combines flags and a drug: the patient has both', () => {
    const rule = { ...nsaidRule, when: allOf(flag('kidneyHistory'), taking({ ingredients: ['lisinopril'] })) };
    expect(conditionPatients([rule]).map((p) => [p.context.kidneyHistory, p.context.currentMedications])).toEqual(
      ['Manic', 'Depressed', 'Hypomanic', 'Euthymic'].map(() => [true, ['Lisinopril']]),
    );
  });
});
