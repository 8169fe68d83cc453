import { describe, expect, it } from 'vitest';
import { defaultClinicalContent } from '../content/clinical-content';
import { recommend } from '../engine/recommend';
import type { Suggestion } from '../engine/recommendation.schema';
import type { PatientContext } from '../input/patient-context.schema';
import { context } from '../test-support';

/** Issue 37 findings 6, 7 and 9 (docs/adr/0046): each test names its source and locator. */
const content = defaultClinicalContent();
const answer = (over: Partial<PatientContext>) => recommend(context(over), content.pack, content.rules, content.catalog);
const ids = (tier: Suggestion[]) => tier.map((s) => s.regimenId);
const ruleIds = (s: Suggestion | undefined) => s?.rules.map((r) => r.ruleId) ?? [];
const find = (over: Partial<PatientContext>, id: string) => {
  const a = answer(over);
  return [...a.first, ...a.second, ...a.third].find((s) => s.regimenId === id);
};

describe('finding 6: valproate and who could become pregnant', () => {
  const woman = { sex: 'female', ageGroup: 'adult' } as const;

  it('FDA valproate label, Boxed warning (fetal risk); MHRA 2018 PPP; Health Canada: for a woman of 30, valproate after every alternative in its line, with a critical caution', () => {
    const a = answer(woman);
    const first = ids(a.first);
    expect(first.indexOf('valproate')).toBeGreaterThan(first.indexOf('cariprazine'));
    const dvp = a.first.find((s) => s.regimenId === 'valproate')!;
    expect(dvp.deprioritised).toBe(true);
    const rule = dvp.rules.find((r) => r.ruleId === 'valproate-childbearing-potential-after-alternatives');
    expect(rule).toMatchObject({ severity: 'critical', effect: 'deprioritise' });
    expect(rule?.citations.join(' ')).toMatch(/Boxed warning: fetal risk/);
    expect(rule?.citations.join(' ')).toMatch(/MHRA 2018/);
    // Every line: valproate and its combinations after everything else.
    for (const tier of [a.first, a.second, a.third]) {
      const firstDvp = tier.findIndex((s) => s.regimenId.includes('valproate'));
      if (firstDvp >= 0) expect(tier.slice(firstDvp).every((s) => s.deprioritised)).toBe(true);
    }
    // The "confirm pregnancy potential" caution written for an unknown sex is not shown.
    expect(ruleIds(dvp)).not.toContain('valproate-pregnancy-prevention');
  });

  it('FDA valproate label, Boxed warning: not moved for a woman who cannot become pregnant, or an older adult', () => {
    for (const over of [
      { ...woman, childbearingPotential: false },
      { sex: 'female', ageGroup: 'olderAdult' },
    ] as const) {
      const dvp = find(over, 'valproate');
      expect(dvp?.deprioritised).toBe(false);
      expect(ruleIds(dvp).filter((r) => r.startsWith('valproate-'))).toEqual([]);
    }
  });

  it('MHRA Drug Safety Updates January and September 2024 (male patients); EMA PRAC January 2024: for a man of 30, the message for men and no pregnancy caution', () => {
    const man = { sex: 'male', ageGroup: 'adult' } as const;
    const dvp = find(man, 'valproate');
    expect(ruleIds(dvp)).toEqual(['valproate-men-2024']);
    expect(dvp?.rules[0]?.reason).toMatch(/father/);
    expect(dvp?.rules[0]?.citations.join(' ')).toMatch(/MHRA 2024/);
    expect(ruleIds(find(man, 'carbamazepine'))).not.toContain('pregnancy-warns-carbamazepine');
    expect(ruleIds(find(man, 'tamoxifen'))).not.toContain('tamoxifen-pregnancy-prevention');
    // Unknown sex: today's cautions, unchanged.
    expect(ruleIds(find({}, 'valproate'))).toEqual(['valproate-pregnancy-prevention', 'valproate-uk-under-55']);
  });
});

describe('finding 7: older adult with dementia', () => {
  it('FDA antipsychotic boxed warning (increased mortality in elderly patients with dementia-related psychosis): antipsychotics after lithium and divalproex, with a critical caution (ICD-10-CM F03.90)', () => {
    const a = answer({ ageGroup: 'olderAdult', conditions: ['F03.90'] });
    expect(ids(a.first).slice(0, 2)).toEqual(['lithium', 'valproate']);
    const q = a.first.find((s) => s.regimenId === 'quetiapine')!;
    expect(q.deprioritised).toBe(true);
    const rule = q.rules.find((r) => r.ruleId === 'older-adult-dementia-antipsychotics');
    expect(rule?.severity).toBe('critical');
    expect(rule?.citations.join(' ')).toMatch(/dementia/);
    // SNOMED 26929004 (Alzheimer's disease) reads the same; haloperidol (first generation) too.
    const h = find({ ageGroup: 'olderAdult', conditions: ['26929004'] }, 'haloperidol');
    expect(ruleIds(h)).toContain('older-adult-dementia-antipsychotics');
  });

  it('FDA antipsychotic boxed warning: not for an adult with dementia, nor an older adult without it', () => {
    expect(ruleIds(find({ ageGroup: 'adult', conditions: ['F03.90'] }, 'quetiapine'))).not.toContain('older-adult-dementia-antipsychotics');
    expect(ruleIds(find({ ageGroup: 'olderAdult', conditions: [] }, 'quetiapine'))).not.toContain('older-adult-dementia-antipsychotics');
  });
});

