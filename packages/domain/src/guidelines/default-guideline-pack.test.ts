import { ruleFires } from '../engine/rule-matching';
import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../catalog/default-catalog';
import { recommend } from '../engine/recommend';
import { defaultSafetyRules } from '../rules/default-safety-rules';
import { context } from '../test-support';
import { defaultGuidelinePack } from './default-guideline-pack';
import { moodStateSchema, type MoodState } from '../input/patient-context.schema';

// Rules that apply to every patient who gives only a state (`always`, or "unless the sex is given", ADR 0046).
const alwaysRules = new Set(
  defaultSafetyRules.filter((r) => moodStateSchema.options.every((state) => ruleFires(r, context({ state })))).map((r) => r.id),
);
const tableRows = defaultGuidelinePack.tables.flatMap((t) => t.entries.map((e) => ({ state: t.state, ...e })));

describe('every guideline row', () => {
  it.each(tableRows.map((r) => [r.state, r.line, r.rank, r.regimenId, r] as const))(
    '%s: line %i rank %i is %s, with no risk flags',
    (state, line, rank, regimenId, row) => {
      const out = recommend(context({ state }), defaultGuidelinePack, defaultSafetyRules, defaultCatalog);
      const tier = [out.first, out.second, out.third][line - 1] ?? [];
      const s = tier.find((x) => x.regimenId === regimenId);
      expect(s).toBeDefined();
      expect(s?.guideline).toMatchObject({ line, rank, row: row.row, locator: row.locator });
      expect(s?.source).toBe(`diagnosis_${state.toLowerCase()}`);
      // With no flag set only the rules that always apply (e.g. the valproate pregnancy-prevention warning) may attach.
      expect(s?.rules.every((r) => r.effect === 'warn' && alwaysRules.has(r.ruleId))).toBe(true);
      expect(s?.deprioritised).toBe(false);
      expect(out.excluded).toEqual([]);
    },
  );
});

// The published order (CANMAT-2023U Boxes 1-3), so that a data edit cannot silently reorder a line.
const expected: Record<MoodState, [string[], string[], string[]]> = {
  Manic: [
    [
      'lithium',
      'quetiapine',
      'valproate',
      'asenapine',
      'aripiprazole',
      'paliperidone',
      'risperidone',
      'cariprazine',
      'quetiapine+lithium',
      'quetiapine+valproate',
      'aripiprazole+lithium',
      'aripiprazole+valproate',
      'risperidone+lithium',
      'risperidone+valproate',
      'asenapine+lithium',
      'asenapine+valproate',
    ],
    ['olanzapine', 'carbamazepine', 'olanzapine+lithium', 'olanzapine+valproate', 'lithium+valproate', 'ziprasidone', 'haloperidol'],
    [
      'carbamazepine+lithium',
      'carbamazepine+valproate',
      'oxcarbazepine+lithium',
      'oxcarbazepine+valproate',
      'chlorpromazine',
      'clozapine',
      'haloperidol+lithium',
      'haloperidol+valproate',
      'tamoxifen',
      'tamoxifen+lithium',
      'tamoxifen+valproate',
    ],
  ],
  Hypomanic: [[], [], []],
  Depressed: [
    [
      'quetiapine',
      'lurasidone+lithium',
      'lurasidone+valproate',
      'lithium',
      'lamotrigine',
      'cariprazine',
      'lurasidone',
      'lithium+lamotrigine',
    ],
    [
      'valproate',
      'sertraline+lithium',
      'sertraline+valproate',
      'bupropion+lithium',
      'bupropion+valproate',
      'olanzapine+fluoxetine',
      'lumateperone',
    ],
    ['carbamazepine', 'olanzapine'],
  ],
  Euthymic: [
    [
      'lithium',
      'quetiapine',
      'valproate',
      'lamotrigine',
      'asenapine',
      'quetiapine+lithium',
      'quetiapine+valproate',
      'aripiprazole+lithium',
      'aripiprazole+valproate',
      'aripiprazole',
      'aripiprazole-lai',
    ],
    [
      'olanzapine',
      'risperidone-lai',
      'carbamazepine',
      'paliperidone',
      'lurasidone+lithium',
      'lurasidone+valproate',
      'ziprasidone+lithium',
      'ziprasidone+valproate',
    ],
    ['aripiprazole+lamotrigine', 'olanzapine+fluoxetine'],
  ],
};
// Hypomania keeps only the lithium, divalproex and atypical-antipsychotic rows of the mania table.
expected.Hypomanic = [
  expected.Manic[0],
  ['olanzapine', 'olanzapine+lithium', 'olanzapine+valproate', 'lithium+valproate', 'ziprasidone'],
  [],
];

