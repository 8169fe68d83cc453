import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../catalog/default-catalog';
import { defaultGuidelinePack } from '../guidelines/default-guideline-pack';
import type { GuidelinePack, StateTable } from '../guidelines/guideline.schema';
import { defaultSafetyRules } from '../rules/default-safety-rules';
import { context } from '../test-support';
import { recommend } from './recommend';
import type { Recommendation } from './recommendation.schema';

const run = (overrides: Parameters<typeof context>[0], pack: GuidelinePack = defaultGuidelinePack) =>
  recommend(context(overrides), pack, defaultSafetyRules, defaultCatalog);
const suggested = (r: Recommendation) => [...r.first, ...r.second, ...r.third];
const withValproate = (id: string) => defaultCatalog.regimens.find((r) => r.id === id)?.ingredientIds.includes('valproate') ?? false;

/** The default pack with the Depressed table's entries replaced. */
function packWithDepressed(entries: StateTable['entries']): GuidelinePack {
  return { ...defaultGuidelinePack, tables: defaultGuidelinePack.tables.map((t) => (t.state === 'Depressed' ? { ...t, entries } : t)) };
}
const entry = (regimenId: string, line: 1 | 2 | 3, rank: number) => ({
  regimenId,
  line,
  rank,
  row: regimenId,
  locator: 'Test box',
  citationId: 'canmat-2023u',
});

describe('prior medications', () => {
  it.each(['Manic', 'Depressed', 'Euthymic', 'Hypomanic'] as const)(
    '"Depakote" in %s removes every valproate-containing regimen, each with its reason',
    (state) => {
      const all = suggested(run({ state }))
        .filter((s) => withValproate(s.regimenId))
        .map((s) => s.regimenId);
      const r = run({ state, priorMedications: ['Depakote'] });
      expect(suggested(r).filter((s) => withValproate(s.regimenId))).toEqual([]);
      expect(r.excluded.map((e) => e.regimenId).sort()).toEqual([...all].sort());
      for (const ex of r.excluded) {
        expect(ex.rules).toHaveLength(1);
        expect(ex.rules[0]).toMatchObject({ ruleId: 'prior-medications-excluded', matched: ['Depakote'], effect: 'exclude' });
        expect(ex.explanation).toBe('Not suggested because: prior medication already tried (Depakote).');
      }
    },
  );

  it.each(['depakote', 'DEPAKOTE ', 'Divalproex', 'valproic acid', 'Epival'])('%j matches valproate case-insensitively', (typed) => {
    const r = run({ state: 'Manic', priorMedications: [typed] });
    expect(r.excluded.some((e) => e.regimenId === 'quetiapine+valproate')).toBe(true);
    expect(r.unrecognizedPriorMedications).toEqual([]);
  });

  it('a typed regimen name excludes that regimen only', () => {
    const r = run({ state: 'Manic', priorMedications: ['quetiapine + lithium'] });
    expect(r.excluded.map((e) => e.regimenId)).toEqual(['quetiapine+lithium']);
    expect(r.first.some((s) => s.regimenId === 'quetiapine')).toBe(true);
    expect(r.first.some((s) => s.regimenId === 'lithium')).toBe(true);
  });

  it('"Symbyax" excludes olanzapine plus fluoxetine only', () => {
    const r = run({ state: 'Depressed', priorMedications: ['Symbyax'] });
    expect(r.excluded.map((e) => e.regimenId)).toEqual(['olanzapine+fluoxetine']);
  });

  it('lists what it cannot recognise and keeps going', () => {
    const r = run({ state: 'Manic', priorMedications: ['foo', 'Seroquel', '  '] });
    expect(r.unrecognizedPriorMedications).toEqual(['foo']);
    expect(r.excluded.every((e) => e.rules[0]?.matched[0] === 'Seroquel')).toBe(true);
  });

  it('a prior medication also blocks a promotion', () => {
    const r = run({ state: 'Manic', suicideHistory: true, priorMedications: ['Lithobid'] });
    expect(suggested(r).some((s) => s.regimenId.includes('lithium'))).toBe(false);
  });

  it('several rules on one regimen are all listed', () => {
    const r = run({ state: 'Manic', liverHistory: true, anyPregnancy: true, priorMedications: ['Depakote'] });
    const ex = r.excluded.find((e) => e.regimenId === 'valproate');
    expect(ex?.rules.map((x) => x.ruleId)).toEqual([
      'liver-history-excludes-valproate',
      'pregnancy-excludes-valproate',
      'prior-medications-excluded',
    ]);
  });
});

