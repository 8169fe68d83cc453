import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../catalog/default-catalog';
import type { Regimen } from '../catalog/catalog.schema';
import { startMonitorLine, stepText } from './dosing-text';
import { monitoringPlan, planDayLabel } from './monitoring-plan';
import { startTargetMonitor, type DosingPatient } from './start-target-monitor';

const regimen = (id: string): Regimen => {
  const r = defaultCatalog.regimens.find((x) => x.id === id);
  if (!r) throw new Error(id);
  return r;
};
const block = (id: string, p: DosingPatient) => startTargetMonitor(regimen(id), p);
const med = (id: string, p: DosingPatient, medId = id) => block(id, p).medications.find((m) => m.id === medId)!;
const applied = (id: string, p: DosingPatient, medId = id) => med(id, p, medId).adjustments.map((a) => a.id);

describe('startTargetMonitor', () => {
  it('gives lithium in acute mania the label start, the CANMAT acute range and its draw time', () => {
    const li = med('lithium', { state: 'Manic' });
    expect(li.start[0]?.dose).toMatchObject({ amount: 900, unit: 'mg/day', frequency: '300 mg three times daily' });
    expect(li.targets).toHaveLength(1);
    expect(li.targets[0]).toMatchObject({ low: 0.8, high: 1.2, unit: 'mEq/L', source: { citationId: 'canmat-2023u' } });
    expect(li.targets[0]?.draw).toMatch(/12 h after the last dose/);
    expect(li.adjustments).toEqual([]);
    expect(li.start[1]?.increment).toBe(true);
    expect(stepText(li.start[1]!)).toBe('increase by 300 mg/day every 3 days, guided by the level');
  });

  it('uses the maintenance range when euthymic', () => {
    expect(med('lithium', { state: 'Euthymic' }).targets[0]).toMatchObject({ low: 0.6, high: 1.0 });
  });

  it('kidney disease: lithium starts lower with a level at 5 days, and the reason is said', () => {
    const li = med('lithium', { state: 'Manic', kidneyHistory: true });
    const kidney = li.adjustments.find((a) => a.id === 'lithium-kidney')!;
    expect(kidney.reason).toBe('Kidney disease (history or risk)');
    expect(kidney.effect).toBe('start-lower');
    expect(kidney.text).toMatch(/start lower.*level at 5 days/);
    expect(kidney.needsReview).toBe(true);
    expect(startMonitorLine(block('lithium', { state: 'Manic', kidneyHistory: true }))).toMatch(
      /Lithium: start 900 mg\/day.*\. Kidney disease \(history or risk\): estimate CrCl or eGFR first\..*check the level at 5 days/,
    );
    expect(applied('lurasidone', { state: 'Depressed', kidneyHistory: true })).toContain('lurasidone-kidney');
    expect(applied('paliperidone', { state: 'Manic', kidneyHistory: true })).toContain('paliperidone-kidney');
  });

  it('liver disease: divalproex is avoided, quetiapine starts at 25 mg, lamotrigine is reduced', () => {
    expect(med('valproate', { state: 'Manic', liverHistory: true }).adjustments[0]).toMatchObject({
      id: 'valproate-liver',
      effect: 'avoid',
    });
    expect(applied('quetiapine', { state: 'Depressed', liverHistory: true })).toEqual(['quetiapine-liver']);
    expect(applied('lamotrigine', { state: 'Euthymic', liverHistory: true })).toEqual(['lamotrigine-liver']);
    expect(applied('lumateperone', { state: 'Depressed', liverHistory: true })).toEqual(['lumateperone-liver']);
  });

  it('older adult: lithium aims for 0.4–0.8 mEq/L and starts lower; without an age nothing is assumed', () => {
    const li = med('lithium', { state: 'Manic', ageGroup: '65+' });
    expect(li.targets.map((t) => [t.low, t.high])).toEqual([[0.4, 0.8]]);
    expect(li.adjustments.map((a) => a.reason)).toEqual(['Older adult']);
    expect(med('olanzapine', { state: 'Manic', ageBand: 'olderAdult' }).adjustments.map((a) => a.id)).toEqual(['olanzapine-older-adult']);
    const unknown = block('lithium', { state: 'Manic' });
    expect(unknown.medications[0]?.targets[0]).toMatchObject({ low: 0.8, high: 1.2 });
    expect(unknown.notes).toContain('Age not given: older-adult adjustments are not applied.');
  });

  it('any of the pregnancy questions answered Yes applies the pregnancy adjustment, with the question that fired', () => {
    const v = med('valproate', { state: 'Manic', reproductive: true }).adjustments;
    expect(v.map((a) => [a.id, a.reason])).toEqual([['valproate-pregnancy', 'Wants to conceive in next 2 years']]);
    expect(applied('lithium', { state: 'Euthymic', anyPregnancy: true })).toEqual(['lithium-pregnancy']);
    expect(applied('carbamazepine', { state: 'Manic', riskPregnancy: true })).toEqual(['carbamazepine-pregnancy']);
  });

  it('lamotrigine with valproate taken now (by brand) halves the escalation', () => {
    const lam = med('lamotrigine', { state: 'Depressed', currentMedications: ['Depakote ER 500 mg'] });
    expect(lam.adjustments).toHaveLength(1);
    expect(lam.adjustments[0]).toMatchObject({ id: 'lamotrigine-valproate', reason: 'Takes Valproate', effect: 'reduce' });
    expect(lam.adjustments[0]?.text).toMatch(/25 mg every other day/);
    expect(lam.adjustments[0]?.source.locator).toMatch(/Section 2\.3/);
  });

  it('lamotrigine with carbamazepine doubles the escalation', () => {
    expect(applied('lamotrigine', { state: 'Euthymic', currentMedications: ['Tegretol'] })).toEqual(['lamotrigine-inducers']);
  });

  it('an interacting ingredient of the regimen itself counts, and says so', () => {
    const r: Regimen = {
      id: 'lamotrigine+valproate',
      name: 'Lamotrigine plus Valproate',
      ingredientIds: ['lamotrigine', 'valproate'],
      brands: [],
      benefits: [],
      risks: [],
    };
    const lam = startTargetMonitor(r, { state: 'Euthymic', currentMedications: [] }).medications.find((m) => m.id === 'lamotrigine')!;
    expect(lam.adjustments[0]).toMatchObject({ id: 'lamotrigine-valproate', reason: 'Valproate in this regimen' });
  });

  it('lithium with an ACE inhibitor, thiazide or NSAID: check the level within 5 days', () => {
    for (const drug of ['lisinopril', 'Hydrochlorothiazide', 'Advil']) {
      const li = med('quetiapine+lithium', { state: 'Manic', currentMedications: [drug] }, 'lithium');
      expect(
        li.adjustments.map((a) => a.id),
        drug,
      ).toEqual(['lithium-raas-thiazide-nsaid']);
      expect(li.adjustments[0]?.text).toMatch(/within 5 days/);
    }
  });

  it('CYP modulators: quetiapine one sixth with ketoconazole; aripiprazole half with fluoxetine; lurasidone moderate cap skipped for a strong inhibitor', () => {
    expect(applied('quetiapine', { state: 'Manic', currentMedications: ['ketoconazole'] })).toEqual(['quetiapine-cyp3a4-inhibitor']);
    expect(applied('aripiprazole', { state: 'Manic', currentMedications: ['Prozac'] })).toEqual(['aripiprazole-cyp2d6']);
    expect(applied('lurasidone', { state: 'Depressed', currentMedications: ['clarithromycin'] })).toEqual(['lurasidone-strong-cyp3a4']);
    expect(applied('lurasidone', { state: 'Depressed', currentMedications: ['diltiazem'] })).toEqual(['lurasidone-moderate-cyp3a4']);
    expect(applied('lumateperone', { state: 'Depressed', currentMedications: ['Cardizem'] })).toEqual(['lumateperone-moderate-inhibitor']);
    expect(applied('lumateperone', { state: 'Depressed', currentMedications: ['itraconazole'] })).toEqual([
      'lumateperone-strong-inhibitor',
    ]);
  });

  it('doses a product regimen as the product (Symbyax, the aripiprazole LAI)', () => {
    expect(block('olanzapine+fluoxetine', { state: 'Depressed' }).medications.map((m) => m.id)).toEqual(['olanzapine+fluoxetine']);
    expect(med('aripiprazole-lai', { state: 'Euthymic' }).maximum).toMatchObject({ amount: 400, unit: 'mg/injection' });
  });

  it('a combination gives each ingredient its own block and one card line', () => {
    const b = block('quetiapine+lithium', { state: 'Manic' });
    expect(b.medications.map((m) => m.id)).toEqual(['quetiapine', 'lithium']);
    const line = startMonitorLine(b);
    expect(line).toMatch(/^Quetiapine: start 100 mg\/day/);
    expect(line).toMatch(/Lithium: start 900 mg\/day.*target 0\.8–1\.2 mEq\/L/);
    expect(line).toMatch(/Baseline: .*Renal function/);
  });

  it('shows another phase’s dosing, said, when the sources set none for this phase', () => {
    const o = med('olanzapine', { state: 'Depressed' });
    expect(o.phaseMatched).toBe(false);
    expect(o.note).toMatch(/no dose for this phase/);
  });
});

describe('monitoringPlan', () => {
  it('lists lithium’s renal, thyroid and calcium tests at baseline, 6 months and a year, once each', () => {
    const plan = monitoringPlan([block('lithium', { state: 'Euthymic' }), block('lithium+lamotrigine', { state: 'Euthymic' })]);
    const at = (day: number) => plan.filter((r) => r.day === day).map((r) => r.test);
    for (const day of [0, 180, 365])
      expect(at(day)).toEqual(expect.arrayContaining(['Renal function (creatinine, eGFR)', 'Thyroid function (TSH)', 'Calcium']));
    expect(plan.filter((r) => r.day === 0 && r.test === 'Calcium')).toHaveLength(1);
    expect(plan.map((r) => r.day)).toEqual([...plan.map((r) => r.day)].sort((a, b) => a - b));
    expect([0, 5, 180, 365].map(planDayLabel)).toEqual(['Baseline', 'Day 5', 'Month 6', 'Year 1']);
  });
});
