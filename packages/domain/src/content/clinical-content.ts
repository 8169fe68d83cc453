import { z } from 'zod';
import { catalogSchema } from '../catalog/catalog.schema';
import { defaultCatalog } from '../catalog/default-catalog';
import { defaultDosing } from '../dosing/default-dosing';
import { medicationDosingSchema } from '../dosing/dosing.schema';
import { defaultGuidelinePack } from '../guidelines/default-guideline-pack';
import { guidelinePackSchema } from '../guidelines/guideline.schema';
import { defaultInteractions } from '../interactions/default-interactions';
import { interactionSchema } from '../interactions/interaction.schema';
import { defaultSafetyRules } from '../rules/default-safety-rules';
import { safetyRuleSchema } from '../rules/rule.schema';

/**
 * Everything the engine reads, as one document: the catalogue, the guideline pack (with every
 * citation), the safety rules, the drug–drug interactions (compiled into rules when content loads,
 * effective-rules.ts) and the dosing and monitoring facts. A stored content version holds exactly this.
 */
/**
 * The stored document's format; content-format.ts upgrades older ones (2: rules have `when` trees, ADR
 * 0041; 3: interactions are their own area, ADR 0048, and dosing is stored content, ADR 0049). Every
 * stored version carries it (the server stores what `parseStoredContent` returns); content built in
 * memory may leave it out, meaning this release's format.
 */
export const CONTENT_FORMAT = 3;

export const clinicalContentSchema = z.object({
  formatVersion: z.literal(CONTENT_FORMAT).optional(),
  catalog: catalogSchema,
  pack: guidelinePackSchema,
  rules: z.array(safetyRuleSchema),
  interactions: z.array(interactionSchema),
  /** Start, target and monitor facts per catalogue ingredient or product regimen (docs/adr/0047, 0049). */
  dosing: z.array(medicationDosingSchema),
});
export type ClinicalContentSet = z.infer<typeof clinicalContentSchema>;

/** The content this package ships: version 1 of an empty database. */
export const defaultClinicalContent = (): ClinicalContentSet => ({
  formatVersion: CONTENT_FORMAT,
  catalog: defaultCatalog,
  pack: defaultGuidelinePack,
  rules: defaultSafetyRules,
  interactions: defaultInteractions,
  dosing: defaultDosing,
});
