import { describe, expect, it } from 'vitest';
import storedV1 from '../content/fixtures/content-format-1.json' with { type: 'json' };
import { riskFlagValues } from '../input/risk-flags';
import { evaluateCondition, factsOf, type ConditionFacts } from './condition';
import { allOf, anyOf, flag, inState, not, taking, tried } from './condition-builders';
import { conditionText } from './condition-text';
import { conditionFromTrigger, legacyTriggerSchema, triggerOf } from './legacy-trigger';
import { conditionSchema } from './condition.schema';

const patient = (over: Partial<ConditionFacts> = {}): ConditionFacts => ({
  ...factsOf({ state: 'Manic', ...riskFlagValues(false), priorMedications: [] }),
  ...over,
});

describe('condition trees', () => {
  it('evaluates all, any and not, and says which atoms made it hold', () => {
    const c = allOf(anyOf(flag('kidneyHistory'), flag('liverHistory')), inState('Manic', 'Hypomanic'));
    expect(evaluateCondition(c, patient())).toEqual({ holds: false, because: [] });
    expect(evaluateCondition(c, patient({ liverHistory: true }))).toEqual({
      holds: true,
      because: [flag('liverHistory'), inState('Manic', 'Hypomanic')],
    });
    expect(evaluateCondition(c, patient({ liverHistory: true, state: 'Depressed' })).holds).toBe(false);
    expect(evaluateCondition(not(flag('psychotic')), patient()).holds).toBe(true);
    expect(evaluateCondition(allOf(), patient())).toEqual({ holds: true, because: [] });
  });

  it('reads drug atoms through the vocabulary: brands, ingredients and classes with their sub-classes', () => {
    const onAdvil = factsOf({ state: 'Manic', ...riskFlagValues(false), priorMedications: [], currentMedications: ['Advil 200 mg'] });
    expect(evaluateCondition(taking({ classes: ['nsaid'] }), onAdvil)).toEqual({ holds: true, because: [taking({ classes: ['nsaid'] })] });
    expect(evaluateCondition(taking({ classes: ['antidepressant'] }), patient({ takingIngredients: ['sertraline'] })).holds).toBe(true);
    expect(evaluateCondition(taking({ ingredients: ['lithium'] }), patient({ takingIngredients: ['sertraline'] })).holds).toBe(false);
    const onSsri = factsOf({ state: 'Manic', ...riskFlagValues(false), priorMedications: ['Zoloft'] });
    expect(evaluateCondition(tried({ classes: ['ssri'] }), onSsri).holds).toBe(true);
  });

  it('does not hold an atom about an input the patient did not give', () => {
    expect(evaluateCondition(taking({ classes: ['nsaid'] }), patient()).holds).toBe(false);
    expect(evaluateCondition({ kind: 'ageBand', bands: ['olderAdult'] }, patient()).holds).toBe(false);
    expect(evaluateCondition({ kind: 'sex', sexes: ['female'] }, patient({ sex: 'female' })).holds).toBe(true);
  });

  it('validates at the boundary: a drug selector names something', () => {
    expect(conditionSchema.safeParse(taking({})).success).toBe(false);
    expect(conditionSchema.safeParse(allOf(flag('psychotic'), taking({ classes: ['qt-prolonging'] }))).success).toBe(true);
  });

  it('turns every format-1 trigger into a tree and back unchanged', () => {
    for (const r of (storedV1 as { rules: { trigger: unknown }[] }).rules) {
      const t = legacyTriggerSchema.parse(r.trigger);
      expect(triggerOf(conditionFromTrigger(t))).toEqual(t);
    }
    expect(triggerOf(allOf(flag('psychotic'), taking({ classes: ['nsaid'] })))).toBeNull();
  });

  it('reads as words for views and tooltips', () => {
    expect(conditionText(allOf(flag('kidneyHistory'), taking({ classes: ['nsaid', 'ace-inhibitor'] })))).toBe(
      'Kidney disease (history or risk) and taking NSAIDs or ACE inhibitors',
    );
    expect(conditionText(allOf())).toBe('Always');
  });
});
