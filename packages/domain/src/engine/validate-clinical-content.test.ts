import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../catalog/default-catalog';
import { defaultGuidelinePack } from '../guidelines/default-guideline-pack';
import { defaultSafetyRules } from '../rules/default-safety-rules';
import { validateClinicalContent } from './validate-clinical-content';

describe('validateClinicalContent', () => {
  it('finds no problem in the default content', () => {
    expect(validateClinicalContent(defaultCatalog, defaultGuidelinePack, defaultSafetyRules)).toEqual([]);
  });

  it('reports broken cross-references, ranks and duplicates, and accepts commas in statements', () => {
    const [first, ...rest] = defaultGuidelinePack.tables;
    if (!first) throw new Error('no tables');
    const pack = {
      ...defaultGuidelinePack,
      tables: [
        {
          ...first,
          entries: [
            ...first.entries,
            { regimenId: 'nope', line: 2 as const, rank: 99, row: 'Nope', locator: 'x', citationId: 'missing' },
            { ...first.entries[0]!, rank: 17 },
          ],
        },
        ...rest,
      ],
    };
    const catalog = {
      ...defaultCatalog,
      regimens: [
        ...defaultCatalog.regimens,
        {
          id: 'ghost',
          name: 'Ghost',
          ingredientIds: ['ghostium'],
          brands: [],
          benefits: [{ text: 'a, b', source: { citationId: 'canmat-2023u', locator: 'x' } }],
          risks: [],
        },
        { id: 'sertraline', name: 'Zoloft', ingredientIds: ['sertraline'], brands: [], benefits: [], risks: [] },
      ],
    };
    const rules = [
      ...defaultSafetyRules,
      { ...defaultSafetyRules[0]!, target: { kind: 'ingredients' as const, ingredientIds: ['ghostium'] } },
    ];
    const problems = validateClinicalContent(catalog, pack, rules).join('\n');
    expect(problems).toContain('unknown regimen nope');
    expect(problems).toContain('unknown citation missing');
    expect(problems).toContain('line 2 ranks are not');
    expect(problems).toContain('regimen lithium listed more than once');
    expect(problems).toContain('regimen ghost: unknown ingredient ghostium');
    expect(problems).not.toContain('a, b');
    expect(problems).toContain('duplicate rule id suicide-history-promotes-lithium');
    expect(problems).toContain('unknown ingredient ghostium');
    const withAntidepressant = {
      ...pack,
      tables: [{ ...first, entries: [...first.entries, { ...first.entries[0]!, regimenId: 'sertraline', rank: 17 }] }, ...rest],
    };
    expect(validateClinicalContent(catalog, withAntidepressant, defaultSafetyRules).join('\n')).toContain(
      'sertraline is antidepressant monotherapy',
    );
  });

  it('reports a missing state table and an empty line', () => {
    const pack = {
      ...defaultGuidelinePack,
      tables: defaultGuidelinePack.tables
        .filter((t) => t.state !== 'Euthymic')
        .map((t) => (t.state === 'Manic' ? { ...t, entries: t.entries.filter((e) => e.line !== 3) } : t)),
    };
    const problems = validateClinicalContent(defaultCatalog, pack, defaultSafetyRules);
    expect(problems).toContain('guideline pack: no table for state Euthymic');
    expect(problems).toContain('table Manic: line 3 is empty and no reason is given');
  });
});
