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
export const clinicalContentSchema = z.object({
  catalog: catalogSchema,
  pack: guidelinePackSchema,
  rules: z.array(safetyRuleSchema),
});
export type ClinicalContentSet = z.infer<typeof clinicalContentSchema>;

/** The content this package ships: version 1 of an empty database. */
export const defaultClinicalContent = (): ClinicalContentSet => ({
  catalog: defaultCatalog,
  pack: defaultGuidelinePack,
  rules: defaultSafetyRules,
});