describe('promotion', () => {
  it('moves lithium from below first line to the top of first line with source "include"', () => {
    const pack = packWithDepressed([
      entry('quetiapine', 1, 1),
      entry('lurasidone', 1, 2),
      entry('valproate', 2, 1),
      entry('lithium', 3, 1),
      entry('olanzapine', 3, 2),
    ]);
    const r = run({ state: 'Depressed', suicideHistory: true }, pack);
    expect(r.first.map((s) => [s.regimenId, s.source])).toEqual([
      ['lithium', 'include'],
      ['quetiapine', 'diagnosis_depressed'],
      ['lurasidone', 'diagnosis_depressed'],
    ]);
    expect(r.third.map((s) => s.regimenId)).toEqual(['olanzapine']);
    expect(r.first[0]?.guideline).toMatchObject({ line: 3, rank: 1 });
    expect(r.first[0]?.explanation).toMatch(
      /^Moved to first line: Suicide history favours lithium \(guideline placement: third line, rank 1 of 2/,
    );
  });

  it('inserts lithium when the table lacks it, with no guideline placement', () => {
    const pack = packWithDepressed([entry('quetiapine', 1, 1), entry('valproate', 2, 1), entry('olanzapine', 3, 1)]);
    const r = run({ state: 'Depressed', suicideHistory: true }, pack);
    expect(r.first[0]).toMatchObject({ regimenId: 'lithium', source: 'include', tier: 1, guideline: null });
    expect(r.first[0]?.explanation).toContain('not in Test box for this state');
  });

  it('exclusion wins over promotion', () => {
    const pack = packWithDepressed([entry('quetiapine', 1, 1), entry('valproate', 2, 1), entry('lithium', 3, 1)]);
    const r = run({ state: 'Depressed', suicideHistory: true, kidneyHistory: true }, pack);
    expect(suggested(r).some((s) => s.regimenId === 'lithium')).toBe(false);
    expect(r.excluded.find((e) => e.regimenId === 'lithium')?.rules.map((x) => x.effect)).toEqual(['exclude']);
  });
});

describe('engine behaviour', () => {
  it('lists a regimen entered twice only once, at its better placement', () => {
    const pack = packWithDepressed([
      entry('quetiapine', 1, 1),
      entry('valproate', 2, 1),
      entry('quetiapine', 2, 2),
      entry('olanzapine', 3, 1),
    ]);
    const r = run({ state: 'Depressed' }, pack);
    expect(suggested(r).filter((s) => s.regimenId === 'quetiapine')).toHaveLength(1);
    expect(r.first.map((s) => s.regimenId)).toEqual(['quetiapine']);
  });

  it('warn rules attach without moving anything', () => {
    const warnOnly = defaultSafetyRules.filter((r) => r.effect === 'warn');
    const flags = {
      psychotic: true,
      suicideHistory: true,
      kidneyHistory: true,
      liverHistory: true,
      bloodPressureHistory: true,
      weightGainConcern: true,
      reproductive: true,
      riskPregnancy: true,
      anyPregnancy: true,
    };
    for (const state of ['Manic', 'Depressed', 'Euthymic', 'Hypomanic'] as const) {
      // Psychotic features answer hypomania with the mania table (DSM-5), so compare with mania.
      const plain = recommend(context({ state: state === 'Hypomanic' ? 'Manic' : state }), defaultGuidelinePack, warnOnly, defaultCatalog);
      const r = recommend(context({ state, ...flags }), defaultGuidelinePack, warnOnly, defaultCatalog);
      const ids = (x: Recommendation) => [x.first, x.second, x.third].map((t) => t.map((s) => s.regimenId));
      expect(ids(r)).toEqual(ids(plain));
      expect(suggested(r).some((s) => s.rules.length > 0)).toBe(true);
    }
  });

  it('explains placement with line, rank, size and row', () => {
    const r = run({ state: 'Manic' });
    expect(r.first[1]?.explanation).toBe('First line (monotherapies), rank 2 of 8 in CANMAT-2023U Box 1 (Quetiapine).');
    expect(r.first[8]?.explanation).toBe('First line (combinations), rank 1 of 4 in CANMAT-2023U Box 1 (Quetiapine + Li/DVP).');
    expect(r.second[0]?.explanation).toBe('Second line, rank 1 of 6 in CANMAT-2023U Box 1 (Olanzapine).');
    expect(r.guideline).toEqual({
      id: 'canmat-2018-2023u',
      name: defaultGuidelinePack.name,
      version: '2018 + 2023 update',
      phase: 'Acute mania (bipolar I)',
    });
  });

  it('formats rule citations as "short, locator"', () => {
    const r = run({ state: 'Manic', liverHistory: true });
    expect(r.excluded[0]?.rules[0]?.citations).toEqual(['Depakote US label, Boxed warning; Contraindications']);
  });

  it('throws on a state the pack has no table for', () => {
    const pack = { ...defaultGuidelinePack, tables: [] };
    expect(() => run({ state: 'Manic' }, pack)).toThrow(/no table/);
  });
});