describe('state tables', () => {
  it.each(Object.keys(expected) as MoodState[])('%s yields the published lines in order', (state) => {
    const out = recommend(context({ state }), defaultGuidelinePack, defaultSafetyRules, defaultCatalog);
    expect([out.first, out.second, out.third].map((t) => t.map((s) => s.regimenId))).toEqual(expected[state]);
    const empty = out.emptyLines.map((e) => [e.line, e.cause]);
    expect(empty).toEqual(state === 'Hypomanic' ? [[3, 'table']] : []);
  });

  it('gives each printed row one rank shared by its expansions, and prints mania first line as two lists', () => {
    const out = recommend(context({ state: 'Manic' }), defaultGuidelinePack, defaultSafetyRules, defaultCatalog);
    const rank = (id: string) => out.first.find((s) => s.regimenId === id)?.guideline;
    expect(rank('quetiapine+lithium')).toMatchObject({ rank: 1, group: 'combination' });
    expect(rank('quetiapine+valproate')).toMatchObject({ rank: 1, group: 'combination' });
    expect(rank('asenapine+valproate')).toMatchObject({ rank: 4, group: 'combination' });
    expect(rank('cariprazine')).toMatchObject({ rank: 8, group: 'monotherapy' });
    expect(out.first.find((s) => s.regimenId === 'quetiapine+lithium')?.explanation).toMatch(
      /^First line \(combinations\), rank 1 of 4 in CANMAT-2023U Box 1/,
    );
    const second = out.second.filter((s) => s.guideline?.row === 'Olanzapine + Li/DVP').map((s) => s.guideline?.rank);
    expect(second).toEqual([3, 3]);
    expect(out.second.find((s) => s.regimenId === 'haloperidol')?.explanation).toMatch(/rank 6 of 6/);
  });

  it('restricts hypomania to lithium, divalproex and atypical antipsychotics, and says why the third line is empty', () => {
    const out = recommend(context({ state: 'Hypomanic' }), defaultGuidelinePack, defaultSafetyRules, defaultCatalog);
    const ids = [...out.first, ...out.second, ...out.third].map((s) => s.regimenId);
    for (const id of ['tamoxifen', 'clozapine', 'chlorpromazine', 'haloperidol', 'carbamazepine']) expect(ids).not.toContain(id);
    expect(out.nonPharmacological).toEqual([]);
    expect(out.emptyLines[0]?.message).toMatch(/lithium, divalproex and atypical antipsychotics/);
  });

  it('labels Hypomanic as extrapolated from acute mania', () => {
    const out = recommend(context({ state: 'Hypomanic' }), defaultGuidelinePack, defaultSafetyRules, defaultCatalog);
    expect(out.extrapolation).toBe('Extrapolated from acute mania: CANMAT has no separate hypomania table (CANMAT-2023U text)');
    expect(out.first[0]?.explanation).toContain('extrapolated from acute mania');
    expect(recommend(context({ state: 'Manic' }), defaultGuidelinePack, defaultSafetyRules, defaultCatalog).extrapolation).toBeNull();
  });

  it('carries pack identity and the 2023 changes', () => {
    expect(defaultGuidelinePack).toMatchObject({
      id: 'canmat-2018-2023u',
      name: 'CANMAT/ISBD 2018 guidelines with the 2023 update',
      version: '2018 + 2023 update',
    });
    const dep = recommend(context({ state: 'Depressed' }), defaultGuidelinePack, defaultSafetyRules, defaultCatalog);
    expect(dep.first.some((s) => s.regimenId === 'cariprazine')).toBe(true);
    expect(dep.second.some((s) => s.regimenId === 'lumateperone')).toBe(true);
    expect(dep.nonPharmacological).toContainEqual({ name: 'ECT', line: 2 });
  });

  it('never lists an antidepressant alone', () => {
    const antidepressants = new Set(['fluoxetine', 'sertraline', 'bupropion']);
    for (const t of defaultGuidelinePack.tables) for (const e of t.entries) expect(antidepressants.has(e.regimenId)).toBe(false);
  });

  it('every entry has a locator and a known citation', () => {
    const ids = new Set(defaultGuidelinePack.citations.map((c) => c.id));
    for (const r of tableRows) {
      expect(r.locator).toMatch(/^CANMAT-2023U Box [1-3]$/);
      expect(ids.has(r.citationId)).toBe(true);
    }
  });
});
