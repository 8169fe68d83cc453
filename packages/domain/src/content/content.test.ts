import { allOf, flag } from '../rules/condition-builders';
import { describe, expect, it } from 'vitest';
import { validateClinicalContent } from '../engine/validate-clinical-content';
import { recommend } from '../engine/recommend';
import { riskFlagValues } from '../input/risk-flags';
import { defaultClinicalContent, type ClinicalContentSet } from './clinical-content';
import { applyContentChange, ContentChangeError, toStatementInput } from './content-changes';
import { diffClinicalContent } from './content-diff';
import { previewImpact, referencePatients } from './impact-preview';
import { conditionPatients } from './condition-patients';
import { ruleViews } from './rule-view';
import { effectiveRules } from './effective-rules';

const base = defaultClinicalContent();
const valid = (c: ClinicalContentSet) => validateClinicalContent(c.catalog, c.pack, c.rules);
const KIDNEY = 'kidney-history-excludes-lithium';

describe('impact preview', () => {
  it('runs every state with no flag and each single flag, then the clinical cases', () => {
    const patients = referencePatients();
    expect(patients.filter((p) => p.kind === 'reference')).toHaveLength(4 * 10);
    expect(patients.filter((p) => p.kind === 'case').length).toBeGreaterThan(5);
  });

  it('finds no change when nothing changes', () => {
    expect(previewImpact(base, base).patients).toEqual([]);
  });

  it('lists, patient by patient, the lithium regimens a disabled kidney rule lets back in', () => {
    const proposed = applyContentChange(base, { kind: 'rule.setEnabled', ruleId: KIDNEY, enabled: false });
    const { patients, checked } = previewImpact(base, proposed);
    // The reference patients, and one per state for each rule on a drug taken now (issue 37).
    expect(checked).toBe(referencePatients().length + conditionPatients(effectiveRules(base)).length);
    const ids = patients.map((p) => p.patient.id);
    expect(ids).toEqual(expect.arrayContaining(['Manic+kidneyHistory', 'Depressed+kidneyHistory']));
    expect(ids).not.toContain('Manic');
    const manic = patients.find((p) => p.patient.id === 'Manic+kidneyHistory')!;
    expect(manic.changes).toContainEqual(expect.objectContaining({ regimenId: 'lithium', kind: 'added', from: 'excluded', to: 'first' }));
  });
});

describe('content changes', () => {
  it('disables and re-enables a rule; a disabled rule never fires', () => {
    const off = applyContentChange(base, { kind: 'rule.setEnabled', ruleId: KIDNEY, enabled: false });
    const ctx = { state: 'Manic' as const, ...riskFlagValues(false), kidneyHistory: true, priorMedications: [] };
    expect(recommend(ctx, off.pack, off.rules, off.catalog).first.map((s) => s.regimenId)).toContain('lithium');
    const on = applyContentChange(off, { kind: 'rule.setEnabled', ruleId: KIDNEY, enabled: true });
    expect(on.rules).toEqual(base.rules);
    expect(diffClinicalContent(base, off)).toEqual([
      { area: 'rule', id: KIDNEY, title: 'Kidney disease excludes lithium', change: 'changed', details: ['disabled'] },
    ]);
  });

  it('an allOf rule fires only when every flag is yes', () => {
    const rule = {
      ...base.rules.find((r) => r.id === KIDNEY)!,
      id: 'both',
      when: allOf(flag('kidneyHistory'), flag('liverHistory')),
    };
    const c = applyContentChange(applyContentChange(base, { kind: 'rule.setEnabled', ruleId: KIDNEY, enabled: false }), {
      kind: 'rule.create',
      rule,
    });
    const ctx = { state: 'Manic' as const, ...riskFlagValues(false), kidneyHistory: true, priorMedications: [] };
    expect(recommend(ctx, c.pack, c.rules, c.catalog).excluded.some((e) => e.rules.some((r) => r.ruleId === 'both'))).toBe(false);
    const both = recommend({ ...ctx, liverHistory: true }, c.pack, c.rules, c.catalog);
    expect(both.excluded.some((e) => e.regimenId === 'lithium' && e.rules.some((r) => r.ruleId === 'both'))).toBe(true);
  });

  it('adds a medication with administrator statements marked for review, and it stays valid', () => {
    const c = applyContentChange(base, {
      kind: 'medication.add',
      name: 'Zuranolone',
      benefits: [{ text: 'Rapid onset' }],
      risks: [{ text: 'Sedation' }],
    });
    expect(valid(c)).toEqual([]);
    const ingredient = c.catalog.ingredients.find((i) => i.id === 'zuranolone');
    expect(ingredient?.benefits[0]).toEqual({
      text: 'Rapid onset',
      source: { citationId: 'administrator-entry', locator: 'Medication list' },
      needsReview: true,
    });
    expect(() =>
      applyContentChange(c, { kind: 'medication.add', name: 'zuranolone', benefits: [{ text: 'x' }], risks: [{ text: 'y' }] }),
    ).toThrow('Medication "zuranolone" already exists');
    expect(diffClinicalContent(base, c).map((d) => `${d.area} ${d.change} ${d.id}`)).toEqual([
      'medication added zuranolone',
      'ingredient added zuranolone',
      'citation added administrator-entry',
    ]);
  });

  it('deleting a medication the guideline lists is refused by validation, with the reason', () => {
    const c = applyContentChange(base, { kind: 'medication.delete', id: 'lithium' });
    expect(valid(c)).toContain('table Manic: unknown regimen lithium');
  });

  it('editing a medication keeps its interaction statements limited to the combinations they concern', () => {
    const cbz = base.catalog.ingredients.find((i) => i.id === 'carbamazepine')!;
    const c = applyContentChange(base, {
      kind: 'medication.update',
      id: 'carbamazepine',
      benefits: cbz.benefits.map(toStatementInput),
      risks: cbz.risks.map(toStatementInput),
    });
    expect(c.catalog.ingredients.find((i) => i.id === 'carbamazepine')?.risks).toEqual(cbz.risks);
  });

  it('names an unknown rule or medication', () => {
    expect(() => applyContentChange(base, { kind: 'rule.setEnabled', ruleId: 'nope', enabled: false })).toThrow(ContentChangeError);
    expect(() => applyContentChange(base, { kind: 'medication.delete', id: 'nope' })).toThrow("id: no medication 'nope'");
  });

  it('edits a medication statement with its source and shows it in the diff', () => {
    const c = applyContentChange(base, {
      kind: 'medication.update',
      id: 'lithium',
      benefits: [{ text: 'Reduces suicide risk', source: { citationId: 'canmat-2018', locator: 'Section 6' } }],
      risks: [{ text: 'Toxicity' }],
    });
    expect(valid(c)).toEqual([]);
    const entry = diffClinicalContent(base, c).find((d) => d.area === 'ingredient' && d.id === 'lithium');
    expect(entry?.details).toContain('+ benefit: Reduces suicide risk (canmat-2018, Section 6)');
  });
});

describe('rule views', () => {
  it('lists each rule with its medications and sources', () => {
    const kidney = ruleViews(base).find((v) => v.rule.id === KIDNEY)!;
    expect(kidney.ruleType).toBe('EXCLUDE');
    expect(kidney.medications.map((m) => m.name)).toEqual(['Lithium']);
    expect(kidney.medications[0]!.risks.length).toBeGreaterThan(0);
    expect(kidney.sources[0]).toMatchObject({ name: 'Lithium US label', page: null, chunk: null, id: 'fda-lithium-label' });
  });
});
