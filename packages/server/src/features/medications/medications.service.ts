import { createHash } from 'node:crypto';
import type { MedicationDetail, MedicationSummary } from '@balancer/contract';
import { findRegimen, regimenBenefitsAndRisks, sourcesOf, type BenefitsAndRisks, type CitedStatement } from '@balancer/domain';
import type { ClinicalContent } from '../../clinical/clinical-content';
import { notFound } from '../../http/errors';
import type { MedicationRow, MedicationsRepo, NewMedication } from './medications.repo';

/** An administrator's entry has no published source: it says so, and asks for review. */
const adminStatement = (text: string): CitedStatement => ({
  text,
  citation: 'Entered by an administrator',
  locator: 'Medication list',
  reference: 'Entered in the medication list by an administrator; no published source recorded.',
  url: null,
  needsReview: true,
});

export function createMedicationsService(repo: MedicationsRepo, content: ClinicalContent) {
  const ingredientName = new Map(content.catalog.ingredients.map((i) => [i.id, i] as const));
  // The catalogue is fixed for the life of the process: resolve each regimen's statements once.
  const statements = new Map<string, BenefitsAndRisks>();
  const catalogueStatements = (regimenId: string) => {
    let found = statements.get(regimenId);
    if (!found) statements.set(regimenId, (found = regimenBenefitsAndRisks(content.catalog, content.citations, regimenId)));
    return found;
  };

  /** Catalogue regimens as database rows; monotherapies carry their ingredient's brands for autocomplete. */
  function catalogueRows(): NewMedication[] {
    return content.catalog.regimens.map((regimen) => {
      const details = catalogueStatements(regimen.id);
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

  function toSummary(row: MedicationRow): MedicationSummary {
    const cited = row.regimenId ? catalogueStatements(row.regimenId) : null;
    return {
      id: row.regimenId ?? String(row.id),
      name: row.name,
      ingredients: row.ingredients,
      aliases: row.aliases,
      benefits: cited?.benefits ?? row.benefits.map(adminStatement),
      risks: cited?.risks ?? row.risks.map(adminStatement),
    };
  }

  const toDetail = (row: MedicationRow): MedicationDetail => {
    const summary = toSummary(row);
    return { ...summary, sources: sourcesOf([...summary.benefits, ...summary.risks]) };
  };

  return {
    async seed(): Promise<number> {
      const rows = catalogueRows();
      const version = createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16);
      return repo.seedOnce(version, rows);
    },

    async list(): Promise<MedicationSummary[]> {
      const rows = await repo.list();
      return rows.map(toSummary).sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
    },

    async get(id: string): Promise<MedicationDetail> {
      const row = await repo.findById(/^\d+$/.test(id) ? { rowId: Number(id) } : { regimenId: id });
      if (!row) throw notFound(`id: no medication '${id}'`);
      return toDetail(row);
    },

    /** A medication by any name a clinician types: generic, brand, regimen name, or an administrator's entry. */
    async findByName(name: string): Promise<MedicationDetail | undefined> {
      const regimen = findRegimen(content.catalog, name);
      const row = (regimen && (await repo.findById({ regimenId: regimen.id }))) || (await repo.findByName(name));
      return row ? toDetail(row) : undefined;
    },
  };
}
export type MedicationsService = ReturnType<typeof createMedicationsService>;
