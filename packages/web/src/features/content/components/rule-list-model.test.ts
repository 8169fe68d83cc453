import { anyOf, defaultClinicalContent, flag, isCriticalExclusion, ruleViews } from '@balancer/domain';
import { describe, expect, it } from 'vitest';
import { groupRules, searchRules } from './rule-list-model';

const views = ruleViews(defaultClinicalContent());

describe('rules list', () => {
  it('finds rules by name, medication, risk answer and rationale, every word counting', () => {
    expect(searchRules(views, 'Kidney disease excludes').map((v) => v.rule.label)).toContain('Kidney disease excludes lithium');
    const byDrug = searchRules(views, 'clozapine');
    expect(byDrug.length).toBeGreaterThan(0);
    expect(
      byDrug.every(
        (v) => v.medications.some((m) => m.name.toLowerCase().includes('clozapine')) || /clozapine/i.test(v.rule.label + v.rule.rationale),
      ),
    ).toBe(true);
    expect(searchRules(views, 'possibility of pregnancy').length).toBeGreaterThan(1);
    expect(searchRules(views, 'kidney zzzz')).toEqual([]);
    expect(searchRules(views, '  ')).toHaveLength(views.length);
  });

  it('finds the critical exclusions by those words', () => {
    const critical = searchRules(views, 'critical exclusion');
    expect(critical.map((v) => v.rule.id).sort()).toEqual(
      views
        .filter((v) => isCriticalExclusion(v.rule))
        .map((v) => v.rule.id)
        .sort(),
    );
  });

  it('groups every rule once by its risk answers, in the form’s order, prior medications last', () => {
    const groups = groupRules(views, 'flag');
    expect(groups.flatMap((g) => g.views)).toHaveLength(views.length);
    expect(groups[0]?.title).toBe('Any of: Currently psychotic');
    expect(groups.at(-1)?.title).toBe('Always (the patient’s prior medications)');
    const kidney = groups.find((g) => g.title === 'Any of: Kidney disease (history or risk)');
    expect(kidney?.views.every((v) => JSON.stringify(v.rule.when) === JSON.stringify(anyOf(flag('kidneyHistory'))))).toBe(true);
  });

  it('groups by effect in the effect list’s order', () => {
    const groups = groupRules(views, 'effect');
    expect(groups.map((g) => g.title)).toEqual(['Excludes', 'Promotes', 'Warns', 'Deprioritises', 'Favours']);
    expect(groups.reduce((n, g) => n + g.views.length, 0)).toBe(views.length);
  });
});
