import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../catalog/default-catalog';
import { defaultCitations } from '../citations';
import { regimenBenefitsAndRisks } from './regimen-benefits-and-risks';

describe('regimenBenefitsAndRisks', () => {
  it('gives a monotherapy its ingredient claims with resolved citations', () => {
    const { benefits, risks } = regimenBenefitsAndRisks(defaultCatalog, defaultCitations, 'valproate');
    expect(benefits.length).toBeGreaterThanOrEqual(2);
    expect(risks[0]).toMatchObject({ citation: 'Depakote US label', locator: 'Boxed warning; Contraindications' });
    expect(risks[0]?.text).toMatch(/^Boxed warning: hepatotoxicity/);
    expect(risks[0]?.reference).toContain('Depakote');
  });

  it('puts combination claims first and prefixes ingredient claims with the ingredient', () => {
    const { benefits, risks } = regimenBenefitsAndRisks(defaultCatalog, defaultCitations, 'quetiapine+lithium');
    expect(benefits[0]?.text).toBe('Acute mania: first-line combination');
    expect(
      benefits.some(
        (b) =>
          b.text.startsWith('Acute mania: antipsychotic plus mood stabilizer was more effective') &&
          b.citation === 'CANMAT/ISBD 2023 update',
      ),
    ).toBe(true);
    expect(benefits.some((b) => b.text.startsWith('Quetiapine: '))).toBe(true);
    expect(risks.some((r) => r.text.startsWith('Lithium: Boxed warning: lithium toxicity'))).toBe(true);
    expect(benefits.find((b) => b.citation === 'CANMAT/ISBD 2023 update')?.url).toBe('https://doi.org/10.1176/appi.focus.20230009');
  });

  it('deduplicates statements and gives every regimen some', () => {
    for (const r of defaultCatalog.regimens) {
      const { benefits, risks } = regimenBenefitsAndRisks(defaultCatalog, defaultCitations, r.id);
      for (const list of [benefits, risks]) {
        expect(new Set(list.map((x) => x.text)).size).toBe(list.length);
      }
      expect(benefits.length + risks.length).toBeGreaterThan(0);
    }
  });

  it('marks background-knowledge statements for review', () => {
    const { risks } = regimenBenefitsAndRisks(defaultCatalog, defaultCitations, 'clozapine');
    expect(risks.find((r) => r.text.startsWith('Severe neutropenia'))?.needsReview).toBe(true);
  });

  it('returns empty lists for an unknown regimen', () => {
    expect(regimenBenefitsAndRisks(defaultCatalog, defaultCitations, 'nope')).toEqual({ benefits: [], risks: [] });
  });
});
