import { describe, expect, it } from 'vitest';
import { factsOf } from '../rules/condition';
import { context } from '../test-support';
import { canonicalInputs, inputsCacheKey, wireInputShape } from './patient-inputs';
import { ageGroupThresholds, whoInputs, whoInputShape } from './who-inputs';
import { z } from 'zod';

describe('who the patient is: the input rows (ADR 0046)', () => {
  it('has a row per optional field, each with its question, choices and meaning when not given', () => {
    expect(whoInputs.map((r) => r.id)).toEqual(Object.keys(whoInputShape()));
    for (const row of whoInputs) {
      expect(row.question, row.id).toBeTruthy();
      expect(row.choices.length, row.id).toBeGreaterThan(1);
      expect(row.whenUnknown.length, row.id).toBeGreaterThan(10);
    }
    expect(ageGroupThresholds).toMatchObject({ adultFrom: 18, olderAdultFrom: 65 });
  });

  it('is optional on the wire and absent from the canonical input when not given', () => {
    const wire = z.object(wireInputShape(() => z.string())).parse({ state: 'Manic' });
    expect(Object.keys(wire)).not.toContain('sex');
    expect(canonicalInputs({ ...context(), sex: undefined })).not.toHaveProperty('sex');
    expect(() => z.object(wireInputShape(() => z.string())).parse({ state: 'Manic', ageGroup: 'elderly' })).toThrow();
  });

  it('gives each answer its own cache key', () => {
    const variants = [
      context(),
      context({ sex: 'female' }),
      context({ sex: 'male' }),
      context({ sex: 'female', childbearingPotential: false }),
    ];
    const more = [
      context({ ageGroup: 'youth' }),
      context({ bipolarType: 'II' }),
      context({ mixedFeatures: true }),
      context({ maintenancePolarity: 'manic' }),
    ];
    const keys = [...variants, ...more].map((v) => inputsCacheKey(canonicalInputs(v)));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('reads childbearing potential for a female patient only, and mixed features as the specifier', () => {
    expect(factsOf(context({ sex: 'male', childbearingPotential: true })).childbearingPotential).toBeUndefined();
    expect(factsOf(context({ sex: 'female', childbearingPotential: false })).childbearingPotential).toBe(false);
    expect(factsOf(context({ mixedFeatures: true, ageGroup: 'olderAdult' }))).toMatchObject({
      specifiers: ['mixedFeatures'],
      ageBand: 'olderAdult',
    });
  });
});
