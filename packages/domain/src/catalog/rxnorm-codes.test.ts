import { describe, expect, it } from 'vitest';
import { defaultCatalog } from './default-catalog';
import { normalizeMedicationName } from './normalize-medication-name';
import { curatedRxnormCodes, ingredientForRxcui, rxnormCodeSchema } from './rxnorm-codes';

describe('curated RxNorm codes', () => {
  it('are well formed, each with the release it was checked against', () => {
    for (const c of curatedRxnormCodes) expect(rxnormCodeSchema.parse(c)).toEqual(c);
  });

  it('are unique by RxCUI and by name', () => {
    const ids = curatedRxnormCodes.map((c) => c.rxcui);
    const names = curatedRxnormCodes.map((c) => c.name);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(names).size).toBe(names.length);
  });

  it('point at catalogue ingredients, and each RxNorm name resolves to the same ingredient by name', () => {
    const known = new Set(defaultCatalog.ingredients.map((i) => i.id));
    for (const c of curatedRxnormCodes) {
      expect(known.has(c.ingredientId), c.ingredientId).toBe(true);
      expect(normalizeMedicationName(defaultCatalog, c.name)).toEqual({ kind: 'ingredients', ingredientIds: [c.ingredientId] });
    }
  });

  it('looks an RxCUI up, and knows nothing of other codes', () => {
    expect(ingredientForRxcui('266856')).toBe('valproate');
    expect(ingredientForRxcui('999999999')).toBeUndefined();
  });
});
