import { describe, expect, it } from 'vitest';
import { defaultCatalog } from './default-catalog';
import { groupRisks, riskGroupOf } from './risk-groups';

const risksOf = (id: string) =>
  defaultCatalog.ingredients.find((i) => i.id === id)!.risks.map((r) => ({ text: r.text, locator: r.source.locator }));

describe('risk groups (from each statement source section and wording)', () => {
  it("splits lithium's risks into boxed warning, pregnancy and breastfeeding, interactions, monitoring and other", () => {
    const groups = groupRisks(risksOf('lithium'));
    expect(groups.map((g) => g.heading)).toEqual([
      'Boxed warnings',
      'Pregnancy and breastfeeding',
      'Interactions',
      'Monitoring',
      'Other risks',
    ]);
    expect(groups.find((g) => g.id === 'pregnancy')!.items.map((r) => r.text.split(':')[0])).toEqual([
      'First-trimester exposure',
      'Breastfeeding',
    ]);
  });

  it('finds a group for statements by source section alone', () => {
    expect(riskGroupOf({ text: 'Severe neutropenia', locator: 'Boxed warning (Clozaril)' })).toBe('boxed');
    expect(riskGroupOf({ text: 'Levels are lowered', locator: 'Drug interactions' })).toBe('interactions');
    expect(riskGroupOf({ text: 'Check sodium', locator: 'Safety and monitoring section' })).toBe('monitoring');
    expect(riskGroupOf({ text: 'Akathisia', locator: 'Warnings and adverse reactions: akathisia' })).toBe('other');
  });

  it('keeps every statement of the catalogue, once, in the order given within its group', () => {
    for (const ingredient of defaultCatalog.ingredients) {
      const risks = risksOf(ingredient.id);
      const grouped = groupRisks(risks).flatMap((g) => g.items);
      expect(grouped).toHaveLength(risks.length);
      expect(new Set(grouped)).toEqual(new Set(risks));
    }
  });
});
