import type { MedicationDetail, MedicationSummary } from '@balancer/contract';
import { findRegimen, normalizeKey, regimenBenefitsAndRisks, sourcesOf, type ClinicalContentSet } from '@balancer/domain';
import type { ActiveContent } from '../../clinical/clinical-content';
import { notFound } from '../../http/errors';

/** The catalogue as the medication list shows it: every medication of the active content version, by name. */
function summaries(content: ActiveContent): MedicationSummary[] {
  const { catalog, citations } = content;
  return catalog.regimens
    .map((regimen) => {
      const ingredients = regimen.ingredientIds.map((id) => catalog.ingredients.find((i) => i.id === id));
      const single = regimen.ingredientIds.length === 1 ? ingredients[0] : undefined;
      const { benefits, risks } = regimenBenefitsAndRisks(catalog, citations, regimen.id);
      return {
        id: regimen.id,
        name: regimen.name,
        ingredients: ingredients.map((i) => i?.name ?? ''),
        // Monotherapies carry their ingredient's brands and synonyms, for autocomplete.
        aliases: [...regimen.brands, ...(single ? [...single.brands, ...single.synonyms] : [])],
        benefits,
        risks,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

/**
 * Reads the active content on every call, so the list is never older than the content the engine runs on;
 * a detail can also be asked at the version an answer names (`at`).
 */
export function createMedicationsService(
  active: () => Promise<ActiveContent>,
  at: (contentVersion: string) => Promise<ActiveContent | undefined> = async () => undefined,
) {
  // Versions are immutable: each one's list is built once.
  const built = new WeakMap<ClinicalContentSet['catalog'], MedicationSummary[]>();
  const listOf = (content: ActiveContent) => {
    let list = built.get(content.catalog);
    if (!list) built.set(content.catalog, (list = summaries(content)));
    return list;
  };
  const toDetail = (m: MedicationSummary): MedicationDetail => ({ ...m, sources: sourcesOf([...m.benefits, ...m.risks]) });

  return {
    list: async (): Promise<MedicationSummary[]> => listOf(await active()),

    async get(id: string, contentVersion?: string): Promise<MedicationDetail> {
      const content = contentVersion ? await at(contentVersion) : await active();
      if (!content) throw notFound(`contentVersion: no content version '${contentVersion}'`);
      const found = listOf(content).find((m) => m.id === id);
      if (!found) throw notFound(`id: no medication '${id}'${contentVersion ? ` in ${contentVersion}` : ''}`);
      return toDetail(found);
    },

    /** A medication by any name a clinician types: generic, brand, regimen name, any case. */
    async findByName(name: string): Promise<MedicationDetail | undefined> {
      const content = await active();
      const list = listOf(content);
      const id = findRegimen(content.catalog, name)?.id;
      const found = list.find((m) => m.id === id) ?? list.find((m) => normalizeKey(m.name) === normalizeKey(name));
      return found ? toDetail(found) : undefined;
    },
  };
}
export type MedicationsService = ReturnType<typeof createMedicationsService>;
