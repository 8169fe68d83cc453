import { createHash } from 'node:crypto';
import type { MedicationListItem, RiskResponse, RiskSource } from '@balancer/contract';
import { findRegimen, regimenBenefitsAndRisks } from '@balancer/domain';
import type { ClinicalContent } from '../../clinical/clinical-content';
import { notFound } from '../../http/errors';
import type { MedicationRow, MedicationsRepo, NewMedication } from './medications.repo';

export function createMedicationsService(repo: MedicationsRepo, content: ClinicalContent) {
  const ingredientName = new Map(content.catalog.ingredients.map((i) => [i.id, i] as const));

  /** Catalogue regimens as database rows; monotherapies carry their ingredient's brands for autocomplete. */
  function catalogueRows(): NewMedication[] {
    return content.catalog.regimens.map((regimen) => {
      const details = regimenBenefitsAndRisks(content.catalog, content.citations, regimen.id);
      const ingredients = regimen.ingredientIds.map((id) => ingredientName.get(id));
      const single = regimen.ingredientIds.length === 1 ? ingredients[0] : undefined;
      return {
        regimenId: regimen.id,
        name: regimen.name,
        benefits: details.benefits.map((b) => b.text),
        risks: details.risks.map((r) => r.text),
        ingredients: ingredients.map((i) => i?.name ?? ''),
        aliases: [...regimen.brands, ...(single ? [...single.brands, ...single.synonyms] : [])],
      };
    });
  }

  return {
    async seed(): Promise<number> {
      const rows = catalogueRows();
      const version = createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16);
      return repo.seedOnce(version, rows);
    },

    async list(): Promise<MedicationListItem[]> {
      const rows = await repo.list();
      return rows
        .map(toListItem)
        .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
    },

    async get(name: string): Promise<MedicationListItem> {
      const row = await repo.findByName(name);
      if (!row) throw notFound('Medication not found');
      return toListItem(row);
    },

    /** Benefits, risks and their sources for one medication (catalogue first, then admin-added rows). */
    async risk(drug: string): Promise<RiskResponse> {
      const regimen = findRegimen(content.catalog, drug);
      if (regimen) {
        const details = regimenBenefitsAndRisks(content.catalog, content.citations, regimen.id);
        // One source per reference, with every place in it that a statement comes from.
        const sources = new Map<string, RiskSource>();
        for (const s of [...details.benefits, ...details.risks]) {
          const known = sources.get(s.reference);
          if (!known) {
            sources.set(s.reference, { title: s.citation, publication: null, text: s.reference, page: null, link_url: s.url ?? null, locator: s.locator });
          } else if (!known.locator?.split('; ').includes(s.locator)) {
            known.locator = `${known.locator}; ${s.locator}`;
          }
        }
        return {
          benefits: details.benefits.map((b) => `- ${b.text}`),
          risks: details.risks.map((r) => `- ${r.text}`),
          sources: [...sources.values()],
          details: {
            benefits: details.benefits.map((b) => ({ ...b, url: b.url ?? null })),
            risks: details.risks.map((r) => ({ ...r, url: r.url ?? null })),
          },
          ingredients: regimen.ingredientIds.map((id) => ingredientName.get(id)?.name ?? id),
        };
      }
      const row = await repo.findByName(drug);
      if (!row) throw notFound(`Medication '${drug}' not found.`);
      return {
        benefits: row.benefits.map((b) => `- ${b}`),
        risks: row.risks.map((r) => `- ${r}`),
        sources: [],
        details: { benefits: [], risks: [] },
        ingredients: row.ingredients,
      };
    },
  };
}
export type MedicationsService = ReturnType<typeof createMedicationsService>;

function toListItem(row: MedicationRow): MedicationListItem {
  return {
    name: row.name,
    benefits: row.benefits.join(', '),
    risks: row.risks.join(', '),
    ingredients: row.ingredients,
    aliases: row.aliases,
  };
}
