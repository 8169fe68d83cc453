import { describe, expect, it } from 'vitest';
import { commonMisspellings } from './common-misspellings';
import { defaultCatalog } from './default-catalog';
import { isKnownMedicationName, rankMedicationNames, type NamedMedication } from './rank-medication-names';

// The catalogue as the medication list serves it: monotherapies carry their ingredient's brands and synonyms.
const list: NamedMedication[] = defaultCatalog.regimens.map((r) => {
  const ingredients = r.ingredientIds.map((id) => defaultCatalog.ingredients.find((i) => i.id === id)!);
  const single = ingredients.length === 1 ? ingredients[0]! : undefined;
  return {
    name: r.name,
    ingredients: ingredients.map((i) => i.name),
    aliases: [...r.brands, ...(single ? [...single.brands, ...single.synonyms] : [])],
  };
});
const names = (text: string, chosen: string[] = []) => rankMedicationNames(list, text, chosen).map((r) => r.medication.name);

describe('rankMedicationNames', () => {
  it('puts the single agent first for a prefix, before every combination that contains it', () => {
    const found = names('lith');
    expect(found[0]).toBe('Lithium');
    expect(found.length).toBeGreaterThan(5);
    expect(found.slice(1).every((n) => / plus /.test(n))).toBe(true);
  });

  it('ranks exact, then prefix, then word prefix; singles before combinations within each', () => {
    const ranked = rankMedicationNames(list, 'quetiapine');
    expect(ranked[0]).toMatchObject({ kind: 'exact', medication: { name: 'Quetiapine' } });
    const kinds = ranked.map((r) => r.kind);
    expect([...kinds].sort((a, b) => kinds.indexOf(a) - kinds.indexOf(b))).toEqual(kinds);
  });

  it('finds a single agent by its brand and says which brand', () => {
    expect(rankMedicationNames(list, 'Seroquel')[0]).toMatchObject({ medication: { name: 'Quetiapine' }, matchedAlias: 'Seroquel' });
    expect(names('thorazine')[0]).toBe('Chlorpromazine');
  });

  it('finds a single agent by a common misspelling from the table, and every table entry names a catalogue ingredient', () => {
    expect(rankMedicationNames(list, 'lithum')[0]).toMatchObject({ kind: 'misspelling', medication: { name: 'Lithium' } });
    expect(names('quetiapene')[0]).toBe('Quetiapine');
    const ingredients = new Set(defaultCatalog.ingredients.map((i) => i.name));
    for (const name of Object.keys(commonMisspellings)) expect(ingredients.has(name), name).toBe(true);
  });

  it('matches words in order across spaces and hyphens', () => {
    expect(names('Aripiprazole once monthly')).toEqual(['Aripiprazole once-monthly LAI']);
    expect(names('arip lith')).toEqual(['Aripiprazole plus Lithium']);
  });

  it('leaves out what is chosen, and finds nothing for blank or unknown text', () => {
    expect(names('lith', ['lithium'])).not.toContain('Lithium');
    expect(names('  ')).toEqual([]);
    expect(names('zzzz')).toEqual([]);
  });

  it('knows a catalogue name or alias, in any case', () => {
    expect(isKnownMedicationName(list, 'depakote')).toBe(true);
    expect(isKnownMedicationName(list, 'lith')).toBe(false);
  });
});