describe('finding 9: the table and order for who the patient is', () => {
  it('CANMAT-2023U Box 4, acute bipolar II depression: quetiapine the only first line', () => {
    const a = answer({ state: 'Depressed', bipolarType: 'II' });
    expect(ids(a.first)).toEqual(['quetiapine']);
    expect(a.guideline.phase).toBe('Acute bipolar II depression');
    expect(a.first[0]?.guideline?.locator).toBe('CANMAT-2023U Box 4');
    expect(ids(a.second)).toEqual(['lithium', 'lamotrigine', 'bupropion+lithium', 'lumateperone']);
    expect(a.advisories[0]?.ruleId).toBe('bipolar-ii-depression');
  });

  it('CANMAT-2023U Box 4, bipolar II maintenance: quetiapine, lithium, lamotrigine first line', () => {
    expect(ids(answer({ state: 'Euthymic', bipolarType: 'II' }).first)).toEqual(['quetiapine', 'lithium', 'lamotrigine']);
  });

  it('CANMAT-2023U Box 4 has no bipolar II hypomania table: the answer says so plainly', () => {
    const a = answer({ state: 'Hypomanic', bipolarType: 'II' });
    const scope = a.advisories.find((x) => x.ruleId === 'scope-bipolar-ii-hypomania');
    expect(scope?.label).toMatch(/^Outside what this answer covers: /);
    expect(scope?.citations.join(' ')).toMatch(/Box 4/);
  });

  it('CANMAT/ISBD 2021 mixed presentations: mania with mixed features has no first line and no first-generation antipsychotic', () => {
    const a = answer({ mixedFeatures: true });
    expect(a.first).toEqual([]);
    expect(a.emptyLines.find((l) => l.line === 1)?.cause).toBe('table');
    expect(ids(a.second)).toEqual(['asenapine', 'cariprazine', 'valproate', 'aripiprazole']);
    expect([...ids(a.second), ...ids(a.third)].some((id) => /haloperidol|chlorpromazine/.test(id))).toBe(false);
  });

  it('CANMAT/ISBD 2021 mixed presentations: depression with mixed features has no antidepressant adjunct', () => {
    const a = answer({ state: 'Depressed', mixedFeatures: true });
    expect(ids(a.second)).toEqual(['cariprazine', 'lurasidone']);
    expect([...a.first, ...a.second, ...a.third].some((s) => /sertraline|bupropion/.test(s.regimenId))).toBe(false);
  });

  it('CANMAT-2023U special populations, older adults: in mania lithium and divalproex first, quetiapine after them', () => {
    const first = ids(answer({ ageGroup: 'olderAdult' }).first);
    expect(first.slice(0, 2)).toEqual(['lithium', 'valproate']);
    expect(first.indexOf('quetiapine')).toBeGreaterThan(first.indexOf('asenapine+valproate'));
  });

  it('CANMAT-2023U special populations, children and adolescents: in depression lurasidone the only first line', () => {
    const a = answer({ state: 'Depressed', ageGroup: 'youth' });
    const firstPlain = a.first.filter((s) => !s.deprioritised).map((s) => s.regimenId);
    expect(firstPlain.every((id) => id.startsWith('lurasidone'))).toBe(true);
    expect(a.advisories.some((x) => x.ruleId === 'scope-youth')).toBe(true);
  });

  it('CANMAT-2023U special populations, children and adolescents: in mania divalproex third line', () => {
    expect(find({ ageGroup: 'youth' }, 'valproate')?.deprioritised).toBe(true);
  });

  it('CANMAT-2023U maintenance: with mostly depressive episodes, aripiprazole and risperidone LAI after the agents that prevent depression', () => {
    const a = answer({ state: 'Euthymic', maintenancePolarity: 'depressive' });
    const first = ids(a.first);
    expect(first.indexOf('aripiprazole')).toBeGreaterThan(first.indexOf('lamotrigine'));
    expect(a.second.find((s) => s.regimenId === 'risperidone-lai')?.deprioritised).toBe(true);
  });

  it('every new input omitted: the same answer as today', () => {
    for (const state of ['Manic', 'Depressed', 'Euthymic', 'Hypomanic'] as const) {
      const plain = answer({ state });
      expect(answer({ state, ageGroup: undefined, sex: undefined, bipolarType: undefined, mixedFeatures: undefined })).toEqual(plain);
      // An adult with bipolar I and no mixed features: the same lines.
      const typed = answer({ state, ageGroup: 'adult', bipolarType: 'I', mixedFeatures: false, maintenancePolarity: 'none' });
      expect([typed.first, typed.second, typed.third].map(ids)).toEqual([plain.first, plain.second, plain.third].map(ids));
    }
  });
});
