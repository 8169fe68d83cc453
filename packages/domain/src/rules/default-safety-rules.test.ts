import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../catalog/default-catalog';
import { recommend } from '../engine/recommend';
import type { Recommendation } from '../engine/recommendation.schema';
import { defaultGuidelinePack } from '../guidelines/default-guideline-pack';
import type { MoodState, RiskFlag } from '../input/patient-context.schema';
import { context } from '../test-support';
import { defaultSafetyRules } from './default-safety-rules';

const STATES: MoodState[] = ['Manic', 'Depressed', 'Euthymic', 'Hypomanic'];
const run = (overrides: Parameters<typeof context>[0]) =>
  recommend(context(overrides), defaultGuidelinePack, defaultSafetyRules, defaultCatalog);
const suggested = (r: Recommendation) => [...r.first, ...r.second, ...r.third];
const regimen = (id: string) => defaultCatalog.regimens.find((r) => r.id === id);
const contains = (regimenId: string, ingredientIds: string[]) =>
  (regimen(regimenId)?.ingredientIds ?? []).some((i) => ingredientIds.includes(i));
const hasClass = (regimenId: string, cls: string) =>
  (regimen(regimenId)?.ingredientIds ?? []).some((i) => defaultCatalog.ingredients.find((x) => x.id === i)?.classes.includes(cls as never));

/** `alsoRemoved`: what other exclude rules on the same flag remove (so "nothing else moves" holds). */
type ExcludeCase = {
  ruleId: string;
  flag: RiskFlag;
  matches: (regimenId: string) => boolean;
  alsoRemoved?: (regimenId: string) => boolean;
  /** States whose table holds a matching regimen (default: all). */
  states?: MoodState[];
};
const tamoxifen = (id: string) => contains(id, ['tamoxifen']);
const excludeCases: ExcludeCase[] = [
  { ruleId: 'kidney-history-excludes-lithium', flag: 'kidneyHistory', matches: (id) => contains(id, ['lithium']) },
  { ruleId: 'liver-history-excludes-valproate', flag: 'liverHistory', matches: (id) => contains(id, ['valproate']) },
  {
    ruleId: 'low-blood-pressure-excludes-sga',
    flag: 'bloodPressureHistory',
    matches: (id) => hasClass(id, 'sga'),
    alsoRemoved: (id) => contains(id, ['chlorpromazine']),
  },
  {
    ruleId: 'low-blood-pressure-excludes-chlorpromazine',
    flag: 'bloodPressureHistory',
    matches: (id) => contains(id, ['chlorpromazine']),
    states: ['Manic'],
    alsoRemoved: (id) => hasClass(id, 'sga'),
  },
  {
    ruleId: 'weight-gain-excludes-listed-sgas',
    flag: 'weightGainConcern',
    matches: (id) => contains(id, ['quetiapine', 'risperidone', 'aripiprazole', 'olanzapine']),
    alsoRemoved: (id) => contains(id, ['clozapine']),
  },
  {
    ruleId: 'weight-gain-excludes-clozapine',
    flag: 'weightGainConcern',
    matches: (id) => contains(id, ['clozapine']),
    states: ['Manic'],
    alsoRemoved: (id) => contains(id, ['quetiapine', 'risperidone', 'aripiprazole', 'olanzapine']),
  },
  { ruleId: 'pregnancy-excludes-valproate', flag: 'reproductive', matches: (id) => contains(id, ['valproate']), alsoRemoved: tamoxifen },
  {
    ruleId: 'pregnancy-excludes-tamoxifen',
    flag: 'reproductive',
    matches: tamoxifen,
    states: ['Manic'],
    alsoRemoved: (id) => contains(id, ['valproate']),
  },
  { ruleId: 'pregnancy-excludes-valproate', flag: 'riskPregnancy', matches: (id) => contains(id, ['valproate']), alsoRemoved: tamoxifen },
  {
    ruleId: 'pregnancy-excludes-tamoxifen',
    flag: 'riskPregnancy',
    matches: tamoxifen,
    states: ['Manic'],
    alsoRemoved: (id) => contains(id, ['valproate']),
  },
  { ruleId: 'pregnancy-excludes-valproate', flag: 'anyPregnancy', matches: (id) => contains(id, ['valproate']), alsoRemoved: tamoxifen },
  {
    ruleId: 'pregnancy-excludes-tamoxifen',
    flag: 'anyPregnancy',
    matches: tamoxifen,
    states: ['Manic'],
    alsoRemoved: (id) => contains(id, ['valproate']),
  },
];

describe.each(excludeCases)('$ruleId on $flag', ({ ruleId, flag, matches, alsoRemoved, states }) => {
  it.each(states ?? STATES)('%s: removes every matching regimen and lists each with the rule', (state) => {
    const off = run({ state });
    const on = run({ state, [flag]: true });
    const expectedOut = suggested(off)
      .filter((s) => matches(s.regimenId))
      .map((s) => s.regimenId);
    expect(expectedOut.length).toBeGreaterThan(0);
    expect(suggested(on).filter((s) => matches(s.regimenId))).toEqual([]);
    const rule = defaultSafetyRules.find((r) => r.id === ruleId);
    for (const id of expectedOut) {
      const ex = on.excluded.find((e) => e.regimenId === id);
      expect(ex?.rules.map((r) => r.ruleId)).toContain(ruleId);
      const applied = ex?.rules.find((r) => r.ruleId === ruleId);
      expect(applied).toMatchObject({ effect: 'exclude', reason: rule?.rationale, label: rule?.label });
      expect(applied?.citations.length).toBeGreaterThan(0);
      expect(applied?.matched.length).toBeGreaterThan(0);
      expect(ex?.explanation).toMatch(/^Not suggested because/);
    }
    // Nothing else moves.
    const untouched = suggested(off)
      .filter((s) => !matches(s.regimenId) && !alsoRemoved?.(s.regimenId))
      .map((s) => s.regimenId);
    expect(untouched.every((id) => suggested(on).some((s) => s.regimenId === id))).toBe(true);
  });
});

