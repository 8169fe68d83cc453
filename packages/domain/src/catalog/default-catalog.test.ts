import { describe, expect, it } from 'vitest';
import { defaultCitations } from '../citations';
import { catalogSchema } from './catalog.schema';
import { defaultCatalog } from './default-catalog';

const ingredient = (id: string) => defaultCatalog.ingredients.find((i) => i.id === id);

describe('defaultCatalog', () => {
  it('matches the schema', () => {
    expect(catalogSchema.safeParse(defaultCatalog).success).toBe(true);
  });

  it.each(defaultCatalog.ingredients.map((i) => [i.id, i] as const))('%s has 2-12 cited benefits and risks', (_id, i) => {
    for (const list of [i.benefits, i.risks]) {
      expect(list.length).toBeGreaterThanOrEqual(2);
      // Short enough to read in the panel; the fourth review's label statements (issue 37) bring lithium
      // and valproate to 11.
      expect(list.length).toBeLessThanOrEqual(12);
    }
    for (const c of [...i.benefits, ...i.risks]) {
      expect(defaultCitations.some((x) => x.id === c.source.citationId)).toBe(true);
      expect(c.source.locator.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['lithium', ['Lithobid'], []],
    ['valproate', ['Depakote', 'Depakene', 'Epival', 'Epilim'], ['divalproex', 'valproic acid', 'sodium valproate', 'DVP']],
    ['carbamazepine', ['Tegretol', 'Equetro', 'Carbatrol'], []],
    ['lamotrigine', ['Lamictal'], []],
    ['quetiapine', ['Seroquel'], []],
    ['risperidone', ['Risperdal'], []],
    ['paliperidone', ['Invega'], []],
    ['olanzapine', ['Zyprexa'], []],
    ['aripiprazole', ['Abilify'], []],
    ['asenapine', ['Saphris'], []],
    ['lurasidone', ['Latuda'], []],
    ['cariprazine', ['Vraylar'], []],
    ['ziprasidone', ['Geodon'], []],
    ['lumateperone', ['Caplyta'], []],
    ['clozapine', ['Clozaril'], []],
    ['haloperidol', ['Haldol'], []],
    ['fluoxetine', ['Prozac'], []],
  ])('%s carries brands %j and synonyms %j', (id, brands, synonyms) => {
    expect(ingredient(id)?.brands).toEqual(expect.arrayContaining(brands));
    expect(ingredient(id)?.synonyms).toEqual(expect.arrayContaining(synonyms));
  });

  it('includes the other required ingredients', () => {
    for (const id of ['oxcarbazepine', 'chlorpromazine', 'sertraline', 'bupropion', 'tamoxifen']) expect(ingredient(id)).toBeDefined();
  });

  it('Symbyax is the brand of the olanzapine plus fluoxetine regimen, not of an ingredient', () => {
    expect(defaultCatalog.regimens.find((r) => r.id === 'olanzapine+fluoxetine')).toMatchObject({
      name: 'Olanzapine plus Fluoxetine',
      brands: ['Symbyax'],
    });
    expect(defaultCatalog.ingredients.some((i) => i.brands.includes('Symbyax'))).toBe(false);
  });

  it('has no antidepressant monotherapy regimen', () => {
    for (const id of ['fluoxetine', 'sertraline', 'bupropion']) expect(defaultCatalog.regimens.some((r) => r.id === id)).toBe(false);
  });

  it('names combinations "X plus Y"', () => {
    for (const r of defaultCatalog.regimens.filter((x) => x.ingredientIds.length > 1)) expect(r.name).toMatch(/^\S+ plus \S+$/);
  });
});
