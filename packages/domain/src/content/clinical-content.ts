import { z } from 'zod';
import { catalogSchema } from '../catalog/catalog.schema';
import { defaultCatalog } from '../catalog/default-catalog';
import { defaultGuidelinePack } from '../guidelines/default-guideline-pack';
import { guidelinePackSchema } from '../guidelines/guideline.schema';
import { defaultSafetyRules } from '../rules/default-safety-rules';
import { safetyRuleSchema } from '../rules/rule.schema';

/**
 * Everything the engine reads, as one document: the catalogue, the guideline pack (with every
 * citation) and the safety rules. A stored content version holds exactly this.
 */
/**
 * The stored document's format; content-format.ts upgrades older ones (2: rules have `when` trees, ADR
 * 0041). Every stored version carries it (the server stores what `parseStoredContent` returns); content
 * built in memory may leave it out, meaning this release's format.
 */
export const CONTENT_FORMAT = 2;

export const clinicalContentSchema = z.object({
  formatVersion: z.literal(CONTENT_FORMAT).optional(),
  catalog: catalogSchema,
  pack: guidelinePackSchema,
  rules: z.array(safetyRuleSchema),
});
export type ClinicalContentSet = z.infer<typeof clinicalContentSchema>;

/** The content this package ships: version 1 of an empty database. */
export const defaultClinicalContent = (): ClinicalContentSet => ({
  formatVersion: CONTENT_FORMAT,
  catalog: defaultCatalog,
  pack: defaultGuidelinePack,
  rules: defaultSafetyRules,
});