describe('product rule details', () => {
  it('low blood pressure keeps haloperidol and mood stabilizers (product decision), warns on haloperidol and removes chlorpromazine with the SGAs', () => {
    const r = run({ state: 'Manic', bloodPressureHistory: true });
    const halo = r.second.find((s) => s.regimenId === 'haloperidol');
    expect(halo?.rules.map((x) => x.ruleId)).toEqual(['low-blood-pressure-warns-antipsychotics']);
    expect(r.first.map((s) => s.regimenId)).toEqual(['lithium', 'valproate']);
    expect(r.excluded.find((e) => e.regimenId === 'chlorpromazine')?.rules.map((x) => x.ruleId)).toEqual([
      'low-blood-pressure-excludes-chlorpromazine',
    ]);
    expect(suggested(r).some((s) => s.regimenId === 'chlorpromazine')).toBe(false);
    expect(defaultSafetyRules.find((x) => x.id === 'low-blood-pressure-excludes-sga')?.reviewNote).toMatch(/FDA 2017/);
  });

  it('weight-gain concern excludes aripiprazole combinations too (product decision, see reviewNote)', () => {
    const r = run({ state: 'Euthymic', weightGainConcern: true });
    for (const id of ['aripiprazole', 'aripiprazole-lai', 'aripiprazole+lithium', 'aripiprazole+lamotrigine', 'olanzapine+fluoxetine']) {
      expect(r.excluded.some((e) => e.regimenId === id)).toBe(true);
    }
    expect(defaultSafetyRules.find((x) => x.id === 'weight-gain-excludes-listed-sgas')?.reviewNote).toMatch(/aripiprazole/i);
  });

  it('pregnancy flags exclude valproate combinations and warn on lithium and carbamazepine', () => {
    const r = run({ state: 'Manic', anyPregnancy: true });
    for (const id of ['valproate', 'quetiapine+valproate', 'lithium+valproate', 'olanzapine+valproate', 'tamoxifen+valproate']) {
      expect(r.excluded.find((e) => e.regimenId === id)?.rules[0]?.ruleId).toBe('pregnancy-excludes-valproate');
    }
    expect(r.first.find((s) => s.regimenId === 'lithium')?.rules.map((x) => x.ruleId)).toEqual([
      'pregnancy-warns-lithium',
      'breastfeeding-warns-lactation',
    ]);
    const cbz = r.second.find((s) => s.regimenId === 'carbamazepine');
    expect(cbz?.rules.map((x) => [x.ruleId, x.effect, x.severity])).toEqual([
      ['pregnancy-deprioritises-carbamazepine', 'deprioritise', 'critical'],
      ['pregnancy-warns-carbamazepine', 'warn', 'critical'],
      ['breastfeeding-warns-lactation', 'warn', 'warning'],
      ['carbamazepine-hla-b1502-screening', 'warn', 'critical'],
    ]);
    expect(r.second.at(-1)?.regimenId).toBe('carbamazepine');
  });

  it('kidney history never returns a lithium-containing regimen in any state', () => {
    for (const state of STATES) {
      const r = run({ state, kidneyHistory: true, suicideHistory: true });
      expect(suggested(r).filter((s) => contains(s.regimenId, ['lithium']))).toEqual([]);
    }
  });

  it('suicide history with kidney history: lithium is excluded, not promoted', () => {
    const r = run({ state: 'Depressed', suicideHistory: true, kidneyHistory: true });
    const ex = r.excluded.find((e) => e.regimenId === 'lithium');
    expect(ex?.rules.map((x) => x.ruleId)).toEqual(['kidney-history-excludes-lithium']);
    expect(suggested(r).some((s) => s.regimenId === 'lithium')).toBe(false);
  });

  it.each(['Manic', 'Depressed', 'Euthymic', 'Hypomanic'] as const)(
    'suicide history in %s: lithium is already first line, so it keeps its CANMAT rank with the rule attached',
    (state) => {
      const before = run({ state }).first.map((s) => s.regimenId);
      const r = run({ state, suicideHistory: true });
      expect(r.first.map((s) => s.regimenId)).toEqual(before);
      const li = r.first.find((s) => s.regimenId === 'lithium');
      expect(li?.source).toBe(`diagnosis_${state.toLowerCase()}`);
      expect(li?.rules.map((x) => x.ruleId)).toEqual(['suicide-history-promotes-lithium', 'suicide-history-lithium-overdose-warning']);
      expect(li?.explanation).toContain('also favoured by: Suicide history favours lithium');
    },
  );

  it('every rule has a rationale and cited sources; product-disputed rules carry a review note', () => {
    for (const rule of defaultSafetyRules) {
      expect(rule.rationale.length).toBeGreaterThan(40);
      expect(rule.sources.length).toBeGreaterThan(0);
    }
    for (const id of ['low-blood-pressure-excludes-sga', 'weight-gain-excludes-listed-sgas']) {
      expect(defaultSafetyRules.find((r) => r.id === id)?.reviewNote).toBeTruthy();
    }
  });
});
